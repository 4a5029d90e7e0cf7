import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Milestone 2's plans are data too: `func`, calls, `t.value`, `async let`, groups and the
/// `for await` step check into `StepPlan`s that compare equal when checked twice, print as
/// what they will do, and leave the session as it was.
@Suite struct StructuredPlanAsDataTests {
    @Test(arguments: [
        ("func load(q) { let r = await fetch q after 200ms; return r }",
         "func load(q) { r = await fetch q after 200ms; return r }"),
        ("func show(v) on main { emit v }", "func show(v) on main { emit v }"),
        (#"task t { let v = await f(1); let w = await u.value; return v + w }"#,
         #"task t { v = await f(1); w = await u.value; return (v + w) }"#),
        ("task t { async let a = f(2); let x = await a; return x }", "task t { async let a = f(2); x = await a; return x }"),
        ("task t { group g { add g { return 1 }; for await r in g { emit r; cancelAll g } } }",
         "task t { group g { add g { return 1 }; for await r in g { emit r; cancelAll g } } }"),
        ("task t { for await v in s | map x * 2 { emit v }; send c 1 }",
         "task t { for await v in s | map x * 2 { emit v }; send c 1 }"),
    ])
    func aPlanIsAValueThatPrintsWhatItWillDo(source: String, printed: String) throws {
        let lab = Playground()
        lab.accept("stream s; channel c; func f(n) { return n }; task u { return 1 }")
        lab.accept("run")
        let before = TaskPlanAsDataTests.state(lab.session)
        let first = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        let second = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        #expect(first == second)
        #expect(first.description == printed)
        #expect(TaskPlanAsDataTests.state(lab.session) == before)
    }

    @Test func functionsWithDifferentBodiesGiveDifferentPlans() throws {
        let lab = Playground()
        let one = try #require(TaskPlanAsDataTests.plan("func f() { sleep 100ms }", in: lab.session))
        let other = try #require(TaskPlanAsDataTests.plan("func f() { sleep 200ms }", in: lab.session))
        #expect(one != other)
    }
}
