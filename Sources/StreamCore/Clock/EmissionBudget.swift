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
    }

    /// Takes one value from the budget; nil when it may be emitted, else why not.
    @inline(__always)
    func spend() -> StreamError? {
        remaining -= 1
        sinceLastPoll += 1
        if remaining < 0 {
            return StreamError("stopped: more values than one run may emit (a runaway source?)")
        }
        if sinceLastPoll >= 4096 {
            sinceLastPoll = 0
            if interrupt?() == true { return StreamError("interrupted") }
        }
        return nil
    }
}
