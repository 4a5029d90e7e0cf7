import Foundation

/// The concurrency scenarios' clock: `Task.sleep(for:clock:)` on it suspends until the
/// driver advances virtual time past the deadline, and a cancel throws `CancellationError` at
/// once, as the real `Task.sleep` does.
///
/// Unlike swift-clocks' `TestClock` it also holds the script's timed statements, in one queue
/// with the sleepers, ordered by (deadline, registration): at one instant, a sleep that began
/// before a statement was read ends before that statement acts, and the reverse. Each event
/// (a sleep's end, a statement) runs with everything it makes ready (`settle`) before the
/// next one; see docs/CONCURRENCY-SEMANTICS.md, "Same instant".
///
/// The lock is the real runtime's concern, not the model's: `onCancel` handlers are
/// `@Sendable` and may run on any thread.
final class VirtualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private enum Action {
        case wake(CheckedContinuation<Void, any Error>)
        case statement(@MainActor @Sendable () -> Void)
    }

    private struct Event {
        let id: Int
        let deadline: Instant
        let action: Action
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var events: [Event] = []
    private var nextID = 0
    /// Sleeps cancelled before they were queued (their continuation not made yet).
    private var cancelledEarly: Set<Int> = []

    var minimumResolution: Duration { .zero }
    var now: Instant { lock.withLock { current } }

    var nowMilliseconds: Int {
        let parts = now.offset.components
        return Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        // Already cancelled: throws at once, without suspending.
        try Task.checkCancellation()
        let id = lock.withLock { nextID += 1; return nextID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = lock.withLock {
                    if cancelledEarly.remove(id) != nil { return true }
                    events.append(Event(id: id, deadline: deadline, action: .wake(continuation)))
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let waiting: CheckedContinuation<Void, any Error>? = lock.withLock {
                guard let index = events.firstIndex(where: { $0.id == id }) else {
                    cancelledEarly.insert(id)
                    return nil
                }
                guard case .wake(let continuation) = events.remove(at: index).action else { return nil }
                return continuation
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// A statement of the script at `milliseconds` (`cancel t @150ms`), read now.
    func schedule(at milliseconds: Int, _ statement: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock {
            nextID += 1
            events.append(Event(id: nextID, deadline: Instant(offset: .milliseconds(milliseconds)), action: .statement(statement)))
        }
    }

    var hasEvents: Bool { lock.withLock { !events.isEmpty } }

    /// Moves time on to `deadline` (or until nothing is due, with nil), taking due events one
    /// at a time in (deadline, registration) order and settling after each.
    @MainActor
    func advance(to deadline: Instant?, settle: () async -> Void) async {
        while let event = takeNext(dueBy: deadline) {
            switch event.action {
            case .wake(let continuation): continuation.resume()
            case .statement(let statement): statement()
            }
            await settle()
        }
        if let deadline {
            lock.withLock { if current < deadline { current = deadline } }
        }
        await settle()
    }

    private func takeNext(dueBy deadline: Instant?) -> Event? {
        lock.withLock {
            // `min` keeps the first of equal deadlines, and events are appended as registered.
            guard let index = events.indices.min(by: { events[$0].deadline < events[$1].deadline }),
                  deadline.map({ events[index].deadline <= $0 }) ?? true
            else { return nil }
            let event = events.remove(at: index)
            if current < event.deadline { current = event.deadline }
            return event
        }
    }
}
