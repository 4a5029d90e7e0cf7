@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// A two-lesson course used by the player and lesson-session tests.
enum SampleCourse {
    static let debounce = """
        # Debounce

        name: debounce

        Debounce waits for a pause.

        ```streamlab
        > subject a | debounce 300ms | sink as out
        > :time
        now: 0ms
        ```

        ## Exercise: Last of a burst

        Make a sink that emits only the last value of each burst.

        ```goal
        out: ^-----3----5|
        ```

        ```setup
        > subject a
        > send a 1 @100ms, 2 @200ms, 3 @300ms, 4 @700ms, 5 @800ms
        > complete a @1.2s
        ```

        ### Hint
        Which operator waits for a pause?

        ### Hint
        300ms of silence.

        ### Solution
        Debounce emits once the source has been quiet for the interval.

        ```solution
        > a | debounce 300ms | sink as out
        > run
        t(ms) 0    500  1000   (1 col = 100ms)
        a     -123---45---|
        out   ^-----3----5|
        ```
        """

    static let hot = "# Hot and cold\n\nSubjects are hot.\n"

    static func course() throws -> Course {
        let files = ["01-debounce.md": debounce, "02-hot.md": hot]
        return try Course.parse(index: "# StreamLab\n1. [Debounce](01-debounce.md)\n2. [Hot](02-hot.md)\n", fileName: "course.md") { name in
            files[name].map { (name, $0) }
        }
    }

    /// The goal `out: ^-----3----5|` drawn 80 wide: 100ms columns, labels every 500ms.
    static let goalDiagram = "t(ms) 0    500  1000   (1 col = 100ms)\nout   ^-----3----5|\n"
}

@Suite struct LessonPlayerTests {
    @Test func playsProseThenLiveDemoOutputThenTheExercise() throws {
        let player = LessonPlayer(lesson: try #require(try SampleCourse.course().lesson(named: "debounce")))
        #expect(player.steps.count == 3)
        let expected = """
            # Debounce

            Debounce waits for a pause.

            > subject a | debounce 300ms | sink as out
            > :time
            now: 0ms

            ## Exercise: Last of a burst

            Make a sink that emits only the last value of each burst.

            Goal:
            \(SampleCourse.goalDiagram)
            Set up for you:
            > subject a
            > send a 1 @100ms, 2 @200ms, 3 @300ms, 4 @700ms, 5 @800ms
            > complete a @1.2s

            Type statements until your session draws the goal, then :check (:hint for a hint; :solution opens after two failed checks or the last hint).

            """
        #expect(player.playAll() == expected)
        #expect(player.isFinished)
        #expect(player.next() == nil)
    }

    @Test func theSampleCourseIsItselfGolden() throws {
        for lesson in try SampleCourse.course().lessons {
            let result = TranscriptRunner.check(lesson.document)
            #expect(result.passed, Comment(rawValue: result.diff))
        }
    }

    @Test func demoOutputIsLiveNotCopiedFromTheFile() throws {
        // The file claims `now: 5s`; the player shows what the session prints.
        let lesson = try Lesson.parse("# T\n```streamlab\n> :time\nnow: 5s\n```\n", fileName: "t.md")
        let player = LessonPlayer(lesson: lesson)
        _ = player.next()
        #expect(player.next() == "> :time\nnow: 0ms\n")
    }

    @Test func demosOfALessonShareOneSession() throws {
        let lesson = try Lesson.parse("# T\n```streamlab\n> subject a\n```\ntext\n```streamlab\n> send a 1\n```\n", fileName: "t.md")
        let player = LessonPlayer(lesson: lesson)
        // Without the first demo's `subject a`, the second would print an unknown-name error.
        #expect(player.playAll() == "# T\n\n> subject a\n\ntext\n\n> send a 1\n")
    }

    @Test func multiLineInputsAreEchoedWithContinuations() {
        #expect(LessonPlayer.echo("subject a |\nsink", output: "out") == "> subject a |\n... sink\nout\n")
    }

    @Test func anExerciseStartsInTheLearnersConsoleWithItsSessionReset() throws {
        let lesson = try #require(try SampleCourse.course().lesson(named: "debounce"))
        let learner = Console()
        _ = learner.submit("subject mine")
        _ = learner.submit(":set width 60")
        _ = learner.submit(":set frame 50ms")
        let text = LessonPlayer(lesson: lesson).start(lesson.exercises[0], in: learner)
        #expect(text.hasPrefix("## Exercise: Last of a burst\n"))
        #expect(learner.session.names.definedNames == ["a"])
        // Display settings are the learner's; the others are the checker's.
        #expect(learner.session.settings.width == 60)
        #expect(learner.session.settings.frame == 100)
    }

    @Test func aSetupCannotTouchFilesOrDriveTheLesson() throws {
        let folder = try TemporaryFolder()
        let text = "# T\n## Exercise: e\n```goal\nout: ^1\n```\n```setup\n> :next\n```\n"
        let lesson = try Lesson.parse(text, fileName: "t.md")
        // A lesson file cannot hold a `:save` line (DocumentFileCommandTests); put one in
        // by hand to check the player's own refusal.
        var exercise = lesson.exercises[0]
        exercise.setup.insert(.init(input: ":save leaked.md", inputLines: 7...7, expected: [], expectedLines: 8..<8), at: 0)
        let learner = Console(allowsFileAccess: true, workingDirectory: folder.path)
        let session = LessonSession(course: Course(title: nil, lessons: [lesson]), store: nil)
        // As in the REPL: :save plus the lesson commands.
        learner.extraCommands = TranscriptCommands.all + session.commands
        let shown = LessonPlayer(lesson: lesson).start(exercise, in: learner)
        #expect(shown.contains("> :save leaked.md\nerror: :save is not available here (lessons and transcripts cannot write files)\n"))
        #expect(shown.contains("> :next\nerror: unknown command ':next'"))
        #expect(folder.read("leaked.md") == nil)
        // The learner's console is as it was.
        #expect(learner.allowsFileAccess)
        #expect(learner.extraCommands.map(\.name) == ["save", "load", "lessons", "lesson", "next", "exercise", "check", "hint", "solution", "retry"])
    }
}
