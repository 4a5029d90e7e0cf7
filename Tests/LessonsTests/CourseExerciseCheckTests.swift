@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// Every exercise of the real course, as a learner meets it in the REPL: start the lesson,
/// step to the exercise with `:next`, type the lesson's own solution, `:check` — it passes.
/// Then `:retry` and a wrong answer (a sink on the setup's first subject without the
/// operator the exercise asks for): `:check` fails with both lanes on one ruler and the
/// first divergence in words.
@Suite struct CourseExerciseCheckTests {
    static var exercises: [(lesson: String, exercise: String)] {
        ((try? CourseGoldenTests.course().lessons) ?? []).flatMap { lesson in
            lesson.exercises.map { (lesson.name, $0.id) }
        }
    }

    /// A console with the lesson commands, at the start of `exercise`.
    static func learner(at exerciseID: String, in lessonName: String) throws -> (Console, LessonSession, Exercise) {
        let course = try CourseGoldenTests.course()
        let session = LessonSession(course: course, store: nil)
        let console = Console(session: Session(settings: TranscriptRunner.pinnedSettings), allowsFileAccess: false)
        console.extraCommands = session.commands
        _ = console.submit(":lesson \(lessonName)")
        var steps = 0
        while session.exercise?.id != exerciseID, steps < 100 {
            _ = console.submit(":next")
            steps += 1
        }
        let exercise = try #require(session.exercise)
        #expect(exercise.id == exerciseID)
        return (console, session, exercise)
    }

    @Test(arguments: exercises.map { "\($0.lesson)/\($0.exercise)" })
    func theSolutionPassesCheckAndAWrongAnswerFails(_ key: String) throws {
        let parts = key.split(separator: "/").map(String.init)
        let (console, session, exercise) = try Self.learner(at: parts[1], in: parts[0])

        for step in exercise.solution { _ = console.submit(step.input) }
        let passed = console.submit(":check").output
        #expect(passed.hasPrefix("passed:"), "\(key): \(passed)")
        #expect(session.progress.hasPassed(exercise.progressKey))

        _ = console.submit(":retry")
        // A wrong answer: a sink straight on the goal's lane name with no operator at all.
        let lane = exercise.goal.lanes.first?.name ?? "out"
        let subject = exercise.setup.compactMap { step -> String? in
            let words = step.input.split(separator: " ")
            return words.first == "subject" || words.first == "current" ? String(words[1]) : nil
        }.first
        let wrongAnswer = subject.map { "\($0) | sink as \(lane)" } ?? "empty | sink as \(lane)"
        _ = console.submit(wrongAnswer)
        let failed = console.submit(":check").output
        #expect(failed.hasPrefix("not yet:"), "\(key): \(failed)")
        #expect(failed.contains("\nexpected "), "\(key): both lanes are drawn")
        #expect(failed.contains("\nactual "), "\(key): both lanes are drawn")
        #expect(failed.contains("first difference:"), "\(key): \(failed)")
    }
}
