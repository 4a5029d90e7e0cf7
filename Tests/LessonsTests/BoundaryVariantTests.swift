import Testing
@testable import Lessons

/// Exercises whose solution compares a value with a threshold have a setup that sends the
/// threshold itself, so an answer off by one at the boundary fails. Each case is the
/// exercise's own solution with one comparison changed. Where a variant was added for the
/// boundary, the changed answer still draws the goal on the main setup (checked first, so
/// the test cannot pass for another reason) and fails on that variant.
/// 11.1 also requires `mapError`: an answer that throws the final message fails naming it.
@Suite struct BoundaryVariantTests {
    static func exercise(_ id: String) throws -> Exercise {
        try #require(try CourseGoldenTests.course().lessons.flatMap(\.exercises).first { $0.id == id })
    }

    /// The exercise's solution inputs with `from` replaced by `to` (which must occur).
    static func solution(of exercise: Exercise, replacing from: String, with to: String) throws -> [String] {
        let inputs = exercise.solution.map(\.input)
        try #require(inputs.contains { $0.contains(from) }, "\(exercise.id): no '\(from)' in its solution")
        return inputs.map { $0.replacingOccurrences(of: from, with: to) }
    }

    let checker = ExerciseChecker()

    /// (exercise, comparison in the solution, off-by-one comparison, the variant that catches it).
    @Test(arguments: [
        // 8.1: a tick at 250ms is not later than 250ms.
        ("one-tick-after-the-splash-screen", "x > 250", "x >= 250", 3),
        // 9.1: a reading of 0 is valid.
        ("readings-worth-showing", "x >= 0", "x > 0", 3),
        // 9.2: a total of exactly 100 reaches 100.
        ("the-first-big-balance", "x >= 100", "x > 100", 3),
        // 10.x: a photo of size 10 is not larger than 10.
        ("big-photos-upload-slowly", "x > 10", "x >= 10", 3),
        // 11.1: 0 is not negative.
        ("name-the-failure", "x >= 0", "x > 0", 3),
        // 12.1: a photo of size 10 is not big.
        ("only-big-photos-upload", "x > 10", "x >= 10", 3),
        // The capstone's 1: a balance equal to the amount suffices (only the last variant sets
        // one), and 0 is an empty amount (the first variant starts at 0, the main setup at 50).
        ("from-inputs-to-a-validation-result", "x.0.1 < x.0.0", "x.0.1 <= x.0.0", 4),
        ("from-inputs-to-a-validation-result", "x.0.0 <= 0", "x.0.0 < 0", 1),
    ])
    func anAnswerOffByOneAtTheBoundaryFailsOnItsVariant(id: String, from: String, to: String, variant: Int) throws {
        let exercise = try Self.exercise(id)
        let answer = try Self.solution(of: exercise, replacing: from, with: to)
        var mainOnly = exercise
        mainOnly.variants = []
        let main = checker.check(mainOnly, inputs: answer)
        #expect(main.passed, "\(id): '\(to)' should draw the goal on the main setup\n\(main.report)")
        let verdict = checker.check(exercise, inputs: answer)
        #expect(!verdict.passed, "\(id) passes with \(answer)")
        // An honest answer off by one is told what differs there, not "copied, not computed?".
        #expect(verdict.mistake != nil && verdict.mistake != .onlyMainSetup, "\(id): \(verdict.report)")
        #expect(!verdict.report.contains("copied, not computed?"), "\(id): \(verdict.report)")
        #expect(verdict.report.contains("not on variant \(variant) of \(exercise.variants.count)"), "\(id): \(verdict.report)")
    }

    /// Exercises whose setups already sent the boundary value.
    @Test(arguments: [
        // 4.2: a query of 2 characters goes to the server.
        ("no-request-for-a-short-query", "len(x) < 2", "len(x) <= 2"),
        ("no-request-for-a-short-query", "len(x) < 2", "len(x) < 1"),
        // 13.x: a query of 2 characters is searched.
        ("the-search-that-runs-on-return", "len(x) >= 2", "len(x) > 2"),
        // 17.1: id 0 has no price.
        ("one-missing-price-ends-the-list", "x > 0", "x >= 0"),
        // 17.2: a query of 3 characters is answered fast.
        ("stale-search-results", "len(x) < 3", "len(x) <= 3"),
    ])
    func anAnswerOffByOneAtTheBoundaryFails(id: String, from: String, to: String) throws {
        let exercise = try Self.exercise(id)
        let answer = try Self.solution(of: exercise, replacing: from, with: to)
        #expect(!checker.check(exercise, inputs: answer).passed, "\(id) passes with \(answer)")
    }

    @Test func nameTheFailureWithoutMapErrorFailsNamingIt() throws {
        let exercise = try Self.exercise("name-the-failure")
        let verdict = checker.check(exercise, inputs: [
            "p = raw | tryMap x >= 0 ? x * 10 : fail(\"bad input: negative\")", "p | sink as log", "p | replaceError 0 | sink as screen",
        ])
        #expect(!verdict.passed)
        #expect(verdict.mistake == .missingOperator)
        #expect(verdict.report.contains("this exercise needs `mapError`"), "\(verdict.report)")
    }
}
