/// The rules of `throttle`, as Combine implements them.
///
/// - The first value of a window is *scheduled* (at `now` when the window is open), never sent
///   synchronously; so a same-instant burst a, b, c with `latest` emits c.
/// - While an emission is scheduled, `latest` replaces the pending value; `first` keeps it.
/// - The next emission is no earlier than the previous emission + interval.
/// - Completion waits for a scheduled value and follows it at the same instant.
/// - A value arriving while the downstream has no demand is dropped.
struct ThrottleStateMachine {
    let interval: VirtualTime
    let latest: Bool

    private(set) var lastEmission: VirtualTime?
    private(set) var pendingValue: Value?
    private(set) var pendingCompletion: Completion?
    private(set) var isTerminated = false

    init(interval: VirtualTime, latest: Bool) {
        self.interval = interval
        self.latest = latest
    }

    enum Action: Equatable {
        case schedule(at: VirtualTime)
        case none
    }

    private var hasScheduledOutput: Bool { pendingValue != nil || pendingCompletion != nil }

    /// Returns whether to schedule an emission; the caller consumes one unit of demand then.
    mutating func receive(_ value: Value, now: VirtualTime) -> Action {
        guard !isTerminated, pendingCompletion == nil else { return .none }
        if hasScheduledOutput {
            if latest { pendingValue = value }
            return .none
        }
        pendingValue = value
        let earliest = lastEmission.map { Swift.max(now, $0.addingClamped(interval)) } ?? now
        return .schedule(at: earliest)
    }

    mutating func receive(completion: Completion) -> Action {
        guard !isTerminated, pendingCompletion == nil else { return .none }
        let alreadyScheduled = hasScheduledOutput
        pendingCompletion = completion
        return alreadyScheduled ? .none : .schedule(at: -1)
    }

    /// The scheduled emission runs: returns what to send, in order.
    mutating func emit(now: VirtualTime) -> (value: Value?, completion: Completion?) {
        guard !isTerminated else { return (nil, nil) }
        if pendingValue != nil, pendingCompletion == nil { lastEmission = now }
        let output = (pendingValue, pendingCompletion)
        pendingValue = nil
        pendingCompletion = nil
        if output.1 != nil { isTerminated = true }
        return output
    }

    mutating func cancel() { isTerminated = true }
}
