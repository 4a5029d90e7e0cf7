import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// `stream s onTermination { STEPS }` (issue 18 §4; docs/CONCURRENCY-SEMANTICS.md): the steps
/// run once, at once, with `x` the reason: `finished` at `finish s` even while buffered
/// elements wait, `cancelled` when a waiting loop's task is cancelled; a loop that leaves the
/// stream early does not run them, which a note says after the run.
@Suite struct StreamTerminationTests {
    private func lab(_ stream: String) -> Playground {
        let lab = Playground()
        lab.accept("subject a; a | sink as out")
        lab.accept(stream)
        return lab
    }

    private func notes(_ lab: Playground) -> [String] { lab.session.recording.notes.map { "\($0.text)@\($0.time)" } }

    @Test func finishRunsItAtOnceWithTheReasonFinished() {
        let lab = lab("stream s onTermination { send a x }")
        lab.accept("s | for await as l")
        lab.accept("yield s 1 @100ms; finish s @200ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", #""finished"@200"#])
        #expect(lab.events("l") == ["^@0", "1@100", "|@200"])
    }

    @Test func itRunsAtFinishWhileBufferedElementsStillWait() {
        let lab = lab("stream s onTermination { send a x }")
        lab.accept("s | for await work 100ms as l")
        lab.accept("yield s 1 @100ms, 2 @100ms, 3 @100ms; finish s @100ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", #""finished"@100"#])
        #expect(lab.events("l") == ["^@0", "1@100", "2@200", "3@300", "|@400"])
    }

    @Test func cancellingAWaitingLoopRunsItWithTheReasonCancelledAndOnlyOnce() {
        let lab = lab("stream s onTermination { send a x }")
        lab.accept("s | for await as l")
        lab.accept("yield s 1 @100ms; cancel l @150ms; finish s @200ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", #""cancelled"@150"#])
        #expect(notes(lab).isEmpty)
    }

    @Test func aTaskStartedByItRunsAtTheSameInstant() {
        let lab = lab(#"stream s onTermination { task n { emit "terminated" } }"#)
        lab.accept("finish s @300ms")
        lab.accept("run")
        #expect(lab.events("n") == ["start@300", #""terminated"@300"#, "|@300"])
    }

    /// A loop cancelled in its body was not waiting in `next()`: the runtime's handler was
    /// not installed, so nothing runs; the note after the run (which ends at 200, when the
    /// body's work would have ended) says when Swift would.
    @Test func aLoopThatLeavesEarlyDoesNotRunItAndTheRunSaysSo() {
        let lab = lab("stream s onTermination { send a x }")
        lab.accept("s | for await work 100ms as l")
        lab.accept("yield s 1 @100ms; cancel l @150ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0"])
        #expect(notes(lab) == ["onTermination of s has not run: its loop left it early, and Swift runs it (reason cancelled) only when the stream is freed@200"])
        // Said once, and not at all once it has run.
        lab.accept("run")
        #expect(notes(lab).count == 1)
    }

    @Test func aStreamNoLoopReadNeverGetsTheNote() {
        let lab = lab("stream s onTermination { send a x }")
        lab.accept("yield s 1; run")
        #expect(notes(lab).isEmpty)
        #expect(lab.events("out") == ["^@0"])
    }

    @Test(arguments: [
        ("stream s onTermination { sleep 1s }", "suspension-in-handler"),
        ("stream s onTermination { emit x }", "emit-outside-task"),
        (#"stream s onTermination { throw "no" }"#, "throws-out-of-handler"),
        ("stream s onTermination { send nope 1 }", "unknown-name"),
        ("stream s onTermination { resume k 1 }", "unknown-continuation"),
    ])
    func badInputIsALocatedErrorThatChangesNothing(input: String, id: String) {
        let lab = lab("channel c")
        let lanes = lab.laneNames
        let names = lab.session.names.definedNames
        let reply = lab.console.submit(input)
        #expect(reply.hadError, "\(input)")
        #expect(reply.diagnostics.contains { $0.id == id }, "\(input): \(reply.diagnostics.map(\.id))")
        #expect(lab.laneNames == lanes)
        #expect(lab.session.names.definedNames == names)
    }

    @Test func theDeclarationIsAPlanThatPrintsAsWritten() throws {
        let lab = lab("channel c")
        let source = "stream s onTermination { task n { emit x } }"
        let first = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        #expect(first == TaskPlanAsDataTests.plan(source, in: lab.session))
        #expect(first.description == "stream s buffering unbounded onTermination { task n { emit x } }")
        #expect(first != TaskPlanAsDataTests.plan("stream s", in: lab.session))
    }
}
