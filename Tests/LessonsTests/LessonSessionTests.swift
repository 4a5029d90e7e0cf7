import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

@Suite struct LessonSessionTests {
    let folder: TemporaryFolder
    let store: ProgressStore
    let session: LessonSession
    let console = Console()

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(path: folder.path + "/streamlab/progress.json")
        session = LessonSession(course: try SampleCourse.course(), store: store)
        console.extraCommands = session.commands
    }

    func output(_ input: String) -> String { console.submit(input).combined }

    @Test func nextWarnsOnceBeforeLeavingAnUnsolvedExercise() throws {
        _ = output(":exercise 1")
        #expect(session.exercise?.id == "last-of-a-burst")
        #expect(output(":next") == "'Last of a burst' is not solved yet.\n"
            + ":check checks your answer, :hint gives a hint (:solution opens after two failed checks or the last hint); :next again moves on anyway.\n")
        #expect(output(":next").hasPrefix("Lesson 2/2: Hot and cold (hot)\n"))
    }

    @Test func aSolvedExerciseIsLeftWithoutAWarning() throws {
        _ = output(":exercise 1")
        _ = console.submit("a | debounce 300ms | sink as out")
        #expect(output(":check").hasPrefix("passed:"))
        #expect(output(":next").hasPrefix("Lesson 2/2: Hot and cold (hot)\n"))
    }

    @Test func exerciseCountsFromOneWithinTheCurrentLesson() throws {
        #expect(output(":exercise 2") == "error: no exercise '2' in debounce: it has 1 exercise, numbered from 1\n")
        #expect(output(":exercise 1").hasPrefix("## Exercise: Last of a burst\n"))
        #expect(store.load().progress.currentLesson == "debounce")
        // The demo before it ran unseen in the player's session; the setup in the learner's.
        #expect(console.session.names.definedNames == ["a"])
        _ = output(":lesson hot")
        #expect(output(":exercise 1") == "error: no exercise '1' in hot: it has 0 exercises, numbered from 1\n")
    }

    @Test func aLearnerWalksThroughTheCourse() throws {
        #expect(output(":lessons") == """
            StreamLab
              1. debounce  Debounce  (0/1 exercises passed)
              2. hot       Hot and cold
            (* is the lesson you are on; :lesson NAME starts one, :next continues)

            """)
        #expect(output(":lesson debounce") == """
            Lesson 1/2: Debounce (debounce)

            # Debounce

            Debounce waits for a pause.

            (step 1/3 of debounce; :next continues)

            """)
        #expect(store.load().progress.currentLesson == "debounce")
        #expect(output(":check") == "error: no exercise yet; :next shows the lesson step by step\n")
        #expect(output(":next") == "> subject a | debounce 300ms | sink as out\n> :time\nnow: 0ms\n\n(step 2/3 of debounce; :next continues)\n")
        // Demos ran in the player's session, not the learner's.
        #expect(console.session.names.definedNames.isEmpty)

        let exercise = output(":next")
        #expect(exercise.hasPrefix("## Exercise: Last of a burst\n"))
        #expect(exercise.hasSuffix(":solution opens after two failed checks or the last hint).\n\n(end of debounce; :next starts hot)\n"))
        #expect(console.session.names.definedNames == ["a"])

        #expect(output(":hint") == "hint 1/2: Which operator waits for a pause?\n")
        _ = console.submit("a | throttle 300ms latest | sink as out")
        let failed = output(":check")
        #expect(failed.hasPrefix("not yet: lane 'out' differs from the goal (checked after running to the end)\n"))
        #expect(failed.hasSuffix("first difference: expected value 3 at 600ms, got value 1 at 100ms\nmistake: a stale value that should have been dropped\n(:hint for a hint, :retry to start again from the setup; :solution opens after two failed checks or the last hint)\n"))
        #expect(!store.load().progress.hasPassed("debounce/last-of-a-burst"))

        _ = console.submit("a | debounce 300ms | sink as out2")
        // The report names the learner's lane; with one goal lane any sink name is accepted.
        #expect(output(":check") == """
            passed: 'out2' matches the goal
            A solution:
            > a | debounce 300ms | sink as out
            > run
            t(ms) 0    500  1000   (1 col = 100ms)
            a     -123---45---|
            out   ^-----3----5|
            Debounce emits once the source has been quiet for the interval.
            (:next continues the lesson)

            """)
        #expect(store.load().progress.passedExercises == ["debounce/last-of-a-burst"])
        #expect(output(":lessons").contains("* 1. debounce  Debounce  (done)\n"))

        #expect(output(":next") == "Lesson 2/2: Hot and cold (hot)\n\n# Hot and cold\n\nSubjects are hot.\n\n(end of hot, the last lesson of the course)\n")
        #expect(output(":next") == "That was the last lesson of the course. :lessons lists them all.\n")
        #expect(store.load().progress.currentLesson == "hot")
    }

    @Test func progressIsResumedByANewSession() throws {
        _ = output(":lesson hot")
        let later = LessonSession(course: try SampleCourse.course(), store: store)
        #expect(later.progress.currentLesson == "hot")
        #expect(later.loadWarning == nil)
        let console = Console()
        console.extraCommands = later.commands
        #expect(console.submit(":lesson").output.hasPrefix("Lesson 2/2: Hot and cold (hot)\n"))
    }

    @Test func nextWithoutALessonStartsTheFirst() {
        #expect(output(":next").hasPrefix("Lesson 1/2: Debounce (debounce)\n"))
    }

    @Test func hintsAndSolutionOnRequest() {
        _ = output(":lesson debounce")
        _ = output(":next")
        _ = output(":next")
        #expect(output(":hint") == "hint 1/2: Which operator waits for a pause?\n")
        #expect(output(":hint") == "hint 2/2: 300ms of silence.\n")
        #expect(output(":hint") == "no more hints (that was 2 of 2); :solution shows a solution\n")
        #expect(output(":solution") == """
            A solution (after the setup):
            > a | debounce 300ms | sink as out
            > run
            t(ms) 0    500  1000   (1 col = 100ms)
            a     -123---45---|
            out   ^-----3----5|
            Debounce emits once the source has been quiet for the interval.

            """)
    }

    @Test func theCheckIgnoresLessonCommandsAndInputsBeforeTheExercise() {
        _ = output(":lesson debounce")
        _ = console.submit("subject b | sink as early")
        _ = output(":next")
        _ = output(":next")
        _ = output(":hint")
        _ = output(":solution")
        _ = console.submit("a | debounce 300ms | sink")
        #expect(output(":check").hasPrefix("passed: 'a | debounce 300ms' matches the goal\n"))
    }

    @Test func retryStartsTheExerciseAgainFromItsSetup() {
        _ = output(":lesson debounce")
        _ = output(":next")
        _ = output(":next")
        // Running first moves the clock past every send: the sink made after sees nothing.
        _ = console.submit("run")
        _ = console.submit("a | debounce 300ms | sink as out")
        #expect(output(":check").hasPrefix("not yet: lane 'out' differs from the goal"))
        let again = output(":retry")
        #expect(again.hasPrefix("## Exercise: Last of a burst\n"))
        #expect(console.session.runtime.clock.now == 0)
        _ = console.submit("a | debounce 300ms | sink as out")
        #expect(output(":check").hasPrefix("passed: 'out' matches the goal\n"))
    }

    @Test func aSinkNameTypedAgainInAnExerciseIsCheckedOnTheNewestSink() {
        _ = output(":lesson debounce")
        _ = output(":next")
        _ = output(":next")
        _ = console.submit("a | throttle 300ms latest | sink as out")
        let again = console.submit("a | debounce 300ms | sink as out")
        #expect(!again.hadError)
        #expect(again.output.contains("its lane is now 'out (1)'"))
        #expect(output(":check").hasPrefix("passed: 'out' matches the goal\n"))
    }

    @Test func aTimeAlreadyPastInAnExercisePointsToRetry() {
        _ = output(":lesson debounce")
        _ = output(":next")
        _ = output(":next")
        _ = console.submit("run")
        let errors = console.submit("send a 9 @100ms").errors
        #expect(errors.contains("virtual time only moves forward; :retry starts the exercise again from its setup"))
        // Outside an exercise the advice is not given.
        _ = output(":lesson hot")
        _ = console.submit("subject z; advance to 1s")
        let outside = console.submit("send z 9 @100ms").errors
        #expect(outside.contains("virtual time only moves forward\n"))
        #expect(!outside.contains(":retry"))
    }

    @Test(arguments: [
        (":retry", "error: no exercise yet; :next shows the lesson step by step\n"),
        (":lesson debounse", "error: no lesson named 'debounse' — did you mean 'debounce'?\n"),
        (":lesson zzz", "error: no lesson named 'zzz' — :lessons lists them\n"),
        (":lesson a b", "error: usage: :lesson [NAME]\n"),
        (":next now", "error: usage: :next\n"),
        (":hint", "error: no exercise yet; :next shows the lesson step by step\n"),
        (":solution", "error: no exercise yet; :next shows the lesson step by step\n"),
    ])
    func mistakesAreErrorsNotCrashes(input: String, message: String) {
        let reply = console.submit(input)
        #expect(reply.hadError)
        #expect(reply.combined == message)
    }

    @Test func aCorruptProgressFileIsReportedAndTheSessionStillWorks() throws {
        try FileManagerHelper.write("{broken", to: store.path)
        let session = LessonSession(course: try SampleCourse.course(), store: store)
        #expect(session.loadWarning?.hasPrefix("the progress file \(store.path) is not valid progress") == true)
        #expect(session.progress == Progress())
    }

    @Test func progressThatCannotBeSavedIsAWarningNotAFailure() throws {
        // A file where the folder should be makes every save fail.
        try FileManagerHelper.write("x", to: folder.path + "/blocked")
        let session = LessonSession(course: try SampleCourse.course(), store: ProgressStore(path: folder.path + "/blocked/progress.json"))
        let console = Console()
        console.extraCommands = session.commands
        let reply = console.submit(":lesson hot")
        #expect(reply.output.hasPrefix("Lesson 2/2: Hot and cold (hot)\n"))
        #expect(reply.errors.hasPrefix("warning: cannot save progress to \(folder.path)/blocked/progress.json: "))
        #expect(reply.errors.hasSuffix("\n"))
        #expect(!reply.hadError)
    }
}

enum FileManagerHelper {
    static func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
