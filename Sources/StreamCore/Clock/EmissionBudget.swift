/// How many values synchronous sources may still emit in the current run, and a Ctrl-C poll.
///
/// The clock's `RunLimits` bound scheduled actions; but `range 1...10000 | flatMap { range
/// 1...10000 }` emits 10⁸ values inside one action. A `SequencePublisher` given a budget
/// spends one unit per value and, when it runs out (or an interrupt is asked for), stops
/// with a failure that says why, instead of never returning.
public final class EmissionBudget {
    public private(set) var remaining: Int
    private let interrupt: (() -> Bool)?
    private var sinceLastPoll = 0

    public init(values: Int, interrupt: (() -> Bool)? = nil) {
        remaining = values
        self.interrupt = interrupt
    }

    /// Starts a new run with `values` to spend.
    public func reset(values: Int) {
        remaining = values
        sinceLastPoll = 0
        stop = nil
    }

    /// Why the budget last refused, if it did since the last `reset` (the session turns it
    /// into a note).
    public private(set) var stop: Stop?

    public enum Stop: Equatable {
        case exhausted
        case interrupted
    }

    /// Takes one unit from the budget (a value, or with `resubscription` a `retry`'s new
    /// attempt); nil when it may go ahead, else why not.
    @inline(__always)
    func spend(resubscription: Bool = false) -> StreamError? {
        // Once interrupted, everything stops at once (a `retry` around the stopped stream
        // must not start it again).
        if stop == .interrupted { return StreamError("interrupted") }
        remaining -= 1
        sinceLastPoll += 1
        if remaining < 0 {
            stop = .exhausted
            return StreamError(resubscription
                ? "stopped: more retries than one run may make (nested retries multiply)"
                : "stopped: more values than one run may emit (a runaway source?)")
        }
        if sinceLastPoll >= 4096 {
            sinceLastPoll = 0
            if interrupt?() == true {
                stop = .interrupted
                return StreamError("interrupted")
            }
        }
        return nil
    }
}
