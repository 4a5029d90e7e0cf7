/// The states of `debounce`, kept apart from scheduling so the rules can be read and tested.
///
/// Combine's rule: emit the newest value once the upstream has been silent for the interval.
/// On completion or failure a pending value is *dropped* (RxJS flushes it instead).
///
/// Exactly one clock timer is outstanding while a value waits (it may be for an older
/// deadline; it re-arms itself when it fires), none otherwise — so "terminated with a
/// pending value" or "waiting without a timer" cannot be represented.
struct DebounceStateMachine {
    /// A value waiting for silence, and the tie order of the timer that would emit it.
    struct Pending: Equatable {
        var value: Value
        var deadline: VirtualTime
        var sequence: UInt64
    }

    enum State: Equatable {
        /// Nothing pending, no timer armed.
        case idle
        /// A value waits for its deadline; a timer is armed (perhaps for an older deadline).
        case waiting(Pending)
        /// Completed, failed or cancelled: nothing pending, nothing accepted.
        case terminated
    }

    enum ValueAction: Equatable {
        /// No timer was armed: arm one for this deadline.
        case armTimer(at: VirtualTime, sequence: UInt64)
        /// A timer is already armed earlier (it will re-arm itself when it fires), or the
        /// machine has terminated.
        case none
    }

    enum TimerAction: Equatable {
        case emit(Value)
        case rearm(at: VirtualTime, sequence: UInt64)
        case none
    }

    enum TerminateAction: Equatable {
        /// Cancel the armed timer (its pending value is dropped), then pass the completion on.
        case cancelTimerAndComplete
        /// No timer was armed: pass the completion on.
        case complete
        /// Already terminated: ignore.
        case none
    }

    private(set) var state: State = .idle

    mutating func receive(_ value: Value, now: VirtualTime, interval: VirtualTime, sequence: UInt64) -> ValueAction {
        let pending = Pending(value: value, deadline: now.addingClamped(interval), sequence: sequence)
        switch state {
        case .idle:
            state = .waiting(pending)
            return .armTimer(at: pending.deadline, sequence: pending.sequence)
        case .waiting:
            state = .waiting(pending)
            return .none
        case .terminated:
            return .none
        }
    }

    /// The armed timer fired at (`now`, `sequence`).
    mutating func timerFired(now: VirtualTime, sequence: UInt64) -> TimerAction {
        guard case .waiting(let pending) = state else { return .none }
        if pending.deadline == now, pending.sequence == sequence {
            state = .idle
            return .emit(pending.value)
        }
        // A newer value moved the deadline: wait for it, in the order it would have had.
        return .rearm(at: pending.deadline, sequence: pending.sequence)
    }

    /// Completion, failure and cancel drop whatever is pending.
    mutating func terminate() -> TerminateAction {
        switch state {
        case .idle:
            state = .terminated
            return .complete
        case .waiting:
            state = .terminated
            return .cancelTimerAndComplete
        case .terminated:
            return .none
        }
    }
}
