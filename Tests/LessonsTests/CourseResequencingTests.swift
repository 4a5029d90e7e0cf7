import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// The course was re-sequenced (a lesson 0, operator basics first, ordered work, errors and
/// lifetime side by side) and steps moved inside lessons. A progress file written before, in
/// main's format (version 1: a lesson name and a step number), must still lead the learner
/// back to the same place, and no pass may be lost.
@Suite struct CourseResequencingTests {
    let folder: TemporaryFolder
    let store: ProgressStore
    let course: Course

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(path: folder.path + "/streamlab/progress.json")
        course = try CourseGoldenTests.course()
        try FileManager.default.createDirectory(atPath: folder.path + "/streamlab", withIntermediateDirectories: true)
    }

    /// A progress file exactly as main's StreamLab wrote it (sorted keys, pretty-printed, version 1).
    func writeOldProgress(lesson: String, step: Int, passed: [String] = []) throws {
        let list = passed.map { "    \"\($0)\"" }.joined(separator: ",\n")
        try folder.write("streamlab/progress.json", """
            {
              "currentLesson" : "\(lesson)",
              "currentStep" : \(step),
              "passedAfterSolution" : [

              ],
              "passedExercises" : [
            \(list)
              ],
              "solutionsSeen" : [

              ],
              "version" : 1
            }

            """)
    }

    /// A new REPL on the progress file.
    func restart() -> (LessonSession, Console) {
        let session = LessonSession(course: course, store: store)
        let console = Console()
        console.extraCommands = session.commands
        return (session, console)
    }

    @Test func theCourseStartsWithLessonZeroAndEndsWithTheCapstone() throws {
        #expect(course.firstNumber == 0)
        #expect(course.lessons.first?.name == "streamlab")
        // The capstone, then the same screen in async/await and AsyncAlgorithms, then the choice.
        #expect(course.lessons.suffix(4).map(\.name) == ["capstone-payment-quote", "capstone-async-await", "capstone-async-algorithms", "choosing-the-tool"])
        #expect(course.lessons.first?.exercises.isEmpty == false)
        // Numbers are the index's: `:lesson 0` is lesson 0, `:lesson 1` operator basics.
        #expect(course.findLesson("0") == .found(course.lessons[0]))
        #expect(course.findLesson("1") == .found(try #require(course.lesson(named: "operator-basics"))))
        let listed = restart().1.submit(":lessons").output
        #expect(listed.hasPrefix("StreamLab\n  0.  streamlab "))
        #expect(listed.contains("\n  24. capstone-payment-quote "))
    }

    @Test func aLessonIsFoundByNameAfterItsNumberChanged() throws {
        // Ordered work was lesson 10; it is 8 now. Its second exercise was old step 11, and
        // is its first now (the first was replaced, and its replacement moved to errors).
        try writeOldProgress(lesson: "ordered-work", step: 11)
        let (session, console) = restart()
        #expect(session.whereYouWere == "You were at lesson 8 (ordered-work), exercise 1 — :next to continue.\n")
        let resumed = console.submit(":next").output
        #expect(resumed.hasPrefix("Lesson 8/\(course.lastNumber): Ordered work (ordered-work), back at step "))
        let first = try #require(course.lesson(named: "ordered-work")?.exercises.first)
        #expect(first.id == "big-photos-upload-slowly")
        #expect(resumed.contains("## Exercise: \(first.title)\n"))
    }

    @Test func aSavedStepFindsTheSameExerciseAfterStepsMoved() throws {
        // A predict-first demo added two steps before debounce-throttle's exercises: old step
        // 11 (its second exercise) is a later step now, and it is still that exercise.
        let lesson = try #require(course.lesson(named: "debounce-throttle"))
        let now = try #require(lesson.exerciseStepNumbers["one-like-per-half-second"])
        #expect(now != 11)
        try writeOldProgress(lesson: "debounce-throttle", step: 11)
        let (session, console) = restart()
        #expect(session.progress.currentStep == now)
        #expect(session.progress.currentExercise == "debounce-throttle/one-like-per-half-second")
        #expect(console.submit(":next").output.contains("## Exercise: One like per half second\n"))
    }

    /// Every exercise the former layout names that the course still has: an old file at its
    /// step resumes at it, wherever it now is.
    @Test func everyFormerExerciseStepMapsToItsExercise() throws {
        var checked = 0
        for (name, steps) in course.formerSteps.exercises {
            let lesson = try #require(course.lesson(named: name), "former-steps names '\(name)', which the course lacks")
            for (step, id) in steps {
                guard let now = lesson.exerciseStepNumbers[id] else { continue }
                let migrated = LessonSession.migrated(Self.oldProgress(lesson: name, step: step), course: course)
                #expect(migrated.currentStep == now, "\(name) step \(step)")
                #expect(migrated.currentExercise == "\(name)/\(id)")
                checked += 1
            }
        }
        #expect(checked >= 30)
    }

    @Test func aFormerDemoStepResumesAfterTheExerciseBeforeIt() throws {
        // Old step 11 of switchtolatest-flatmap was its second exercise; old step 5 a demo
        // before any exercise, so it resumes at the lesson's start.
        let early = LessonSession.migrated(Self.oldProgress(lesson: "switchtolatest-flatmap", step: 5), course: course)
        #expect(early.currentStep == 1)
        #expect(early.currentExercise == nil)
        #expect(early.version == Lessons.Progress.currentVersion)
        // A step after the lesson's last old exercise resumes just after that exercise.
        let lesson = try #require(course.lesson(named: "capstone-payment-quote"))
        let third = try #require(lesson.exerciseStepNumbers["the-quote-state"])
        let between = LessonSession.migrated(Self.oldProgress(lesson: "capstone-payment-quote", step: 13), course: course)
        #expect(between.currentStep == third + 1)
    }

    @Test func aNewFileResumesByTheExerciseItNames() throws {
        var progress = Lessons.Progress(currentLesson: "debounce-throttle")
        progress.currentStep = 2
        progress.currentExercise = "debounce-throttle/one-like-per-half-second"
        try store.save(progress)
        let (session, _) = restart()
        let lesson = try #require(course.lesson(named: "debounce-throttle"))
        let step = try #require(lesson.exerciseStepNumbers["one-like-per-half-second"])
        #expect(step != 2)
        #expect(session.savedStep(in: lesson) == step)
    }

    /// A pass of an exercise the course replaced (debounce-throttle's "save when the typing
    /// stops", now "typing and saving") is kept and listed as retired under `:lessons`; it does
    /// not count as a pass of its replacement, which asks for something else.
    @Test func passesOfReplacedExercisesAreKeptAndShownAsRetired() throws {
        let retired = "debounce-throttle/save-when-the-typing-stops"
        let lesson = try #require(course.lesson(named: "debounce-throttle"))
        #expect(lesson.exerciseStepNumbers["save-when-the-typing-stops"] == nil)
        #expect(lesson.exercises.map(\.id) == ["typing-and-saving", "one-like-per-half-second"])
        #expect(course.formerSteps.exercise(lesson: "debounce-throttle", step: 10) == "save-when-the-typing-stops")
        try writeOldProgress(lesson: "debounce-throttle", step: 1,
                             passed: [retired, "debounce-throttle/one-like-per-half-second"])
        let (session, console) = restart()
        #expect(session.retiredPasses == [retired])
        #expect(!session.progress.hasPassed("debounce-throttle/typing-and-saving"))
        let listed = console.submit(":lessons").output
        #expect(listed.contains("retired (replaced since you passed them; the passes are kept): \(retired)\n"))
        #expect(listed.contains("Debounce vs throttle  (1/2 exercises passed)\n"))
        // Working on and saving keeps the retired pass in the file.
        _ = console.submit(":next")
        let text = try #require(folder.read("streamlab/progress.json"))
        #expect(text.contains("save-when-the-typing-stops"))
        #expect(text.contains("\"version\" : 2"))
    }

    /// Only a retired pass in a lesson: the lesson counts none passed, and `:lessons` still
    /// lists the pass; a file without retired passes shows no retired line.
    @Test func aRetiredPassAloneCountsNoPassOfTheLesson() throws {
        try writeOldProgress(lesson: "errors", step: 1, passed: ["errors/skip-the-broken-item"])
        let listed = restart().1.submit(":lessons").output
        #expect(listed.contains("Errors: retry, replaceError and catch  (0/3 exercises passed)\n"))
        #expect(listed.contains("retired (replaced since you passed them; the passes are kept): errors/skip-the-broken-item\n"))
        try writeOldProgress(lesson: "errors", step: 1, passed: ["errors/three-tries-then-a-fallback"])
        let plain = restart().1.submit(":lessons").output
        #expect(plain.contains("(1/3 exercises passed)\n"))
        #expect(!plain.contains("retired"))
    }

    @Test func theIndexNumbersTheLessonsAndAMalformedFormerStepsLineIsLocated() throws {
        let lesson = "# A\n\n## Exercise: X\n\n```goal\nout: ^1|\n```\n"
        let read = { (name: String) in name == "01-a.md" ? (name, lesson) : nil }
        let index = "# C\n\n0. [A](01-a.md)\n\n```former-steps\na: 3=x\nb 4=y\na: three=x\n```\n"
        do {
            _ = try Course.parse(index: index, fileName: "course.md", readLesson: read)
            Issue.record("a malformed former-steps line must be an error")
        } catch {
            #expect(error.problems.map(\.line) == [7, 8])
            #expect(error.problems.first?.message.hasPrefix("a former-steps line is 'LESSON: STEP=EXERCISE …'") == true)
        }
        let good = try Course.parse(index: "# C\n\n0. [A](01-a.md)\n\n```former-steps\na: 3=x\n```\n",
                                    fileName: "course.md", readLesson: read)
        #expect(good.firstNumber == 0)
        #expect(good.formerSteps.exercise(lesson: "a", step: 3) == "x")
        #expect(try Course.parse(index: "- [A](01-a.md)\n", fileName: "course.md", readLesson: read).firstNumber == 1)
    }

    /// Issue 22 put two concurrency lessons at 17 and 18, so the silent pipeline (17) and the
    /// capstone (18) became 19 and 20, and then actors, Observation and testing at 19 to 21, so
    /// they became 22 and 23. A progress file and an exercise draft saved before, in today's
    /// format, name lessons and exercises, not numbers or files: nothing is lost.
    @Test func aFileSavedBeforeTheConcurrencyLessonsResumesAtTheSameExercise() throws {
        let lesson = try #require(course.lesson(named: "silent-pipeline"))
        let step = try #require(lesson.exerciseStepNumbers["the-retry-that-never-retries"])
        try folder.write("streamlab/progress.json", """
            {
              "currentExercise" : "silent-pipeline/the-retry-that-never-retries",
              "currentLesson" : "silent-pipeline",
              "currentStep" : \(step),
              "passedAfterSolution" : [

              ],
              "passedExercises" : [
                "capstone-payment-quote/the-quote-state",
                "silent-pipeline/the-balance-label-that-stops"
              ],
              "solutionsSeen" : [

              ],
              "version" : 2
            }

            """)
        let draft = ExerciseDraft(exercise: "silent-pipeline/the-retry-that-never-retries", statements: ["a | sink as out"])
        try ExerciseDraftStore(besideProgress: store).save(draft)
        let (session, console) = restart()
        #expect(course.position(of: "silent-pipeline").map(course.number(atPosition:)) == 23)
        #expect(course.position(of: "capstone-payment-quote").map(course.number(atPosition:)) == 24)
        #expect(session.whereYouWere?.hasPrefix("You were at lesson 23 (silent-pipeline), exercise 3") == true,
                "\(session.whereYouWere ?? "nothing")")
        #expect(session.progress.hasPassed("capstone-payment-quote/the-quote-state"))
        #expect(session.progress.hasPassed("silent-pipeline/the-balance-label-that-stops"))
        #expect(session.retiredPasses.isEmpty)
        #expect(ExerciseDraftStore(besideProgress: store).load() == draft)
        let resumed = console.submit(":next").output
        #expect(resumed.hasPrefix("Lesson 23/\(course.lastNumber): Fix the silent pipeline (silent-pipeline), back at step "), "\(resumed)")
        #expect(resumed.contains("## Exercise: The retry that never retries\n"), "\(resumed)")
    }

    static func oldProgress(lesson: String, step: Int) -> Lessons.Progress {
        var progress = Lessons.Progress(currentLesson: lesson)
        progress.currentStep = step
        progress.version = 1
        return progress
    }
}
