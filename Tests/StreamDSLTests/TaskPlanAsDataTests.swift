import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Plans are data for issue 18's statements too: `task`, `didSet` and a sink's body check
/// into `StatementPlan.startTask`, `.didSet` and `SubscriptionPlan.body`, made of `StepPlan`s
/// with no closure inside; the same statement checked twice gives equal plans, a plan prints
/// as what it will do, and checking changes nothing in the session.
@Suite struct TaskPlanAsDataTests {
    static func plan(_ source: String, in session: Session) -> StatementPlan? {
        guard let statement = Parser.parse(source).statements.first else { return nil }
        var compiler = StatementCompiler(scope: NamesInScope(session), source: source)
        return try? compiler.plan(statement).get()
    }

    /// What a check could change by mistake.
    static func state(_ session: Session) -> [String] {
        session.recording.lanes.map(\.name) + session.names.definedNames
            + ["\(session.runtime.clock.pendingCount) \(session.recording.trace.count) \(session.recording.notes.count)"]
    }

    @Test(arguments: [
        (#"task t { sleep 300ms; let r = await fetch "q" after 200ms; emit r; return r }"#,
         #"task t { sleep 300ms; r = await fetch "q" after 200ms; emit r; return r }"#),
        ("task t detached { if isCancelled { return 1 } else { checkCancellation } }",
         "task t detached { if isCancelled { return 1 } else { checkCancellation } }"),
        (#"task t { do { throw "boom" } catch { emit error } }"#,
         #"task t { do { throw "boom" } catch { emit error } }"#),
        ("task t { var n = 1; n = n + 1; send a n; cancel u; task u { emit ui n } }",
         "task t { n = 1; n = (n + 1); send a n; cancel u; task u { emit ui n } }"),
        (#"task t { await fetch fail "offline" after 1s }"#, #"task t { await fetch fail "offline" after 1s }"#),
        ("task t { } @300ms", "at 300ms: task t { }"),
        ("didSet vm.q { cancel s; task s { sleep 300ms; set vm.q x } }",
         "didSet vm.q { cancel s; task s { sleep 300ms; set vm.q x } }"),
        ("a | sink as s { task save { emit x } }", "a ▸ sink as s { task save { emit x } }"),
    ])
    func aPlanIsAValueThatPrintsWhatItWillDo(source: String, printed: String) throws {
        let lab = Playground()
        lab.accept("subject a; object vm; published vm.q = 0")
        let before = Self.state(lab.session)
        let first = try #require(Self.plan(source, in: lab.session))
        let second = try #require(Self.plan(source, in: lab.session))
        #expect(first == second)
        #expect(first.description == printed)
        #expect(Self.state(lab.session) == before)
    }

    @Test func differentBodiesGiveDifferentPlans() throws {
        let lab = Playground()
        let one = try #require(Self.plan("task t { sleep 100ms }", in: lab.session))
        let other = try #require(Self.plan("task t { sleep 200ms }", in: lab.session))
        #expect(one != other)
    }

    @Test func stepsHoldNoClosure() throws {
        let lab = Playground()
        lab.accept("subject a")
        guard case .startTask(let task)? = Self.plan("task t { send a 1; emit 2 }", in: lab.session) else {
            Issue.record("expected a task plan")
            return
        }
        // Every step is an enum value with checked expressions and bound names only.
        guard case .send(let target, let value) = task.steps[0], case .emit(let emitted, ui: false) = task.steps[1] else {
            Issue.record("unexpected steps \(task.steps)")
            return
        }
        #expect(target.name == "a")
        #expect(value.constant == .int(1))
        #expect(emitted.constant == .int(2))
    }
}
