import Foundation

/// One sleep on `m.clock`: resumed once, by the clock when its instant comes or by the
/// task's cancellation, whichever is first.
///
/// Locked: a cancellation handler runs on whichever thread cancels the task.
final class Sleeper: @unchecked Sendable {
    private enum State {
        case starting
        case waiting(UnsafeContinuation<Void, any Error>)
        case done
    }

    private let lock = NSLock()
    private var state = State.starting

    /// Holds the sleeping task's continuation; false (having resumed it) if it was cancelled already.
    func wait(_ continuation: UnsafeContinuation<Void, any Error>) -> Bool {
        lock.lock()
        guard case .starting = state else {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return false
        }
        state = .waiting(continuation)
        lock.unlock()
        return true
    }

    /// The clock reached the instant.
    func wake() {
        finish { $0.resume() }
    }

    /// The task was cancelled.
    func cancel() {
        finish { $0.resume(throwing: CancellationError()) }
    }

    private func finish(_ resume: (UnsafeContinuation<Void, any Error>) -> Void) {
        lock.lock()
        let previous = state
        state = .done
        lock.unlock()
        if case .waiting(let continuation) = previous { resume(continuation) }
    }
}
