/// AsyncAlgorithms 1.1's `AsyncTimerSequence.repeating(every:clock:)` (`AsyncTimerSequence.swift`):
/// each `next()` sleeps until one interval after the previous deadline (after `now`, the first
/// time) and returns the clock's time then, in ms. A deadline already past when the loop asks
/// again (a body slower than the interval) returns at once with the current time, and the next
/// deadline still counts from the missed one. It never ends by itself; a cancelled sleep makes
/// `next()` return `nil` from then on. The interval is greater than 0 (the language checks it),
/// so a timer cannot spin within one instant.
public final class AsyncTimerSequenceModel: AsyncSequenceModel {
    private let interval: VirtualTime
    private let clock: VirtualClock

    public init(interval: VirtualTime, clock: VirtualClock) {
        precondition(interval > 0, "a timer interval must be greater than 0")
        self.interval = interval
        self.clock = clock
    }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(interval: interval, clock: clock) }

    private final class Iterator: AsyncIteratorModel {
        private let interval: VirtualTime
        private let clock: VirtualClock
        private var state = AsyncTimerState()
        private var sleep: ScheduledTimer?

        init(interval: VirtualTime, clock: VirtualClock) {
            self.interval = interval
            self.clock = clock
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard let deadline = state.nextDeadline(now: clock.now, interval: interval) else { return resume(.end) }
            sleep = clock.scheduleTimer(at: max(deadline, clock.now)) { [clock] in
                self.sleep = nil
                self.state.ticked(at: deadline)
                resume(.value(.int(clock.now)))
            }
        }

        func cancel() {
            sleep?.cancel()
            sleep = nil
            state.cancel()
        }
    }
}

/// The timer iterator's state: the deadline of its last tick, or cancelled (the library's
/// `clock = nil`), after which every `next()` returns `nil`.
struct AsyncTimerState: Equatable {
    enum State: Equatable {
        case ticking(last: VirtualTime?)
        case cancelled
    }

    private(set) var state: State = .ticking(last: nil)

    /// `(last ?? clock.now).advanced(by: interval)`, or nil once cancelled.
    func nextDeadline(now: VirtualTime, interval: VirtualTime) -> VirtualTime? {
        guard case .ticking(let last) = state else { return nil }
        return (last ?? now).addingClamped(interval)
    }

    mutating func ticked(at deadline: VirtualTime) {
        if case .ticking = state { state = .ticking(last: deadline) }
    }

    mutating func cancel() { state = .cancelled }
}
