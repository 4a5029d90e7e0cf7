import StreamDSL
import Testing
@testable import Lessons

/// What an answer is made of, held against the solution's, names the mistakes a lane's shape
/// mislabels; the course's `### Wrong` answers show each class reported end to end
/// (`CourseLoopholeTests`).
@Suite struct MistakeDiagnosisTests {
    /// The journal a fresh console keeps for `inputs`.
    static func shape(_ inputs: [String], after setup: [String] = []) -> AnswerShape {
        let console = TranscriptRunner().makeConsole()
        for input in setup { _ = console.submit(input) }
        let mark = console.session.journal.count
        for input in inputs { _ = console.submit(input) }
        return AnswerShape(console.session.journal.entries.dropFirst(mark))
    }

    static func diagnose(_ answer: [String], solution: [String], setup: [String],
                         leaks: (answer: Bool, solution: Bool) = (false, false)) -> MistakeClass? {
        MistakeDiagnosis.diagnose(.init(answer: shape(answer, after: setup), solution: shape(solution, after: setup),
                                        answerLeaks: leaks.answer, solutionLeaks: leaks.solution))?.mistake
    }

    @Test func typedMarblesAreFoundThroughTheNamesTheAnswerGives() {
        #expect(Self.shape(["cold \"-1|\" | sink as a"]).subscribesOnlyToMarbles)
        #expect(Self.shape(["p = hot \"^-1|\" | map x", "p | sink as a", "at 100ms: p | sink as b"]).subscribesOnlyToMarbles)
        // A source of the setup is not typed by the learner, even when it is marbles there.
        #expect(!Self.shape(["src | sink as a"], after: ["src = cold \"-1|\""]).subscribesOnlyToMarbles)
        #expect(!Self.shape(["cold \"-1|\" | sink as a", "src | sink as b"], after: ["src = cold \"-1|\""]).subscribesOnlyToMarbles)
        // A statement refused with an error made nothing.
        #expect(!Self.shape(["cold \"-1|\" | nonsense | sink as a"]).subscribesOnlyToMarbles)
    }

    @Test func eachStructuralMistakeIsNamed() {
        let setup = ["flaky = cold \"-1#\"", "subject a", "t = timer 100ms"]
        #expect(Self.diagnose(["flaky | retry 3 | sink"], solution: ["flaky | retry 2 | sink"], setup: setup) == .extraRetry)
        #expect(Self.diagnose(["flaky | retry 2 | sink"], solution: ["flaky | retry 2 | sink"], setup: setup) == nil)
        #expect(Self.diagnose(["a | sink"], solution: ["a | sink"], setup: setup, leaks: (true, false)) == .leak)
        #expect(Self.diagnose(["a | sink"], solution: ["a | sink"], setup: setup, leaks: (true, true)) == nil)
        #expect(Self.diagnose(["m = a | multicast", "m | sink", "connect m", "connect m @100ms"],
                              solution: ["m = a | multicast", "m | sink", "connect m"], setup: setup) == .secondConnection)
        #expect(Self.diagnose(["d = deferred { timer 100ms | autoconnect }", "d | sink", "d | sink"],
                              solution: ["d = t | autoconnect", "d | sink", "d | sink"], setup: setup) == .secondConnection)
        #expect(Self.diagnose(["a | values | for await as out"], solution: ["a | values | for await work 100ms as out"],
                              setup: setup) == .missingWork)
        #expect(Self.diagnose(["a | map x * 2 | filter x > 1 | sink"], solution: ["a | filter x > 1 | map x * 2 | sink"],
                              setup: setup) == .operatorOrder)
        // Other operators altogether: the lane's shape names the mistake.
        #expect(Self.diagnose(["a | map x * 2 | sink"], solution: ["a | filter x > 1 | map x * 2 | sink"], setup: setup) == nil)
    }
}
