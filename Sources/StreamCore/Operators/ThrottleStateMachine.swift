/// The rules of `throttle`, as Combine implements them.
///
/// - The first value of a window is *scheduled* (at `now` when the window is open), never sent
///   synchronously; so a same-instant burst a, b, c with `latest` emits c.
/// - While an emission is scheduled, `latest` replaces the pending value; `first` keeps it.
/// - The next emission is no earlier than the previous emission + interval.
/// - Completion waits for a scheduled value and follows it at the same instant.
/// - A value arriving while the downstream has no demand is dropped (the stage's check).
///
/// Every payload lives in the state that needs it: a pending value exists only while an
/// emission is scheduled, and a terminated machine holds nothing.
struct ThrottleStateMachine {
    enum State: Equatable {
        /// No emission scheduled; the window opened by the last emission (nil: none yet).
        case idle(lastEmission: VirtualTime?)
        /// An emission is scheduled and will carry `value`.
        case valueScheduled(Value, lastEmission: VirtualTime?)
        /// The upstream completed while a value was scheduled: both go out together.
        case valueThenCompletionScheduled(Value, Completion)
        /// The upstream completed with nothing scheduled: the completion alone is scheduled.
        case completionScheduled(Completion)
        /// Completed, failed or cancelled.
        case terminated
    }

    enum ScheduleAction: Equatable {
        /// Schedule the emission at this time; for a value the caller consumes one unit of demand.
        case schedule(at: VirtualTime)
        case none
    }

    /// What the scheduled emission sends, in order.
    enum EmitAction: Equatable {
        case send(Value)
        case sendAndComplete(Value, Completion)
        case complete(Completion)
        case none
    }

    let interval: VirtualTime
    let latest: Bool
    private(set) var state: State = .idle(lastEmission: nil)

    init(interval: VirtualTime, latest: Bool) {
        self.interval = interval
        self.latest = latest
    }

    mutating func receive(_ value: Value, now: VirtualTime) -> ScheduleAction {
        switch state {
        case .idle(let lastEmission):
            state = .valueScheduled(value, lastEmission: lastEmission)
            let earliest = lastEmission.map { Swift.max(now, $0.addingClamped(interval)) } ?? now
            return .schedule(at: earliest)
        case .valueScheduled(_, let lastEmission):
            if latest { state = .valueScheduled(value, lastEmission: lastEmission) }
            return .none
        case .valueThenCompletionScheduled, .completionScheduled, .terminated:
            return .none
        }
    }

    mutating func receive(completion: Completion, now: VirtualTime) -> ScheduleAction {
        switch state {
        case .idle:
            state = .completionScheduled(completion)
            return .schedule(at: now)
        case .valueScheduled(let value, _):
            state = .valueThenCompletionScheduled(value, completion)
            return .none
        case .valueThenCompletionScheduled, .completionScheduled, .terminated:
            return .none
        }
    }

    /// The scheduled emission runs at `now`.
    mutating func emit(now: VirtualTime) -> EmitAction {
        switch state {
        case .valueScheduled(let value, _):
            state = .idle(lastEmission: now)
            return .send(value)
        case .valueThenCompletionScheduled(let value, let completion):
            state = .terminated
            return .sendAndComplete(value, completion)
        case .completionScheduled(let completion):
            state = .terminated
            return .complete(completion)
        case .idle, .terminated:
            return .none
        }
    }

    mutating func cancel() { state = .terminated }
}

extension ThrottleStateMachine {
    /// When the current window opened (nil before the first emission, or once completing).
    var lastEmission: VirtualTime? {
        switch state {
        case .idle(let lastEmission), .valueScheduled(_, let lastEmission): return lastEmission
        case .valueThenCompletionScheduled, .completionScheduled, .terminated: return nil
        }
    }

    /// The value the scheduled emission will carry, if any.
    var pendingValue: Value? {
        switch state {
        case .valueScheduled(let value, _), .valueThenCompletionScheduled(let value, _): return value
        case .idle, .completionScheduled, .terminated: return nil
        }
    }

    var isTerminated: Bool { state == .terminated }
}
