import Marbles
import Testing
@testable import Lessons

/// Each mistake class from a goal lane and an actual lane written as marbles (100ms frames).
@Suite struct MistakeClassifierTests {
    static func events(_ marbles: String) -> [MarbleEvent] {
        (try? MarbleParser.parse(marbles, mode: .lane).events) ?? []
    }

    @Test(arguments: [
        ("^-1-2-3|", "--^1-2-3|", MistakeClass.subscriptionTime),
        ("^-1-2-3-|", "^--1-2-3|", .lateByConstant),
        ("^--1-2-3|", "^-1-2-3-|", .earlyByConstant),
        ("^-1-2-3-|", "^--1--23|", .wrongTimes),
        ("^-1---3|", "^-1-2-3|", .staleValue),
        ("^-1-2-3|", "^-1---3|", .missingValues),
        ("^-1-2-3|", "^-2-1-3|", .wrongOrder),
        ("^-1-2-3|", "^-1-4-3|", .wrongValues),
        ("^-1-2|", "^-1-2-", .missingCompletion),
        ("^-1-2---|", "^-1-2|", .earlyCompletion),
        ("^-1-2|", "^-1-2---|", .lateCompletion),
        ("^-1-2|", "^-1-2#", .wrongEnding),
        ("^-1-2|", "^-1-2!", .wrongEnding),
        ("^-1-2|", "^--5-6-7-8#", .different),
        // Finished before the goal's last values: the ending cut them off.
        ("^-1-2-3|", "^-1|", .earlyCompletion),
        ("^-1-2-3|", "^-1-2|", .earlyCompletion),
    ])
    func classifies(expected: String, actual: String, mistake: MistakeClass) {
        #expect(MistakeClassifier.classify(expected: Self.events(expected), actual: Self.events(actual)) == mistake)
    }

    @Test func severalDifferencesAreListed() {
        let lines = MistakeClassifier.differences(expected: Self.events("^-1-2|"), actual: Self.events("--^-5-2-7#"))
        #expect(lines == [
            "subscribed at 200ms instead of at 0ms",
            "missing: 1 at 200ms",
            "not in the goal: 5 at 400ms, 7 at 800ms",
            "ends failed at 900ms instead of finished at 500ms",
        ])
    }

    @Test func everyClassHasWords() {
        for mistake in MistakeClass.allCases { #expect(!mistake.words.isEmpty) }
        #expect(Set(MistakeClass.allCases.map(\.words)).count == MistakeClass.allCases.count)
    }
}
