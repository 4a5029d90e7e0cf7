import Testing
@testable import Lessons

/// `:check` holds an answer whose lanes match to the goal's `requires` and `forbids`, judged
/// on what the statements compiled to: inner and named pipelines count; comments, strings,
/// longer names that start the same and refused statements do not.
@Suite struct OperatorRuleCheckingTests {
    static func exercise(rules: String) throws -> Exercise {
        let text = OperatorRuleParsingTests.lesson(goal: rules + "\nout: (^2|)")
        return try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
    }

    let checker = ExerciseChecker()

    @Test func anAnswerWithoutARequiredOperatorFailsNamingIt() throws {
        let exercise = try Self.exercise(rules: "requires map")
        let verdict = checker.check(exercise, inputs: ["just 2 | sink as out"])
        #expect(!verdict.passed)
        #expect(verdict.mistake == .missingOperator)
        #expect(verdict.report == "not yet: your lanes match the goal, but this exercise needs `map`: "
            + "it is about that operator, so use it\nmistake: \(MistakeClass.missingOperator.words)\n")
    }

    @Test(arguments: [
        ["just 1 | map x * 2 | sink as out"],
        ["just 1 | flatMap { just x | map x * 2 } | sink as out"],
        ["p = just 1 | map x * 2", "p | sink as out"],
        ["at 0ms: just 1 | map x * 2 | sink as out"],
        ["just 2 | merge (empty | map x) | sink as out"],
        ["deferred { just 1 | map x * 2 } | sink as out"],
    ])
    func aRequiredOperatorCountsWhereverItIsCompiled(_ inputs: [String]) throws {
        let verdict = checker.check(try Self.exercise(rules: "requires map"), inputs: inputs)
        #expect(verdict.passed, "\(inputs): \(verdict.report)")
    }

    @Test(arguments: [
        ["just 2 | sink as out  # map"],
        ["just 2 | print \"map\" | sink as out"],
        ["just 2 | mapError x | sink as out"],
        ["just 1 | map y * 2 | sink as out", "just 2 | sink as out"],
    ])
    func textAndRefusedStatementsDoNotCount(_ inputs: [String]) throws {
        let verdict = checker.check(try Self.exercise(rules: "requires map"), inputs: inputs)
        #expect(!verdict.passed, "\(inputs)")
        #expect(verdict.mistake == .missingOperator, "\(inputs): \(verdict.report)")
    }

    @Test func severalMissingOperatorsAreNamedTogether() throws {
        let verdict = checker.check(try Self.exercise(rules: "requires map, filter, scan"),
                                    inputs: ["just 1 | map x * 2 | sink as out"])
        #expect(verdict.divergences == ["not yet: your lanes match the goal, but this exercise needs `filter` and `scan`: "
            + "it is about those operators, so use them"])
    }

    @Test func aForbiddenOperatorFailsNamingIt() throws {
        let exercise = try Self.exercise(rules: "forbids share")
        let verdict = checker.check(exercise, inputs: ["p = just 1 | map x * 2 | share", "p | sink as out"])
        #expect(!verdict.passed)
        #expect(verdict.mistake == .forbiddenOperator)
        #expect(verdict.report.hasPrefix("not yet: your lanes match the goal, but this exercise asks you not to use `share`"))
        #expect(checker.check(exercise, inputs: ["just 1 | map x * 2 | sink as out"]).passed)
    }

    /// Lanes first: an answer that draws the wrong lane is shown the lanes, not the rule.
    @Test func wrongLanesAreReportedBeforeRules() throws {
        let verdict = checker.check(try Self.exercise(rules: "requires map"), inputs: ["just 3 | sink as out"])
        #expect(verdict.mistake == .wrongValues)
    }

    /// The learner is told the rule under the goal.
    @Test func theRulesAreShownWithTheGoal() throws {
        let rules = try Self.exercise(rules: "requires map, scan\nforbids share").goal.rules
        #expect(ExerciseMessage.rules(rules) == "Use `map` and `scan` in your answer.\nDo not use `share`.\n")
        #expect(ExerciseMessage.rules([]) == "")
    }
}
