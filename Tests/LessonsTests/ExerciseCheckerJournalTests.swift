import Testing
@testable import Lessons
import StreamDSL

/// `:check` runs the learner's journal again (syntax trees and `:set`s), not their text.
@Suite struct ExerciseCheckerJournalTests {
    let checker = ExerciseChecker()

    /// The learner's session: the exercise's setup, then `inputs`; its journal after the setup.
    static func answer(_ exercise: Exercise, _ inputs: [String]) -> [JournalEntry] {
        let console = TranscriptRunner().makeConsole()
        for step in exercise.setup { _ = console.submit(step.input) }
        let mark = console.session.journal.count
        for input in inputs { _ = console.submit(input) }
        return Array(console.session.journal.entries.dropFirst(mark))
    }

    @Test func theJournalOfARightAnswerPassesAndOfAWrongOneFails() throws {
        let exercise = try ExerciseCheckerTests.exercise()
        let right = checker.check(exercise, answer: Self.answer(exercise, [":show", "a | debounce 300ms | sink as out", ":log"]))
        #expect(right == ExerciseVerdict(passed: true, report: "passed: 'out' matches the goal\n", divergences: []))
        let wrong = checker.check(exercise, answer: Self.answer(exercise, ["a | throttle 300ms latest | sink as out"]))
        #expect(wrong.divergences == ["expected value 3 at 600ms, got value 1 at 100ms"])
    }

    /// What runs is the statement's tree: its text, kept for messages, is not parsed again.
    @Test func theSyntaxTreeRunsNotTheText() throws {
        let exercise = try ExerciseCheckerTests.exercise()
        var entries = Self.answer(exercise, ["a | debounce 300ms | sink as out"])
        guard case .statement(var journaled) = entries[0].kind else {
            Issue.record("not a statement")
            return
        }
        journaled.statement.text = "a | throttle 300ms latest | sink as out"
        entries[0] = JournalEntry(.statement(journaled))
        #expect(checker.check(exercise, answer: entries).passed)
    }

    /// A `:set` is journaled with its effect and runs again: the frame changes what a marble
    /// source means.
    @Test func aSettingRunsAgainBeforeTheStatementsAfterIt() throws {
        let exercise = try ExerciseCheckerTests.exercise(goal: "out: ^-1-2|", setup: "> subject a")
        let inputs = [":set frame 50ms", #"cold "--1-2|" | sink as out"#]
        let entries = Self.answer(exercise, inputs)
        #expect(entries.first?.kind == .setting(SettingChange(key: "frame", old: "100ms", new: "50ms")))
        #expect(checker.check(exercise, answer: entries).passed == checker.check(exercise, inputs: inputs).passed)
        // At 50ms a frame the source is twice as fast as the goal (drawn at 100ms a frame).
        #expect(!checker.check(exercise, answer: entries).passed)
        #expect(checker.check(exercise, answer: entries.dropFirst()).passed)
    }
}
