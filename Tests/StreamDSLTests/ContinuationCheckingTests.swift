import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Bad continuations and callbacks are located errors that change nothing (issue 18 §6):
/// `resume` of an unknown continuation or of a stream, suspension inside a continuation body,
/// a callback or `onCancel`, and what else a closure that runs at once refuses.
@Suite struct ContinuationCheckingTests {
    @Test(arguments: [
        ("subject a", "task t { resume k 1 }", "unknown-continuation"),
        ("subject a", "task t { let v = await continuation k { resume q 1 } }", "unknown-continuation"),
        ("subject a", "task t { let v = await continuation k { }; resume k 1 }", "unknown-continuation"),
        ("stream s", "task t { resume s 1 }", "resume-of-stream"),
        ("subject a", "task t { resume a 1 }", "wrong-kind"),
        ("subject a", "task t { let v = await continuation k { sleep 100ms } }", "suspension-in-handler"),
        ("subject a", #"task t { let v = await continuation k { let r = await fetch "q" after 1s } }"#, "suspension-in-handler"),
        ("subject a", "task t { callback after 1s { sleep 100ms } }", "suspension-in-handler"),
        ("subject a", "task t { let v = await continuation k { } onCancel { sleep 1s } }", "suspension-in-handler"),
        ("subject a", "task t { callback after 1s { emit 1 } }", "emit-outside-task"),
        ("subject a", #"task t { callback after 1s { throw "no" } }"#, "throws-out-of-handler"),
        ("subject a", "task t { var n = 1; callback after 1s { n = 2 } }", "captured-var-changed"),
        ("subject a", "task t { callback after 1s { send a 1 @2s } }", "time-inside-body"),
        ("object vm; published vm.q = 0", "didSet vm.q { let v = await continuation k { } }", "suspension-in-handler"),
        ("subject a", "a | sink as s { resume k x }", "unknown-continuation"),
    ])
    func badInputIsALocatedErrorThatChangesNothing(setup: String, input: String, id: String) {
        let lab = Playground()
        lab.accept(setup)
        let lanes = lab.laneNames
        let names = lab.session.names.definedNames
        let reply = lab.console.submit(input)
        #expect(reply.hadError, "\(input)")
        #expect(reply.diagnostics.contains { $0.id == id }, "\(input): \(reply.diagnostics.map(\.id))")
        lab.accept("run")
        #expect(lab.laneNames == lanes)
        #expect(lab.session.names.definedNames == names)
    }

    @Test func resumeOfAStreamSaysToYieldOrFinish() {
        let lab = Playground()
        lab.accept("stream s")
        let errors = lab.reject("task t { resume s 1 }")
        #expect(errors.contains("s is a stream; use yield s / finish s"))
        #expect(diagnosticLocations(errors) == ["1:17"])
    }

    @Test func anUnknownContinuationSuggestsTheOnesInScope() {
        let lab = Playground()
        let errors = lab.reject("task t { let v = await continuation done { resume dne 1 } }")
        #expect(errors.contains("no continuation 'dne' here"))
        #expect(errors.contains("did you mean 'done'?"))
    }

    @Test func continuationsCallbacksAndResumesArePlansThatPrintAsWritten() throws {
        let lab = Playground()
        let source = #"task t { let v = await continuation k { callback after 300ms { resume k v2 } } onCancel { resume k throwing "stop" }; return v }"#
        let printedSource = source.replacingOccurrences(of: "let v = ", with: "v = ")
        lab.accept("subject a")
        // `v2` is not a name: the plan is refused; with a value it checks.
        #expect(TaskPlanAsDataTests.plan(source, in: lab.session) == nil)
        let fixed = source.replacingOccurrences(of: "v2", with: "5")
        let first = try #require(TaskPlanAsDataTests.plan(fixed, in: lab.session))
        let second = try #require(TaskPlanAsDataTests.plan(fixed, in: lab.session))
        #expect(first == second)
        #expect(first.description == printedSource.replacingOccurrences(of: "v2", with: "5"))
        let other = try #require(TaskPlanAsDataTests.plan(fixed.replacingOccurrences(of: "300ms", with: "200ms"), in: lab.session))
        #expect(other != first)
        #expect(lab.laneNames == ["a"])
        #expect(lab.session.runtime.clock.pendingCount == 0)
    }
}
