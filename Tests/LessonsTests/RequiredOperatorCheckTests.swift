@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// 11.1 as a learner meets it in the REPL: the rule is shown under the goal, an answer that
/// draws the goal without `mapError` is refused by `:check` naming `mapError` and is not
/// recorded as a pass; with `mapError` it passes.
@Suite struct RequiredOperatorCheckTests {
    @Test func nameTheFailureNeedsMapErrorInTheRepl() throws {
        let course = try CourseGoldenTests.course()
        let lesson = try #require(course.lessons.first { $0.exercises.contains { $0.id == "name-the-failure" } })
        let session = LessonSession(course: course, store: nil)
        let console = Console(session: Session(settings: TranscriptRunner.pinnedSettings), allowsFileAccess: false)
        console.extraCommands = session.commands
        var shown = console.submit(":lesson \(lesson.name)").combined
        var steps = 0
        while session.exercise?.id != "name-the-failure", steps < 100 {
            shown = console.submit(":next").combined
            steps += 1
        }
        let exercise = try #require(session.exercise)
        #expect(shown.contains("Use `mapError` in your answer.\n"), "\(shown)")

        // Both lanes right, the failure named by hand in `tryMap`: no `mapError`.
        _ = console.submit("p = raw | tryMap x >= 0 ? x * 10 : fail(\"bad input: negative\")")
        _ = console.submit("p | sink as log")
        _ = console.submit("p | replaceError 0 | sink as screen")
        let refused = console.submit(":check").combined
        #expect(refused.hasPrefix("not yet: your lanes match the goal, but this exercise needs `mapError`"), "\(refused)")
        #expect(refused.contains("mistake: \(MistakeClass.missingOperator.words)"), "\(refused)")
        #expect(!session.progress.hasPassed(exercise.progressKey))

        _ = console.submit(":retry")
        _ = console.submit("p = raw | tryMap x >= 0 ? x * 10 : fail(\"negative\") | mapError \"bad input: \" + x")
        _ = console.submit("p | sink as log")
        _ = console.submit("p | replaceError 0 | sink as screen")
        let passed = console.submit(":check").combined
        #expect(passed.hasPrefix("passed:"), "\(passed)")
        #expect(session.progress.hasPassed(exercise.progressKey))
    }
}
