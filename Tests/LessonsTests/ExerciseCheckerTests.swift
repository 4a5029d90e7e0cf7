import Marbles
import Testing
@testable import Lessons

@Suite struct ExerciseCheckerTests {
    /// SEMANTICS.md's worked example 100ms later (a send at 0ms would happen during the
    /// setup, before the learner subscribes), completed at 1.2s: debounce 300ms emits 3@600
    /// and 5@1100; throttle 300ms latest emits 1@100, 3@400, 4@700, 5@1000.
    static func exercise(goal: String = "out: ^-----3----5|", setup: String? = nil) throws -> Exercise {
        let setupBlock = setup ?? "> subject a\n> send a 1 @100ms, 2 @200ms, 3 @300ms, 4 @700ms, 5 @800ms\n> complete a @1.2s"
        let text = "# T\n## Exercise: burst\n```goal\n\(goal)\n```\n```setup\n\(setupBlock)\n```\n"
        return try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
    }

    let checker = ExerciseChecker()

    @Test func theRightPipelinePasses() throws {
        let verdict = checker.check(try Self.exercise(), inputs: ["a | debounce 300ms | sink as out"])
        #expect(verdict == ExerciseVerdict(passed: true, report: "passed: 'out' matches the goal\n", divergences: []))
    }

    /// A `sink ui` lane with the goal's events, reached off the main queue, still fails: the
    /// debounced values arrive on background unless `receive on main` brings them back.
    @Test func rightEventsOnTheWrongQueueFailAsOffMain() throws {
        let wrong = checker.check(try Self.exercise(), inputs: ["a | debounce 300ms on background | sink ui as out"])
        #expect(!wrong.passed)
        #expect(wrong.mistake == .offMain)
        #expect(wrong.divergences == ["'out' has the goal's events, but 2 value(s) reached it off the main queue (see the notes under the diagram)"])
        #expect(wrong.report.hasSuffix("mistake: values reached a UI sink off the main queue (bring them to main with receive on main)\n"))
        let fixed = checker.check(try Self.exercise(),
                                  inputs: ["a | debounce 300ms on background | receive on main | sink ui as out"])
        #expect(fixed.passed)
    }

    @Test func aWrongPipelineShowsBothLanesOnOneRulerAndTheFirstDifference() throws {
        let verdict = checker.check(try Self.exercise(), inputs: ["a | throttle 300ms latest | sink as out"])
        #expect(!verdict.passed)
        #expect(verdict.divergences == ["expected value 3 at 600ms, got value 1 at 100ms"])
        let lines = verdict.report.split(separator: "\n").map(String.init)
        #expect(lines.first == "not yet: lane 'out' differs from the goal (checked after running to the end)")
        #expect(lines.dropFirst().first?.hasPrefix("t(ms)") == true)
        // Columns of 100ms: ^ in column 0, 3 in column 6, 5 in column 11, | in 12; throttle's
        // 1, 3, 4, 5 in columns 1, 4, 7, 10.
        #expect(lines.contains("expected ^-----3----5|"))
        #expect(lines.contains("actual   ^1--3--4--5-|"))
        #expect(lines.dropLast().last == "first difference: expected value 3 at 600ms, got value 1 at 100ms")
        // Throttle lets 1 and 4 through besides the goal's 3 and 5.
        #expect(lines.last == "mistake: a stale value that should have been dropped")
    }

    @Test func withOneGoalLaneTheLastSinkIsCheckedWhateverItsName() throws {
        #expect(checker.check(try Self.exercise(), inputs: ["a | debounce 300ms | sink"]).passed)
        let wrong = checker.check(try Self.exercise(), inputs: ["a | debounce 200ms | sink"])
        #expect(wrong.report.hasPrefix("not yet: lane 'a | debounce 200ms' differs from the goal (checked after running to the end)\n"))
    }

    @Test func aSecondTryIsCheckedNotTheFirst() throws {
        // A sink name cannot be reused, so a second try gets a new name; it is the one checked.
        let retry = ["a | throttle 300ms latest | sink as out", "a | debounce 300ms | sink as out2"]
        #expect(checker.check(try Self.exercise(), inputs: retry).passed)
        let exploring = ["a | debounce 300ms | sink as out", "a | throttle 300ms latest | sink as other"]
        #expect(checker.check(try Self.exercise(), inputs: exploring).report.contains("lane 'other' differs"))
    }

    @Test func noSinkAtAllSaysHowToMakeOne() throws {
        let verdict = checker.check(try Self.exercise(), inputs: ["q = a | debounce 300ms"])
        #expect(!verdict.passed)
        #expect(verdict.divergences == ["not yet: there is no sink to check; subscribe with '… | sink' (or loop with '… | for await as NAME')"])
        #expect(verdict.report.contains("expected ^-----3----5|"))
    }

    @Test func commandsAreLeftOutOfTheReplayExceptSet() throws {
        // `:reset` and `:show` are not replayed, so the setup's `a` is still there.
        let inputs = [":reset", ":show", "a | debounce 300ms | sink as out"]
        #expect(checker.check(try Self.exercise(), inputs: inputs).passed)
        // `:set frame` is: a marble source typed after it is read with 50ms frames.
        let exercise = try Self.exercise(goal: "out: ^-3|", setup: "> subject a")
        #expect(checker.check(exercise, inputs: [":set frame 50ms", "cold \"----3-|\" | sink as out"]).passed)
        #expect(!checker.check(exercise, inputs: ["cold \"----3-|\" | sink as out"]).passed)
    }

    @Test func sinksMadeByTheSetupAreNotTakenForTheLearners() throws {
        let exercise = try Self.exercise(setup: "> subject a | debounce 300ms | sink as ref\n> send a 1 @100ms, 2 @200ms, 3 @300ms, 4 @700ms, 5 @800ms\n> complete a @1.2s")
        #expect(!checker.check(exercise, inputs: []).passed)
    }

    @Test func withSeveralGoalLanesEachIsFoundByName() throws {
        let exercise = try Self.exercise(goal: "d: ^-----3----5|\nt: ^1--3--4--5-|")
        let both = ["a | debounce 300ms | sink as d", "a | throttle 300ms latest | sink as t"]
        #expect(checker.check(exercise, inputs: both).passed)
        let one = checker.check(exercise, inputs: ["a | debounce 300ms | sink as d"])
        #expect(one.divergences == ["not yet: no lane named 't'; name a sink with '… | sink as t' (or a loop with '… | for await as t')"])
    }

    @Test func aGoalMustMarkTheSubscription() {
        let text = "# T\n## Exercise: e\n```goal\nout: --3|\n```\n"
        #expect(throws: DocumentError([SourceProblem(file: "t.md", line: 4, message: "goal lane 'out' does not mark the subscription: put '^' where the sink subscribes (e.g. 'out: ^--3--|')")])) {
            try Lesson.parse(text, fileName: "t.md")
        }
    }

    @Test func theSubscriptionCounts() throws {
        // `^` takes a frame like any event: `^1|` is subscribed@0, 1@100, finished@200.
        let exercise = try Self.exercise(goal: "out: ^1|", setup: "> subject a\n> send a 1 @100ms\n> complete a @200ms")
        #expect(checker.check(exercise, inputs: ["a | sink as out"]).passed)
        let late = checker.check(exercise, inputs: ["at 100ms: a | sink as out"])
        #expect(late.divergences == ["expected subscription at 0ms, got it at 100ms"])
        #expect(late.mistake == .subscriptionTime)
    }

    @Test func aFailureMessageCountsOnlyWhenTheGoalNamesIt() throws {
        let anyFailure = try Self.exercise(goal: "out: ^-#", setup: "> subject a\n> fail a \"bang\" @200ms")
        #expect(checker.check(anyFailure, inputs: ["a | sink as out"]).passed)
        let named = try Self.exercise(goal: "out: ^-#[boom]", setup: "> subject a\n> fail a \"bang\" @200ms")
        #expect(checker.check(named, inputs: ["a | sink as out"]).divergences == ["at 200ms expected failure \"boom\", got failure \"bang\""])
    }

    @Test func checkingDoesNotNeedTheLearnerToRun() throws {
        // The replay runs the clock to the end itself; a `run` typed by the learner is harmless.
        #expect(checker.check(try Self.exercise(), inputs: ["a | debounce 300ms | sink as out", "run"]).passed)
    }

    @Test func aLessonsOwnSolutionIsChecked() throws {
        let lesson = try #require(try SampleCourse.course().lesson(named: "debounce"))
        #expect(checker.checkSolution(lesson.exercises[0])?.passed == true)
        var broken = lesson.exercises[0]
        broken.solution[0].input = "a | debounce 100ms | sink as out"
        #expect(checker.checkSolution(broken)?.passed == false)
        broken.solution = []
        #expect(checker.checkSolution(broken) == nil)
    }

    @Test func theGoalIsDrawnAsADiagram() throws {
        let diagram = checker.goalDiagram(try Self.exercise().goal)
        #expect(diagram.split(separator: "\n").dropFirst().map(String.init) == ["out   ^-----3----5|"])
    }

    @Test func goalMarbleErrorsAreLocatedInTheFile() {
        let text = "# T\n## Exercise: e\n```goal\n  out:  -(ab--|\n```\n"
        // Two spaces, `out:`, two spaces, `-`: the group opens at file column 10 (1-based).
        #expect(throws: DocumentError([SourceProblem(file: "t.md", line: 4, message: "goal lane 'out': column 10: unclosed group; expected ')'")])) {
            try Lesson.parse(text, fileName: "t.md")
        }
    }
}

@Suite struct HintBookTests {
    @Test func hintsAreNumberedAndEndWithNoMore() {
        var book = HintBook(hints: ["first", "second"])
        #expect(book.next() == "hint 1/2: first\n")
        #expect(book.next() == "hint 2/2: second\n")
        #expect(book.next() == "no more hints (that was 2 of 2); :solution shows a solution\n")
        #expect(book.next() == "no more hints (that was 2 of 2); :solution shows a solution\n")
        #expect(book.given == 2)
    }

    @Test func anExerciseWithoutHintsSaysSo() {
        var book = HintBook(hints: [])
        #expect(book.next() == "this exercise has no hints; :solution shows a solution\n")
    }
}
