import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Plans are data for milestone 3's steps: `work D` and `on main { … }` check into
/// `StepPlan.work` and `.onMain`, print as what they will do, and checking them twice gives
/// equal plans without changing the session (as `TaskPlanAsDataTests` checks for milestone 1).
@Suite struct ExecutorPlanAsDataTests {
    @Test(arguments: [
        ("task t { work 200ms; emit 1 }", "task t { work 200ms; emit 1 }"),
        ("task t detached { work 1.5s; on main { emit ui 2; return 3 } }",
         "task t detached { work 1.5s; on main { emit ui 2; return 3 } }"),
        ("task t { on main { work 100ms; if isCancelled { throw 1 } } }",
         "task t { on main { work 100ms; if isCancelled { throw 1 } } }"),
    ])
    func aPlanIsAValueThatPrintsWhatItWillDo(source: String, printed: String) throws {
        let lab = Playground()
        let before = TaskPlanAsDataTests.state(lab.session)
        let first = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        let second = try #require(TaskPlanAsDataTests.plan(source, in: lab.session))
        #expect(first == second)
        #expect(first.description == printed)
        #expect(TaskPlanAsDataTests.state(lab.session) == before)
    }

    @Test func differentWorkGivesDifferentPlans() throws {
        let lab = Playground()
        let one = try #require(TaskPlanAsDataTests.plan("task t { work 100ms }", in: lab.session))
        let other = try #require(TaskPlanAsDataTests.plan("task t { work 200ms }", in: lab.session))
        let onMain = try #require(TaskPlanAsDataTests.plan("task t { on main { work 100ms } }", in: lab.session))
        #expect(one != other)
        #expect(one != onMain)
    }
}
