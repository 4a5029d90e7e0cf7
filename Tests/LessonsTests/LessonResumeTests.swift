import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// `:next` in a new session resumes the lesson at the step the learner left, an exercise
/// with its setup run again.
@Suite struct LessonResumeTests {
    let folder: TemporaryFolder
    let store: ProgressStore

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(path: folder.path + "/streamlab/progress.json")
    }

    /// A new REPL: a new lesson session on the same progress file, and a new console.
    func restart() throws -> Console {
        let console = Console()
        console.extraCommands = LessonSession(course: try SampleCourse.course(), store: store).commands
        return console
    }

    @Test func nextAfterARestartResumesTheExerciseTheLearnerWasOn() throws {
        let first = try restart()
        _ = first.submit(":lesson debounce")
        _ = first.submit(":next")
        _ = first.submit(":next")
        #expect(store.load().progress.currentStep == 3)

        let later = try restart()
        let resumed = later.submit(":next").output
        #expect(resumed.hasPrefix("Lesson 1/2: Debounce (debounce), back at step 3/3\n\n## Exercise: Last of a burst\n"))
        // The exercise's setup ran again, so the learner can go on and check.
        #expect(later.session.names.definedNames == ["a"])
        _ = later.submit("a | debounce 300ms | sink as out")
        #expect(later.submit(":check").output.hasPrefix("passed: 'out' matches the goal\n"))
    }

    @Test func nextAfterARestartShowsTheDemoStepAgain() throws {
        let first = try restart()
        _ = first.submit(":lesson debounce")
        _ = first.submit(":next")
        let resumed = try restart().submit(":next").output
        #expect(resumed == "Lesson 1/2: Debounce (debounce), back at step 2/3\n\n"
            + "> subject a | debounce 300ms | sink as out\n> :time\nnow: 0ms\n\n(step 2/3 of debounce; :next continues)\n")
    }

    @Test func theFileKeepsItsKeysAndAnOlderFileStillLoads() throws {
        let first = try restart()
        _ = first.submit(":lesson debounce")
        let text = try #require(folder.read("streamlab/progress.json"))
        for key in ["\"currentLesson\"", "\"currentStep\"", "\"passedExercises\""] { #expect(text.contains(key)) }

        try folder.write("streamlab/progress.json", #"{"currentLesson": "hot", "passedExercises": []}"#)
        #expect(store.load().progress.currentStep == nil)
        // Without a step, :next starts the current lesson from its beginning.
        #expect(try restart().submit(":next").output.hasPrefix("Lesson 2/2: Hot and cold (hot)\n\n# Hot and cold"))
    }

    @Test func aStepPastTheEndOfAChangedLessonStartsItAgain() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/streamlab", withIntermediateDirectories: true)
        try folder.write("streamlab/progress.json", #"{"currentLesson": "debounce", "currentStep": 99, "passedExercises": []}"#)
        #expect(try restart().submit(":next").output.hasPrefix("Lesson 1/2: Debounce (debounce)\n\n# Debounce"))
    }
}
