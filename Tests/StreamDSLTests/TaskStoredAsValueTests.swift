import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Issue 18 §3's `task { … }` as an expression, beyond the oracle's scenarios (those are
/// compared in `ConcurrencyDifferentialTests`): a task kept in an actor's field across calls,
/// `cancel` of a name holding nil or a task, a task stored from a handler, the lane's name, and
/// the located errors that change nothing.
@Suite struct TaskStoredAsValueTests {
    /// Without the fix both callers fetch; with the in-flight task kept in a field, the second
    /// caller awaits the first one's task: one `loading` lane, and one miss.
    @Test func anActorKeepsItsInFlightTaskInAFieldSoTwoCallersShareOneFetch() {
        let lab = Playground()
        lab.accept("actor cache { var hits = 0; var loading = nil; func get(k) { if loading == nil { hits = hits + 1; loading = task { let r = await fetch k after 200ms; return r } }; let v = await loading.value; return v } }")
        lab.accept(#"task a { let v = await cache.get("k"); return v }"#)
        lab.accept(#"task b { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }"#)
        lab.accept("run")
        #expect(lab.laneNames.filter { $0.hasPrefix("loading") } == ["loading"])
        #expect(lab.events("loading") == ["start@0", #"return "k"@200"#])
        #expect(lab.events("b") == ["start@0", "1@200", #"return "k"@200"#])
        // A later call finds the task ended and gets its value at once: no new fetch.
        lab.accept(#"task c { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }"#)
        lab.accept("run")
        #expect(lab.events("c") == ["start@200", "1@200", #"return "k"@200"#])
        #expect(lab.laneNames.filter { $0.hasPrefix("loading") } == ["loading"])
    }

    /// `cancel NAME` of a local is `task?.cancel()`: nothing on nil; on a task it sets the flag.
    @Test func cancelOfALocalHoldingNilDoesNothingAndOfATaskCancelsIt() {
        let lab = Playground()
        lab.accept("task t { var u = nil; cancel u; u = task { sleep 100ms; return 1 }; cancel u; do { let v = await u.value; emit v } catch { emit error }; return 2 }")
        lab.accept("run")
        // Cancelled before it started: it starts with the flag set, and its sleep throws at once.
        #expect(lab.events("u") == ["cancelRequested@0", "start@0", "#CancellationError@0"])
        #expect(lab.events("t") == ["start@0", #""CancellationError"@0"#, "return 2@0"])
    }

    /// A handler may store a task (it starts it, as `task u` would); the lane is the local's name.
    @Test func aDidSetBodyMayStoreATaskInALocal() {
        let lab = Playground()
        lab.accept(#"object vm; published vm.q = """#)
        lab.accept("didSet vm.q { let job = task { sleep 100ms; emit x } }")
        lab.accept(#"set vm.q "a" @50ms"#)
        lab.accept("run")
        #expect(lab.events("job") == ["start@50", #""a"@150"#, "|@150"])
    }

    /// A session task of the same name is not what a local `.value` means: the local wins.
    @Test func aLocalShadowsASessionTaskOfTheSameName() {
        let lab = Playground()
        lab.accept("task u { sleep 500ms; return 9 }")
        lab.accept("task t { let u = task { return 1 }; let v = await u.value; return v }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "return 1@0"])
        #expect(lab.events("u") == ["start@0", "return 1@0"])
        #expect(lab.events("u (1)") == ["start@0", "return 9@500"])
    }

    @Test func aTaskWhereAValueIsRequiredIsALocatedErrorThatChangesNothing() {
        let lab = Playground()
        lab.accept("subject a; a | sink as s")
        #expect(lab.reject("task t { send a task { return 1 } }").contains("a task is not a value"))
        #expect(lab.reject("task t { emit task { return 1 } }").contains("a task is not a value"))
        #expect(lab.reject("send a task { return 1 }").contains("a task is not a value"))
        #expect(lab.reject("task t { var u = nil; let w = task { u = task { return 1 } } }").contains("data race"))
        #expect(lab.reject("task t { let u = task { sleep 1ms }; u = task { return 1 } }").contains("'u'"))
        #expect(!lab.laneNames.contains("t"))
        #expect(!lab.laneNames.contains("u"))
    }

    /// `.value` of a local that holds no task fails the awaiting task, saying what it holds.
    @Test func valueOfSomethingThatIsNotATaskFailsTheAwaitingTask() {
        let lab = Playground()
        lab.accept("task t { let n = 3; let v = await n.value }")
        lab.accept("task w { var u = nil; let v = await u.value }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "#'n' holds an integer (3), not a task: await n.value waits for a task (n = task { … })@0"])
        #expect(lab.events("w").last?.hasPrefix("#'u' holds nil, not a task") == true)
    }

    /// The same body checked twice gives equal plans that print what they will do, and
    /// checking leaves the session as it was (plans are data, issue 16).
    @Test func aStoredTaskIsAPlanAsData() throws {
        let lab = Playground()
        let source = "task t { let u = task { sleep 100ms; return 7 }; let a = await u.value; cancel u; return a }"
        let before = TaskPlanAsDataTests.state(lab.session)
        let first = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        let second = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        #expect(first == second)
        #expect(first.description == "task t { u = task { sleep 100ms; return 7 }; a = await u.value; cancel u; return a }")
        #expect(TaskPlanAsDataTests.state(lab.session) == before)
    }
}
