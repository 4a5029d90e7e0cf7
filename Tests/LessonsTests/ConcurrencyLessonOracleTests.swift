import Foundation
import Testing
@testable import Lessons

/// Issue 22: every demo of the Swift-concurrency lessons is a scenario of the concurrency
/// oracle's corpus (`Tests/AsyncOracle/concurrency.json`), so what the lesson draws is what the
/// real Swift runtime does: `ConcurrencyDifferentialTests` plays each scenario in StreamLab and
/// on the runtime and compares the lanes. A demo's statements, without the REPL's own commands
/// (`:reset`, `:set`, `:predict`) and `run`, must be one scenario's script, line for line.
@Suite struct ConcurrencyLessonOracleTests {
    /// The lessons whose demos are checked against the oracle.
    static let lessons = ["tasks-and-cancellation", "async-let-and-task-groups", "actors", "observation-vs-published",
                          "bridging-both-ways"]  // Issue 22: bridging

    /// Scenario scripts by name, from the concurrency oracle's corpus or another file beside it
    /// (`scenarios.json`, the async oracle's).
    static func scripts(in corpus: String = "concurrency.json") throws -> [String: [String]] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AsyncOracle/\(corpus)")
        let data = try Data(contentsOf: url)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        var scripts: [String: [String]] = [:]
        for scenario in scenarios {
            if let name = scenario["name"] as? String, let script = scenario["script"] as? [String] { scripts[name] = script }
        }
        return scripts
    }

    /// A demo's statements as a scenario writes them.
    static func script(of steps: [ExecutableDocument.Step]) -> [String] {
        steps.map(\.input).filter { !$0.hasPrefix(":") && $0 != "run" }
    }

    /// The demo blocks of a lesson, a predict-first demo's question and reveal joined again.
    static func demos(of lesson: Lesson) -> [[ExecutableDocument.Step]] {
        var demos: [[ExecutableDocument.Step]] = []
        var current: [ExecutableDocument.Step] = []
        for step in lesson.steps {
            switch step {
            case .demo(let steps):
                // A block starts with `:reset` (or is the lesson's first): a new demo.
                if steps.first?.input == ":reset", !current.isEmpty {
                    demos.append(current)
                    current = []
                }
                current += steps
            case .predict(let question): current.append(question.answer)
            default:
                if !current.isEmpty { demos.append(current) }
                current = []
            }
        }
        if !current.isEmpty { demos.append(current) }
        return demos
    }

    @Test(arguments: lessons)
    func everyDemoIsAnOracleScenario(_ name: String) throws {
        let lesson = try #require(try CourseGoldenTests.course().lesson(named: name))
        let scripts = try Self.scripts()
        let demos = Self.demos(of: lesson)
        #expect(demos.count >= 5, "\(name) has \(demos.count) demos")
        for demo in demos {
            let script = Self.script(of: demo)
            let matches = scripts.filter { $0.value == script }.keys
            #expect(!matches.isEmpty, "\(name): no oracle scenario has the script\n\(script.joined(separator: "\n"))")
        }
    }

    /// The rule itself: REPL commands and `run` are left out, and a script differing in one
    /// character is not a match.
    @Test func aDemosScriptIsItsStatements() throws {
        let lesson = try Lesson.parse("""
            # T

            ```streamlab
            > :set stages on
            stages = on
            > task t { sleep 300ms; emit 1 }
            > cancel t @100ms
            > run
            ```

            ## Exercise: E

            ```goal
            t: ^
            ```
            """, fileName: "t.md")
        let demos = Self.demos(of: lesson)
        #expect(demos.count == 1)
        let script = Self.script(of: try #require(demos.first))
        #expect(script == ["task t { sleep 300ms; emit 1 }", "cancel t @100ms"])
        let scripts = try Self.scripts()
        #expect(scripts["cancel-during-sleep"] == script)
        #expect(!scripts.values.contains(["task t { sleep 300ms; emit 2 }", "cancel t @100ms"]))
    }
}
