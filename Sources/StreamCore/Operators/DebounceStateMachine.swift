/// The states of `debounce`, kept apart from scheduling so the rules can be read and tested.
///
/// Combine's rule: emit the newest value once the upstream has been silent for the interval.
/// On completion or failure a pending value is *dropped* (RxJS flushes it instead).
struct DebounceStateMachine {
    /// A value waiting for silence, and the tie order of the timer that would emit it.
    struct Pending: Equatable {
        var value: Value
        var deadline: VirtualTime
        var sequence: UInt64
    }

    enum State: Equatable {
        case idle
        case waiting(Pending)
        case terminated
    }

    enum ValueAction: Equatable {
        /// No timer is armed: arm one for this deadline.
        case armTimer(at: VirtualTime, sequence: UInt64)
        /// A timer is already armed earlier; it will re-arm itself when it fires.
        case none
    }

    enum TimerAction: Equatable {
        case emit(Value)
        case rearm(at: VirtualTime, sequence: UInt64)
        case none
    }

    private(set) var state: State = .idle
    /// Whether a clock timer is outstanding (it may be for an older deadline).
    private(set) var timerArmed = false

    mutating func receive(_ value: Value, now: VirtualTime, interval: VirtualTime, sequence: UInt64) -> ValueAction {
        guard state != .terminated else { return .none }
        let pending = Pending(value: value, deadline: now.addingClamped(interval), sequence: sequence)
        state = .waiting(pending)
        guard !timerArmed else { return .none }
        timerArmed = true
        return .armTimer(at: pending.deadline, sequence: pending.sequence)
    }

    /// The armed timer fired at (`now`, `sequence`).
    mutating func timerFired(now: VirtualTime, sequence: UInt64) -> TimerAction {
        timerArmed = false
        guard case .waiting(let pending) = state else { return .none }
        if pending.deadline == now, pending.sequence == sequence {
            state = .idle
            return .emit(pending.value)
        }
        // A newer value moved the deadline: wait for it, in the order it would have had.
        timerArmed = true
        return .rearm(at: pending.deadline, sequence: pending.sequence)
    }

    /// Completion and failure drop whatever is pending.
    mutating func terminate() {
        state = .terminated
    }
}
