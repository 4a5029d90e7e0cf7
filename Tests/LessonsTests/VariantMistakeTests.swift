import Testing
@testable import Lessons

/// On a variant, "copied, not computed?" is said only of an answer whose lanes are typed
/// marbles; an honest answer that misses a case is told what differs there instead.
@Suite struct VariantMistakeTests {
    let checker = ExerciseChecker()

    static func exercise(_ id: String) throws -> Exercise {
        try #require(try CourseGoldenTests.course().lessons.flatMap(\.exercises).first { $0.id == id })
    }

    @Test func anHonestAnswerThatMissesAVariantIsToldWhatDiffers() throws {
        let exercise = try Self.exercise("three-messages-or-until-the-screen-closes")
        // Right on the main setup (three messages come before the close), wrong when the
        // sheet closes first: the third message comes after the close.
        let verdict = checker.check(exercise, inputs: ["feed | prefix 3 | sink as sheet", "run"])
        #expect(!verdict.passed)
        #expect(verdict.report.contains("not on variant 1 of 2"), "\(verdict.report)")
        #expect(verdict.mistake == .staleValue, "\(verdict.report)")
        #expect(!verdict.report.contains("copied, not computed?"), "\(verdict.report)")
    }

    @Test func typedMarblesAreCalledCopied() throws {
        let exercise = try Self.exercise("three-messages-or-until-the-screen-closes")
        let verdict = checker.check(exercise, inputs: [":set frame 50ms", "cold \"--a-b-(c|)\" | sink as sheet", "run"])
        #expect(!verdict.passed)
        #expect(verdict.mistake == .onlyMainSetup, "\(verdict.report)")
        #expect(verdict.report.contains("copied, not computed?"), "\(verdict.report)")
    }

    /// 14.3 once passed with the first subscription stored in an object the answer made and
    /// released at the refresh; the refresh now follows `pulls`, so no fixed instant works.
    @Test func aStoreIntoAnObjectReleasedAtTheRefreshFails() throws {
        let exercise = try Self.exercise("refresh-on-every-pull")
        let verdict = checker.check(exercise, inputs: [
            "object tmp", "feed | sink store in tmp as first", "release tmp @300ms",
            "at 300ms: feed | sink store in vm as rows", "run",
        ])
        #expect(!verdict.passed, "\(verdict.report)")
    }
}
