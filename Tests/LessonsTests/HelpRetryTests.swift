@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// `:help retry` in a lesson console shows the `retry N` operator and the `:retry` command.
@Suite struct HelpRetryTests {
    func console() throws -> Console {
        let console = Console()
        console.extraCommands = LessonSession(course: try SampleCourse.course(), store: nil).commands
        return console
    }

    @Test func helpRetryShowsTheOperatorAndTheCommand() throws {
        let page = try console().submit(":help retry").output
        #expect(page.hasPrefix("operator retry:\nretry N\n"))
        #expect(page.contains("\n\ncommand :retry:\n:retry\n  start the exercise again from its setup\n"))
    }

    @Test func helpColonRetryShowsOnlyTheCommand() throws {
        #expect(try console().submit(":help :retry").output == ":retry\n  start the exercise again from its setup\n")
    }

    @Test func aWordWithOneMeaningHasNoHeading() throws {
        #expect(try console().submit(":help debounce").output.hasPrefix("debounce DURATION"))
    }
}
