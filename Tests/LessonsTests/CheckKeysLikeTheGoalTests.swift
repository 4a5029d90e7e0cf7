import Foundation
import Testing
@testable import Lessons

/// Issue 17 §7: the same value gets the same key in an exercise's goal diagram and in the
/// diagram `:check` draws, even when the learner's lane has another wide value first.
@Suite struct CheckKeysLikeTheGoalTests {
    @Test func aValueKeepsItsGoalKeyInTheCheck() throws {
        let text = "# T\n## Exercise: keys\n```goal\nout: ^-[hello]-[world]|\n```\n```setup\n> subject unused\n```\n"
        let exercise = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
        let checker = ExerciseChecker()
        let goal = checker.goalDiagram(exercise.goal)
        let verdict = checker.check(exercise, inputs: [#"cold "-[first]-[hello]-[world]|" | sink as out"#])
        #expect(!verdict.passed)
        let goalKeys = Self.keys(in: goal)
        let checkKeys = Self.keys(in: verdict.report)
        #expect(goalKeys["hello"] != nil && goalKeys["world"] != nil, "\(goal)")
        #expect(checkKeys["hello"] == goalKeys["hello"], "goal:\n\(goal)\ncheck:\n\(verdict.report)")
        #expect(checkKeys["world"] == goalKeys["world"], "goal:\n\(goal)\ncheck:\n\(verdict.report)")
        // The learner's extra value takes a letter the goal does not use.
        #expect(checkKeys["first"].map { !goalKeys.values.contains($0) } == true, "\(verdict.report)")
    }

    /// The legend lines' keys by the value they stand for (`A = hello`, `A = "hello"`).
    static func keys(in diagram: String) -> [String: String] {
        var keys: [String: String] = [:]
        for line in diagram.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            for index in words.indices.dropLast(2) where words[index].count == 1 && words[index + 1] == "=" {
                keys[words[index + 2].trimmingCharacters(in: ["\""])] = words[index]
            }
        }
        return keys
    }
}
