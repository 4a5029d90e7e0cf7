import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Issue 18's milestone 2 beyond the oracle's scenarios (those are compared in
/// `ConcurrencyDifferentialTests`): functions and their bad forms, recursion without end,
/// `t.value` inside `t`, child lanes with `:set stages on`, and the located errors.
@Suite struct StructuredConcurrencyTests {
    @Test func aFunctionReturnsItsValueAndItsErrorsCanBeCaughtByTheCaller() {
        let lab = Playground()
        lab.accept("func twice(v) { sleep 100ms; return v * 2 }")
        lab.accept(#"func bad() { throw "no" }"#)
        lab.accept("task t { let a = await twice(3); emit a; do { let b = await bad() } catch { emit error }; return a }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "6@100", #""no"@100"#, "return 6@100"])
    }

    /// A function's locals are its own: the caller's come back after the call.
    @Test func aCallDoesNotSeeOrChangeTheCallersLocals() {
        let lab = Playground()
        lab.accept("func f(a) { let b = a + 1; return b }")
        lab.accept("task t { let b = 10; let r = await f(1); emit b; return r }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "10@0", "return 2@0"])
    }

    @Test func recursionWithoutEndStopsWithANoteAndTheSessionGoesOn() {
        let lab = Playground()
        lab.accept("func f() { let v = await f(); return v }")
        lab.accept("task t { let v = await f() }")
        lab.accept("run")
        let events = lab.events("t")
        #expect(events.first == "start@0")
        #expect(events.last == "#calls of f too deep@0")
        #expect(lab.session.recording.notes.map(\.text).contains { $0.contains("nested 1000 deep") })
        lab.accept("task u { emit 1 }")
        lab.accept("run")
        #expect(lab.events("u") == ["start@0", "1@0", "|@0"])
    }

    @Test func awaitingATasksValueInsideItWaitsForEverWithANote() {
        let lab = Playground()
        lab.accept("task t { emit 1; let v = await t.value; emit 2 }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "1@0"])
        #expect(lab.session.recording.notes.map(\.text).contains { $0.contains("waits for ever") })
    }

    @Test func withStagesOnChildrenGetLanesOfTheirOwn() {
        let lab = Playground()
        lab.accept(":set stages on")
        lab.accept("func load(q) { sleep 100ms; emit q; return q }")
        lab.accept("task t { async let a = load(1); let v = await a; group g { add g { sleep 50ms; return 5 }; add g { return 6 } }; return v }")
        lab.accept("run")
        #expect(lab.events("t/a") == ["start@0", "1@100", "return 1@100"])
        #expect(lab.events("g#1") == ["start@100", "return 5@150"])
        #expect(lab.events("g#2") == ["start@100", "return 6@100"])
        #expect(lab.events("t") == ["start@0", "return 1@150"])
    }

    /// Without stages, a child's `emit` is drawn on its parent's lane.
    @Test func withoutStagesAChildsEmitGoesToItsParentsLane() {
        let lab = Playground()
        lab.accept("task t { group g { add g { sleep 100ms; emit 7 } } }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "7@100", "|@100"])
        #expect(!lab.laneNames.contains("g#1"))
    }

    @Test func cancellingATaskReachesItsGroupsChildrenButNotTasksItMade() {
        let lab = Playground()
        lab.accept("task t { task u { sleep 300ms; emit 1 }; group g { add g { sleep 300ms; return 1 } } }")
        lab.accept("cancel t @100ms")
        lab.accept("run")
        // The body returned without a loop: the child's CancellationError is discarded, as
        // `withThrowingTaskGroup` discards the results of children it awaits at the end.
        #expect(lab.events("t") == ["start@0", "cancelRequested@100", "|@100"])
        #expect(lab.events("u") == ["start@0", "1@300", "|@300"])
    }

    @Test func badFunctionsAndChildrenAreLocatedErrorsThatChangeNothing() {
        let lab = Playground()
        lab.accept("func load(q) { return q }")
        #expect(lab.reject("func min(a, b) { return a }").contains("built-in"))
        #expect(lab.reject("task t { let v = await lod(1) }").contains("no func named 'lod'"))
        #expect(lab.reject("task t { let v = await load(1, 2) }").contains("takes 1 argument"))
        #expect(lab.reject("task t { add g { return 1 } }").contains("outside its group"))
        #expect(lab.reject("task t { group g { add g { add g { return 1 } } } }").contains("outside its group"))
        #expect(lab.reject("task t { cancelAll g }").contains("outside its group"))
        #expect(lab.reject("task t { var n = 0; group g { add g { n = 1 } } }").contains("data race"))
        #expect(lab.reject("task t { let v = await a }").contains("async let"))
        #expect(lab.reject("task t { async let a = 3 }").contains("async let NAME = FUNC(ARGS)"))
        #expect(lab.reject("subject s; task t { let v = await s.value }").contains("waits for a task"))
        #expect(lab.reject("object vm; published vm.p = 0; didSet vm.p { let v = await load(1) }").contains("cannot suspend"))
        #expect(lab.reject("func f(a, a) { return a }").contains("'a'"))
        #expect(!lab.laneNames.contains("t"))
    }
}

/// A group of 10,000 children at one instant is ordinary (the per-instant bound of tasks
/// does not stop it), and takes linear time: each child's end and each result taken are O(1).
@Suite struct LargeGroupTests {
    @Test func aGroupOfTenThousandChildrenRunsAndCountsEveryResult() {
        let lab = Playground()
        lab.accept("task t { var n = 0; group g { for await i in range 0..<10000 | values { add g { sleep 100ms; return i } }; for await r in g { n = n + 1 } }; return n }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "return 10000@100"])
        #expect(!lab.session.recording.notes.map(\.text).contains { $0.contains("stopped") })
    }
}
