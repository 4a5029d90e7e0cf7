import Marbles
/// Notes the session adds to a statement's output when it was stopped early.
enum RuntimeNotes {
    static let interruptedAndUndone = "note: interrupted; the statement changed nothing"
    static let scriptInterrupted = "note: interrupted; the rest of the script was skipped"
    static let listingInterrupted = "note: interrupted; the rest of the listing was skipped"

    /// Ctrl-C while `release NAME` looked for what frees or keeps objects.
    static func leakSearchInterrupted(_ name: String) -> String {
        "note: interrupted while looking for what keeps \(name) alive; objects nothing keeps are freed at the next change"
    }

    /// A released object on a cycle printed in full already (for `object`).
    static func sameCycle(as object: String) -> String {
        "on the cycle printed for \(object) above"
    }

    static func interrupted(at time: Int) -> String {
        "note: interrupted at \(formatVirtualTime(time))"
    }

    /// A property set inside its own set, `depth` sets deep (see `NestedSetLimit`).
    static func nestedSetsStopped(_ property: String, depth: Int) -> String {
        "note: stopped: \(property) was set while it was being set, \(depth) sets deep — a property fed by its own "
            + "publisher? (Swift would recurse until the stack overflows); the set that went deeper was dropped"
    }

    static func budgetExhausted(_ budget: Int) -> String {
        "note: stopped after \(budget) values and retries in one statement — a runaway source, or nested retries multiplying?"
    }

    /// A timer subscribed to but never connected (see `Session.connectables`).
    static func timerNeverConnected(_ interval: Int) -> String {
        "warning: timer \(formatVirtualTime(interval)) was never connected, so it never ticks; add '| autoconnect' (or connect it)"
    }

    /// A `multicast` or `makeConnectable` subscribed to but never connected.
    static func neverConnected(_ operatorName: String) -> String {
        "warning: \(operatorName) was never connected, so nothing flows through it; add '| autoconnect' (or connect it)"
    }

    /// `:set stages on` and a subscription to a named pipeline that has stages of its own.
    static func stagesHidden(inside name: String) -> String {
        "note: the stages inside \(name) get no lanes, only those written after it; to see them, write its stages out in the subscription"
    }
}
