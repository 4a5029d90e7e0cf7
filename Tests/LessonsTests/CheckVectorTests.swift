import Testing
import TestSupport
@testable import Lessons

/// An exercise's `:check` reads the shared table of the expected-marbles rule and gives its
/// verdicts: the table's expected marbles are the goal, its actual marbles what the learner's
/// sink receives.
@Suite struct CheckVectorTests {
    @Test(arguments: ExpectedMarblesVector.all)
    func checkGivesTheTablesVerdict(_ vector: ExpectedMarblesVector) throws {
        let text = "# T\n## Exercise: vector\n```goal\nout: \(Self.subscribedAtZero(vector.expected))\n```\n```setup\n> subject unused\n```\n"
        let exercise = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
        let verdict = ExerciseChecker().check(exercise, inputs: ["cold \"\(vector.actual)\" | sink as out"])
        #expect(verdict.passed == vector.matches, "\(verdict.report)")
    }

    /// A goal marks where the sink subscribes: `^` in the first column, at 0ms like the cold
    /// source's subscription (`-1|` becomes `^1|`, `(12)|` becomes `(^12)|`).
    static func subscribedAtZero(_ marbles: String) -> String {
        if marbles.hasPrefix("-") { return "^" + marbles.dropFirst() }
        if marbles.hasPrefix("(") { return "(^" + marbles.dropFirst() }
        return "(^" + marbles.prefix(1) + ")" + marbles.dropFirst()
    }
}
