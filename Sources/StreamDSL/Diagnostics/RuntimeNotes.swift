import Marbles
import StreamCore

/// The catalogue of what the session says while statements run: notes when something was
/// stopped early, changed nothing or cannot be seen, and warnings about likely mistakes.
/// Every such line is written here, so the wording is consistent and reviewable.
package enum RuntimeNotes {
    static let interruptedAndUndone = "note: interrupted; the statement changed nothing"
    package static let scriptInterrupted = "note: interrupted; the rest of the script was skipped"
    static let listingInterrupted = "note: interrupted; the rest of the listing was skipped"

    /// Ctrl-C while `release NAME` looked for what frees or keeps objects.
    static func leakSearchInterrupted(_ name: String) -> String {
        "note: interrupted while looking for what keeps \(name) alive; objects nothing keeps are freed at the next change"
    }

    /// A released object on a cycle printed in full already (for `object`).
    static func sameCycle(as object: String) -> String {
        "on the cycle printed for \(object) above"
    }

    package static func interrupted(at time: Int) -> String {
        "note: interrupted at \(formatVirtualTime(time))"
    }

    /// A property set inside its own set, `depth` sets deep (see `NestedSetLimit`).
    static func nestedSetsStopped(_ property: String, depth: Int) -> String {
        "note: stopped: \(property) was set while it was being set, \(depth) sets deep — a property fed by its own "
            + "publisher? (Swift would recurse until the stack overflows); the set that went deeper was dropped"
    }

    // Issue 20:
    static func nestedHooksStopped(_ hook: String, depth: Int) -> String {
        "note: stopped: \(hook) ran inside itself, \(depth) deep — does it send to what runs it? "
            + "(Swift would recurse until the stack overflows); the run that went deeper did not happen"
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

    /// `run` reached the horizon with actions still scheduled.
    package static func stoppedAtHorizon(_ target: VirtualTime, pending: Int) -> String {
        "note: stopped at the horizon, \(formatVirtualTime(target)) (\(pending) action(s) still scheduled — an infinite source?); change it with :set horizon"
    }

    /// The per-statement action budget ran out. The budget counts every clock action of the
    /// statement, whatever scheduled it, so the note names the limit rather than guessing a
    /// culprit (a 1ms timer is as likely as a 0ms one).
    static func actionLimit(_ limit: Int, at time: VirtualTime) -> String {
        "note: stopped at \(formatVirtualTime(time)) after \(limit) clock actions, the most one statement may run "
            + "(a very fast timer, or a source that never ends?)"
    }

    /// The session's memory bound (`RecordingLimits`) stopped it until `:reset`.
    static let recordingStopped =
        "note: stopped: the session has recorded \(RecordingLimits.megabytes) MB of events and scheduled actions (the limit); :reset to start again"

    /// A checked plan failed to build when its statement ran (a name that changed meaning).
    static func pipelineNotBuilt(_ message: String) -> String {
        "note: the pipeline could not be built: \(message)"
    }

    /// A checked async plan named a sequence that is no longer one when its statement ran.
    static func asyncSequenceNotBuilt(_ name: String) -> String {
        "note: the async sequence could not be built: \(name) is no longer one"
    }

    /// `:log` printed its first `shown` events of a longer trace.
    static func traceTruncated(hidden: Int, shown: Int) -> String {
        "note: \(hidden) more event(s) not shown (:log shows the first \(shown))"
    }

    /// A released object that something still keeps alive, and the chain that keeps it.
    static func staysAlive(_ object: String, chain: String) -> String {
        "note: \(object) stays alive after release: \(chain)"
    }

    /// An object freed (`stored`: the subscriptions its bag cancels); also the lane note.
    package static func freed(_ object: String, storing stored: Int) -> String {
        stored == 0 ? "\(object) is freed"
            : "\(object) is freed; its bag cancels \(stored) stored subscription\(stored == 1 ? "" : "s")"
    }

    /// The line printed for ``freed(_:storing:)``.
    static func freedNote(_ text: String) -> String { "note: " + text }

    /// `set OBJ.PROP …` that ran after OBJ was released.
    static func notSetAfterRelease(_ property: String, object: String) -> String {
        "note: \(property) was not set: \(object) was released before"
    }

    /// `set OBJ.PROP EXPR` whose expression failed when the set ran.
    static func notSet(_ property: String, because problem: String) -> String {
        "note: \(property) was not set: \(problem)"
    }

    /// `:set stages on` while subscriptions exist: stage lanes are probes put in as a
    /// pipeline is built, so earlier subscriptions cannot get them.
    package static let stagesFromNowOn =
        "note: only pipelines subscribed from now on get stage lanes; subscriptions made earlier keep the lanes they have"

    /// The lane note of a value that reached a `sink ui` off the main queue.
    static func offMain(_ value: Value, _ queue: ExecutionQueue) -> String {
        "\(value.literal) reached a UI sink on \(queue.rawValue), not main"
    }

    static func offMainWarning(_ sink: String, _ value: Value, _ queue: ExecutionQueue, at time: VirtualTime) -> String {
        "warning: UI sink '\(sink)' received \(value.literal) on the \(queue.rawValue) queue at \(formatVirtualTime(time)); "
            + "UI must be updated on main: add '| receive on main' before the sink"
    }

    /// A name redefined: what it names now and what became of the old definition (the
    /// parts are worded by `RedefinitionNote`, which knows the kinds of binding).
    static func redefined(_ name: String, now what: String, fate: String) -> String {
        "note: '\(name)' now names \(what); \(fate)"
    }

    // Issue 20:
    /// The trap of a `multicast subject NAME` whose relays feed its own upstream (see `RelayLoopLimit`).
    static func relayLoop(_ subject: String, depth: Int) -> String {
        "multicast subject \(subject) relays into its own upstream, \(depth) deep: each value it relays comes back to it "
            + "(Swift would recurse until the stack overflows)"
    }

    // Issue 20:
    /// Printed, stamped with its time, each time `ignoringDemand` sends a value nobody asked
    /// for; `total` is how many it has sent so far beyond demand.
    static func sentBeyondDemand(_ total: Int) -> String {
        "note: ignoringDemand sent \(total) value\(total == 1 ? "" : "s") beyond demand"
    }

    // Issue 20:
    /// Printed, stamped with its time, for each value `sendingAfterCompletion` sends after the
    /// completion it has just forwarded (`finished`, or `failure` for a failed upstream).
    static func sentAfterCompletion(_ value: Value, after completion: Completion) -> String {
        let ending = if case .failure = completion { "failure" } else { "finished" }
        return "note: sendingAfterCompletion sent \(value.literal) after \(ending)"
    }
}
