import Testing
@testable import Lessons

/// Issue 22: every demo of the capstone's async/await and AsyncAlgorithms lessons is a
/// scenario of the concurrency oracle's corpus, as `ConcurrencyLessonOracleTests` checks for
/// the concurrency lessons (these two have fewer demos: most of them is exercises), or of the
/// async oracle's (`scenarios.json`: a loop over `flatMapLatest`, played on swift-async-algorithms).
@Suite struct CapstoneLessonOracleTests {
    @Test(arguments: ["capstone-async-await", "capstone-async-algorithms"])
    func everyDemoIsAnOracleScenario(_ name: String) throws {
        let lesson = try #require(try CourseGoldenTests.course().lesson(named: name))
        let scripts = try ConcurrencyLessonOracleTests.scripts()
            .merging(try ConcurrencyLessonOracleTests.scripts(in: "scenarios.json")) { concurrency, _ in concurrency }
        let demos = ConcurrencyLessonOracleTests.demos(of: lesson)
        #expect(demos.count >= 2, "\(name) has \(demos.count) demos")
        for demo in demos {
            let script = ConcurrencyLessonOracleTests.script(of: demo)
            #expect(scripts.values.contains(script), "\(name): no oracle scenario has the script\n\(script.joined(separator: "\n"))")
        }
    }
}
