import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Continuations and callbacks on the virtual clock (issue 18 milestone 4;
/// docs/CONCURRENCY-SEMANTICS.md): a task waits on `continuation k { … }` until `resume k`,
/// a cancel does not wake it but runs `onCancel`, a second resume traps, and a continuation
/// nothing holds any more without a resume is noted as leaked. Lanes read as in `Playground`.
@Suite struct ContinuationRuntimeTests {
    private func notes(_ lab: Playground) -> [String] {
        lab.session.recording.notes.map { "\($0.text)@\($0.time)" }
    }

    @Test func aCallbackResumesTheWaitingTaskLater() {
        let lab = Playground()
        lab.accept("task t { let v = await continuation k { callback after 300ms { resume k 5 } }; emit v; return v * 2 }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "5@300", "return 10@300"])
        #expect(notes(lab).isEmpty)
    }

    @Test func aResumeInsideTheBodyLetsTheTaskGoOnAtOnce() {
        let lab = Playground()
        lab.accept("task t { let v = await continuation k { resume k 1 }; emit v; sleep 100ms; return v }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "1@0", "return 1@100"])
    }

    @Test func resumeThrowingFailsTheTaskOrIsCaught() {
        let lab = Playground()
        lab.accept(#"task t { let v = await continuation k { callback after 300ms { resume k throwing "nope" } }; return v }"#)
        lab.accept(#"task c { do { let v = await continuation k { callback after 200ms { resume k throwing "no" } } } catch { emit error }; return "after" }"#)
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "#nope@300"])
        #expect(lab.events("c") == ["start@0", #""no"@200"#, #"return "after"@200"#])
    }

    @Test func aCancelDoesNotWakeTheWaitButRunsOnCancelAtOnce() {
        let lab = Playground()
        lab.accept("task w { sleep 1s }")
        lab.accept("task t { let v = await continuation k { callback after 300ms { resume k 5 } } onCancel { cancel w }; emit isCancelled; return v }")
        lab.accept("cancel t @100ms")
        lab.accept("run")
        #expect(lab.events("w") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(lab.events("t") == ["start@0", "cancelRequested@100", "true@300", "return 5@300"])
    }

    /// The usual pattern: `onCancel` resumes the continuation with an error, so the task
    /// ends at the cancel instant; the callback's later resume is then the second one.
    @Test func onCancelThatResumesEndsTheWaitAndALaterResumeTraps() {
        let lab = Playground()
        lab.accept(#"task t { let v = await continuation k { callback after 300ms { resume k 5 } } onCancel { resume k throwing "stopped" }; return v }"#)
        lab.accept("cancel t @100ms")
        let reply = lab.console.submit("run")
        #expect(lab.events("t") == ["start@0", "cancelRequested@100", "#stopped@100"])
        #expect(reply.errors.contains("error: trap: SWIFT TASK CONTINUATION MISUSE: continuation k (task t) tried to resume its continuation more than once, returning 5!"))
    }

    @Test func onCancelOfATaskAlreadyCancelledRunsAsTheWaitBegins() {
        let lab = Playground()
        lab.accept("task w { sleep 1s }")
        lab.accept("task p { task t { let v = await continuation k { callback after 200ms { resume k 5 } } onCancel { cancel w }; return v }; cancel t }")
        lab.accept("run")
        #expect(lab.events("w") == ["start@0", "cancelRequested@0", "#CancellationError@0"])
        #expect(lab.events("t") == ["cancelRequested@0", "start@0", "return 5@200"])
    }

    @Test func aSecondResumeIsTheRuntimesTrapAndTheWaitingTaskNeverRunsAgain() {
        let lab = Playground()
        lab.accept("task t { let v = await continuation k { callback after 300ms { resume k 5; resume k 6 } }; return v }")
        lab.accept("task u { sleep 1s; emit 1 }")
        let reply = lab.console.submit("run")
        #expect(reply.errors.contains("error: trap: SWIFT TASK CONTINUATION MISUSE: continuation k (task t) tried to resume its continuation more than once, returning 6!"))
        // The first resume only enqueued t; the trap stopped the program before it ran.
        #expect(lab.events("t") == ["start@0"])
        #expect(lab.events("u") == ["start@0"])
        #expect(lab.now == 300)
        #expect(lab.reject("task z { emit 1 }").contains("the program has stopped"))
    }

    @Test func aContinuationNothingHoldsLeaksAtOnceAndItsTaskWaitsForEver() {
        let lab = Playground()
        lab.accept("task t { let v = await continuation k { }; return v }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0"])
        #expect(notes(lab) == ["SWIFT TASK CONTINUATION MISUSE: continuation k (task t) leaked its continuation without resuming it. This may cause tasks waiting on it to remain suspended forever.@0"])
    }

    /// A callback that does not name `k` does not hold it: the leak is noted at once. One
    /// that names it holds it until it has run, and leaks it then if it did not resume it.
    @Test func theLeakIsNotedWhenTheLastHolderLetsGo() {
        let lab = Playground()
        lab.accept("task a { let v = await continuation k { callback after 200ms { cancel a } }; return v }")
        lab.accept("task b { let v = await continuation k { callback after 300ms { if false { resume k 1 } } }; return v }")
        lab.accept("run")
        let leaks = notes(lab).filter { $0.contains("leaked") }
        #expect(leaks.count == 2)
        #expect(leaks.first?.hasPrefix("SWIFT TASK CONTINUATION MISUSE: continuation k (task a) leaked") == true)
        #expect(leaks.first?.hasSuffix("@0") == true)
        #expect(leaks.last?.hasPrefix("SWIFT TASK CONTINUATION MISUSE: continuation k (task b) leaked") == true)
        #expect(leaks.last?.hasSuffix("@300") == true)
        #expect(lab.events("a") == ["start@0", "cancelRequested@200"])
    }

    @Test func aTaskMadeInsideTheBodyHoldsAndResumesTheContinuation() {
        let lab = Playground()
        lab.accept("task t { let v = await continuation k { task u { sleep 100ms; resume k 7 } }; return v }")
        lab.accept("run")
        #expect(lab.events("u") == ["start@0", "|@100"])
        #expect(lab.events("t") == ["start@0", "return 7@100"])
        #expect(notes(lab).isEmpty)
    }

    @Test func aCallbackRunsLaterWhateverBecameOfItsTask() {
        let lab = Playground()
        lab.accept(#"task t { callback after 200ms { task u { emit "called" } }; sleep 500ms }"#)
        lab.accept("cancel t @100ms")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(lab.events("u") == ["start@200", #""called"@200"#, "|@200"])
    }

    @Test func callbacksSeeTheLocalsOfTheirBody() {
        let lab = Playground()
        lab.accept("subject a; a | sink as out")
        lab.accept("task t { let n = 4; callback after 100ms { send a n * 10 } }")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "40@100"])
    }
}
