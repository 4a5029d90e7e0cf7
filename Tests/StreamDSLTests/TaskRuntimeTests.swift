import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Tasks on the virtual clock (issue 18, milestone 1; docs/CONCURRENCY-SEMANTICS.md): when a
/// task starts, how cancellation reaches `sleep` and `fetch`, what a task's lane records, and
/// `didSet` and sink bodies. Lanes read `start@0` (the task began), `cancelRequested@400`,
/// `return 42@500` (ended with a value), `|@…` and `#error@…` as in `Playground`.
@Suite struct TaskRuntimeTests {
    @Test func aTaskStartsAfterItsStatementAtTheSameInstant() {
        let lab = Playground()
        lab.accept("subject a; a | sink as out")
        // A task runs once the statement that made it is done, before anything else due:
        // at 100ms t sends 2 before the `send a 1 @100ms` read after it, and u (made now)
        // sends 4 before the next statement sends 3.
        lab.accept("at 100ms: task t { send a 2 }")
        lab.accept("send a 1 @100ms")
        lab.accept("task u { send a 4 }; send a 3")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "4@0", "3@0", "2@100", "1@100"])
        #expect(lab.events("t") == ["start@100", "|@100"])
    }

    @Test func sleepSuspendsAndReturnEndsWithItsValue() {
        let lab = Playground()
        lab.accept("task t { emit 1; sleep 300ms; emit 2; return 42 }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "1@0", "2@300", "return 42@300"])
    }

    @Test func cancelWakesASleepWhichThrowsCancellationErrorThen() {
        let lab = Playground()
        lab.accept(#"task t { sleep 1s; emit "never" }"#)
        lab.accept("cancel t @400ms")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "cancelRequested@400", "#CancellationError@400"])
    }

    /// A didSet whose task sets the same property again starts tasks without end at one
    /// instant: the run stops at the per-instant bound with a note, quickly, and the
    /// session stays usable.
    @Test func tasksStartedWithoutEndAtOneInstantStopAtTheBound() {
        let lab = Playground()
        lab.accept("object vm; published vm.p = 0")
        lab.accept("didSet vm.p { task t { set vm.p 1 } }")
        lab.accept("set vm.p 1")
        lab.accept("run")
        let started = lab.laneNames.filter { $0 == "t" || $0.hasPrefix("t (") }
        #expect(started.count == TaskHost.tasksPerInstant)
        let stops = lab.session.recording.notes.map(\.text).filter { $0.contains("tasks without end") }
        #expect(stops.count == 1)
        lab.accept("task u { emit 1 } @10ms")
        lab.accept("run")
        #expect(lab.events("u") == ["start@10", "1@10", "|@10"])
    }

    @Test func cancellingAFinishedTaskDoesNothing() {
        let lab = Playground()
        lab.accept("task t { sleep 100ms }")
        lab.accept("cancel t @500ms")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "|@100"])
    }

    @Test func aFetchCancelledThrowsCancelledAndAFailingFetchItsMessage() {
        let lab = Playground()
        lab.accept(#"task a { let r = await fetch "q" after 300ms; emit r }"#)
        lab.accept(#"task b { await fetch fail "offline" after 200ms }"#)
        lab.accept(#"task c { let r = await fetch "q" after 300ms; emit r }"#)
        lab.accept("cancel a @100ms")
        lab.accept("run")
        #expect(lab.events("a") == ["start@0", "cancelRequested@100", "#cancelled@100"])
        #expect(lab.events("b") == ["start@0", "#offline@200"])
        #expect(lab.events("c") == ["start@0", #""q"@300"#, "|@300"])
    }

    @Test func alreadyCancelledASleepThrowsAtOnce() {
        let lab = Playground()
        // p cancels c before c starts (c begins once p's body ends).
        lab.accept("task p { task c { emit 1; sleep 100ms; emit 2 }; cancel c }")
        #expect(lab.events("c") == ["cancelRequested@0", "start@0", "1@0", "#CancellationError@0"])
    }

    @Test func cancellationIsCooperativeAndCanBeCaught() {
        let lab = Playground()
        lab.accept("task w { do { sleep 500ms } catch { emit error }; if isCancelled { return 1 }; return 2 }")
        lab.accept("cancel w @200ms")
        lab.accept("run")
        #expect(lab.events("w") == ["start@0", "cancelRequested@200", #""CancellationError"@200"#, "return 1@200"])
    }

    @Test func checkCancellationThrowsOnlyOnceTheFlagIsSet() {
        let lab = Playground()
        lab.accept("task w { checkCancellation; emit 1; do { sleep 500ms } catch { }; checkCancellation; emit 2 }")
        lab.accept("cancel w @100ms")
        lab.accept("run")
        #expect(lab.events("w") == ["start@0", "1@0", "cancelRequested@100", "#CancellationError@100"])
    }

    @Test func aTaskATaskStartedIsNotCancelledWithIt() {
        let lab = Playground()
        lab.accept(#"task parent { task child { sleep 300ms; emit "done" }; sleep 1s }"#)
        lab.accept("cancel parent @100ms")
        lab.accept("run")
        #expect(lab.events("parent") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(lab.events("child") == ["start@0", #""done"@300"#, "|@300"])
    }

    @Test func aThrownMessageFailsTheTaskAndLocalsKeepTheirValues() {
        let lab = Playground()
        lab.accept(#"task t { var n = 1; n = n + 1; emit n; throw "boom " + str(n) }"#)
        #expect(lab.events("t") == ["start@0", "2@0", "#boom 2@0"])
    }

    @Test func tasksStartedUnderOneNameAreNumberedLikeRedefinedLanes() {
        let lab = Playground()
        lab.accept("object vm; published vm.q = 0")
        lab.accept("didSet vm.q { cancel s; task s { sleep 300ms; emit x } }")
        lab.accept("set vm.q 1 @0ms; set vm.q 2 @100ms; set vm.q 3 @200ms")
        lab.accept("run")
        #expect(lab.laneNames == ["s (1)", "s (2)", "s"])
        #expect(lab.events("s (1)") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(lab.events("s") == ["start@200", "3@500", "|@500"])
    }

    @Test func didSetRunsAfterEverySetEqualValuesIncludedAndSeesTheNewValue() {
        let lab = Playground()
        lab.accept("object vm; published vm.q = 0; subject log; log | sink as out")
        lab.accept("didSet vm.q { send log (x, vm.q) }")
        lab.accept("set vm.q 1; set vm.q 1")
        #expect(lab.events("out") == ["^@0", "(1, 1)@0", "(1, 1)@0"])
    }

    /// Swift's `oldValue`: the value the set replaced, so a body can skip an equal one.
    @Test func didSetSeesTheOldValue() {
        let lab = Playground()
        lab.accept("object vm; published vm.q = \"\"; subject log; log | sink as out")
        lab.accept("didSet vm.q { if oldValue != x { send log (oldValue, x) } }")
        lab.accept("set vm.q \"a\"; set vm.q \"a\"; set vm.q \"ab\"")
        #expect(lab.events("out") == ["^@0", #"("", "a")@0"#, #"("a", "ab")@0"#])
        // Only a didSet body has it, and it is read-only there.
        lab.reject("task t { emit oldValue }")
        lab.reject("didSet vm.q { let oldValue = 1 }")
    }

    @Test func aSetInsideItsOwnDidSetDoesNotRunItAgain() {
        let lab = Playground()
        lab.accept("object vm; published vm.q = 0; subject log; log | sink as out")
        lab.accept("didSet vm.q { send log x; set vm.q x + 10 }")
        lab.accept("set vm.q 1")
        #expect(lab.events("out") == ["^@0", "1@0"])
        lab.accept("vm.$q | sink as now")
        #expect(lab.events("now").last == "11@0")
    }

    @Test func aSinkBodyRunsForEachValue() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | sink as s { task save { sleep 100ms; emit x * 10 } }")
        lab.accept("send a 1 @0ms, 2 @50ms")
        lab.accept("run")
        #expect(lab.events("save (1)") == ["start@0", "10@100", "|@100"])
        #expect(lab.events("save") == ["start@50", "20@150", "|@150"])
    }

    @Test func aDetachedTasksUIEmitIsNoted() {
        let lab = Playground()
        lab.accept(#"task bg detached { emit ui "label" }"#)
        #expect(lab.session.recording.notes.map(\.text).contains { $0.contains("off the main actor") })
        lab.accept(#"task fg { emit ui "label" }"#)
        #expect(lab.session.recording.notes.count == 1)
    }

    /// A sink body that sends to its own subject runs inside itself: it stops at the nesting
    /// limit with a note, never overflowing the stack, and the session goes on.
    @Test func aSinkBodyFeedingItsOwnSubjectStopsAtTheLimit() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | sink as s { send a x + 1 }")
        let reply = lab.console.submit("send a 1")
        #expect(reply.output.contains("ran inside itself, 100 deep"), "\(reply.output)")
        lab.accept("subject b")
        #expect(lab.session.names.definedNames.contains("b"))
    }

    /// A `let` whose value has an error is declared all the same: the error is reported once,
    /// where it is, not again at every later use of the name.
    @Test func aLocalWhoseValueFailsIsReportedOnceNotAtEachUse() {
        let lab = Playground()
        for input in ["task t { let r = await nosuch(1); emit r; return r }", "task u { let n = nope + 1; emit n }"] {
            let reply = lab.console.submit(input)
            #expect(reply.hadError, "\(input)")
            #expect(reply.diagnostics.count == 1, "\(input): \(reply.diagnostics.map(\.id))")
        }
    }

    @Test(arguments: [
        ("object vm; published vm.q = 0", "didSet vm.q { sleep 100ms }", "suspension-in-handler"),
        ("subject a", "a | sink as s { let r = await fetch x after 1s }", "suspension-in-handler"),
        ("subject a", "a | sink as s { emit x }", "emit-outside-task"),
        ("object vm; published vm.q = 0", #"didSet vm.q { throw "no" }"#, "throws-out-of-handler"),
        ("subject a", "task t { emit x }", "value-name-outside-operator"),
        ("subject a", "task t { let n = 1; n = 2 }", "assign-to-let"),
        ("subject a", "task t { var n = 1; task u { n = 2 } }", "captured-var-changed"),
        ("subject a", "task t { let n = 1; let n = 2 }", "local-redeclared"),
        ("subject a", "task t { cancel u @1s }", "time-inside-body"),
        ("subject a", "task t { send a 1 @1s }", "time-inside-body"),
        ("subject a", "task t { task u { } @1s }", "time-inside-body"),
        ("subject a", "task t { task a { } }", "task-name-taken"),
        ("subject a", "task t { emit nope }", "unknown-name"),
        ("object vm; published vm.q = 0", "didSet vm.nope { }", "unknown-property"),
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
}
