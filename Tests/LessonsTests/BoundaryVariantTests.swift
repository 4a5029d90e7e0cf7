import Testing
@testable import Lessons

/// Exercises whose solution compares a value with a threshold have a variant setup that
/// sends the threshold itself: an answer off by one at the boundary draws the goal on the
/// main setup and is caught there. Each wrong answer below passes the main setup (checked
/// first, so the test cannot pass for another reason) and fails on the named variant.
/// 11.1 also requires `mapError`: an answer that throws the final message fails naming it.
@Suite struct BoundaryVariantTests {
    static func exercise(_ id: String) throws -> Exercise {
        try #require(try CourseGoldenTests.course().lessons.flatMap(\.exercises).first { $0.id == id })
    }

    let checker = ExerciseChecker()

    @Test(arguments: [
        // 9.1: a reading of 0 is valid.
        ("readings-worth-showing", ["sensor | filter x > 0 | removeDuplicates | sink as out"], 3),
        // 12.1: a photo of size 10 is not big.
        ("only-big-photos-upload", ["photos | filter x >= 10 | for await work 200ms as uploaded"], 3),
        // 8.1: a tick at 250ms is not later than 250ms.
        ("one-tick-after-the-splash-screen", ["ticks | autoconnect | first x >= 250 | sink as clock"], 3),
        // 9.2: a total of exactly 100 reaches 100.
        ("the-first-big-balance", ["deposit | dropFirst | scan 0, acc + x | first x > 100 | sink as out"], 3),
        // 10.x: a photo of size 10 is not larger than 10.
        ("big-photos-upload-slowly",
         ["photos | buffer | flatMap max 1 { if x >= 10 { just x | delay 300ms } else { just x | delay 100ms } } | sink as out"], 3),
        // 11.1: 0 is not negative.
        ("name-the-failure", ["raw | tryMap x > 0 ? x * 10 : fail(\"negative\") | mapError \"bad input: \" + x | sink as out"], 3),
    ])
    func anAnswerOffByOneAtTheBoundaryFails(id: String, answer: [String], variant: Int) throws {
        let exercise = try Self.exercise(id)
        let main = checker.check(Exercise(id: exercise.id, title: exercise.title, lessonName: exercise.lessonName,
                                          introduction: "", goal: exercise.goal, setup: exercise.setup,
                                          solution: exercise.solution, solutionNotes: "", hints: [], line: 0),
                                 inputs: answer)
        #expect(main.passed, "\(id): the off-by-one answer should draw the goal on the main setup\n\(main.report)")
        let verdict = checker.check(exercise, inputs: answer)
        #expect(!verdict.passed, "\(id) passes with \(answer)")
        #expect(verdict.mistake == .onlyMainSetup)
        #expect(verdict.report.contains("not on variant \(variant) of \(exercise.variants.count)"), "\(id): \(verdict.report)")
    }

    @Test func nameTheFailureWithoutMapErrorFailsNamingIt() throws {
        let exercise = try Self.exercise("name-the-failure")
        let verdict = checker.check(exercise, inputs: ["raw | tryMap x >= 0 ? x * 10 : fail(\"bad input: negative\") | sink as out"])
        #expect(!verdict.passed)
        #expect(verdict.mistake == .missingOperator)
        #expect(verdict.report.contains("this exercise needs `mapError`"), "\(verdict.report)")
    }
}
