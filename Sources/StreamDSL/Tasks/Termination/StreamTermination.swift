import StreamCore
import StreamLanguage

/// `stream s onTermination { STEPS }` (issue 18 §4): `continuation.onTermination`. The
/// steps run once, at once, with `x` the reason: `finished` at `finish s` (or `fail s`),
/// even while buffered elements still wait for the loop; `cancelled` when the task of a
/// loop waiting on the stream is cancelled. A loop that leaves the stream early does not
/// run them: Swift calls `onTermination` only when the stream is freed, which the end of
/// the run stands for, so StreamLab says so in a note then.
extension BodyChecker {
    mutating func compileOnTermination(_ body: Body, stream name: String) -> HandlerPlan? {
        var context = BodyContext(kind: .handler("an onTermination body"), hasX: true)
        guard let steps = compileBody(body, &context) else { return nil }
        return HandlerPlan(title: "onTermination of \(name)", steps: steps, names: statements.pipelines.resolved)
    }
}

extension StatementRunner {
    static func onTermination(_ handler: HandlerPlan, in session: Session) -> (AsyncStreamModel.TerminationReason) -> Void {
        let host = TaskHost(session: session)
        return { reason in runHandler(handler, x: .string(reason.rawValue), host: host) }
    }

    /// After a run: a stream that was iterated, has no iterator left and never terminated
    /// was left early by its loop. Said once.
    static func noteTerminationLeftToFreeing(_ stream: AsyncStreamModel, name: String, lane: Lane, in session: Session) {
        session.runtime.afterRunChecks.append { [weak stream, weak lane, weak session] in
            guard let stream, let session, !stream.terminationHandled else { return true }
            guard stream.wasIterated, stream.liveIterators == 0 else { return false }
            session.runtime.addNote(TerminationNotes.leftEarly(name), lane: lane)
            return true
        }
    }
}

enum TerminationNotes {
    static func leftEarly(_ name: String) -> String {
        "onTermination of \(name) has not run: its loop left it early, and Swift runs it (reason cancelled) only when the stream is freed"
    }
}
