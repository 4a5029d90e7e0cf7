import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// Predict first: a demo with a `:predict` step asks the learner before its diagram, and the
/// reveal compares the learner's own prediction; in an exercise `:predict` reads the goal's
/// frame and legend keys.
@Suite struct PredictFirstTests {
    static let lesson = """
        # Predict

        ```streamlab
        > subject a
        > a | debounce 300ms | sink as out
        > send a 1 @0ms, 2 @100ms
        > complete a @900ms
        > :predict out ^---2----|
        prediction for 'out' noted; the next run or advance compares it
        > run
        t(ms) 0    500   (1 col = 100ms)
        a     12-------|
        out   ^---2----|
        prediction for 'out': right
        ```
        """

    /// A course whose one exercise has a 50ms goal with keyed values (`A = 10`, `B = 20`).
    static let keyedExercise = """
        # Keys

        ## Exercise: Times ten

        Multiply by ten.

        ```goal
        frame: 50ms
        out: ^[10]---[20]-|
        ```

        ```setup
        > subject a
        > send a 1 @50ms, 2 @250ms
        > complete a @350ms
        ```

        ```solution
        > a | map x * 10 | sink as out
        > run
        t(ms) 0   (1 col = 100ms)
        a     -1-2|
        out   ^A-B|
              A = 10   B = 20
        ```
        """

    @Test func everyLessonHasAPredictFirstDemoWhoseAnswerIsRight() throws {
        let course = try CourseGoldenTests.course()
        for lesson in course.lessons {
            var count = 0
            for (index, step) in lesson.steps.enumerated() {
                guard case .predict(let question) = step else { continue }
                count += 1
                // The reveal is the rest of the demo; the file's recorded output (golden-checked
                // against the session) says the author's prediction was right.
                guard lesson.steps.indices.contains(index + 1), case .demo(let reveal) = lesson.steps[index + 1] else {
                    Issue.record("\(lesson.name): the prediction of '\(question.lane)' has no reveal after it")
                    continue
                }
                let verdict = reveal.flatMap(\.expected).first { $0.hasPrefix("prediction for '\(question.lane)': ") }
                #expect(verdict == "prediction for '\(question.lane)': right", "\(lesson.name)")
            }
            #expect(count >= 1, "\(lesson.name) has no predict-first demo")
        }
    }

    @Test func theQuestionComesBeforeTheDiagramAndTheRevealComparesTheLearnersPrediction() throws {
        let lesson = try Lesson.parse(Self.lesson, fileName: "p.md")
        #expect(TranscriptRunner.check(lesson.document).passed)
        #expect(lesson.steps.count == 4)  // title prose, demo, question, reveal
        let player = LessonPlayer(lesson: lesson)
        let learner = Console()
        _ = player.next(learner: learner)
        #expect(player.next(learner: learner) == """
            > subject a
            > a | debounce 300ms | sink as out
            > send a 1 @0ms, 2 @100ms
            > complete a @900ms

            """)
        let question = try #require(player.next(learner: learner))
        #expect(question == "Predict first: what will lane 'out' show? Type `:predict out MARBLES` (one character = 100ms, from 0ms), then `:next` runs it and compares.\n")
        #expect(!question.contains("^---2----|"))
        // The learner guesses throttle's behaviour; the reveal says where it differs.
        #expect(learner.submit(":predict out ^1--2-----|").output.contains("noted"))
        let reveal = try #require(player.next(learner: learner))
        #expect(reveal.contains("out   ^---2----|\nprediction for 'out': not quite\n"))
        #expect(reveal.contains("first difference: predicted value 1 at 100ms, got value 2 at 400ms"))
        #expect(learner.prediction == nil)
    }

    @Test func aQuestionAsksInTheFrameTheAnswerUses() throws {
        let course = try CourseGoldenTests.course()
        let lesson = try #require(course.lesson(named: "async-bridge"))
        let question = try #require(lesson.steps.lazy.compactMap { step -> PredictFirst? in
            if case .predict(let question) = step { question } else { nil }
        }.first)
        #expect(question.answerFrame == "50ms")
        #expect(question.question(inTheRepl: true, frame: 100).contains("`:predict handled MARBLES frame 50ms` (one character = 50ms, from 0ms)"))
    }

    @Test func aRevealWithoutAPredictionJustDraws() throws {
        let player = LessonPlayer(lesson: try Lesson.parse(Self.lesson, fileName: "p.md"))
        player.showsExercisesAsTasks = true
        let text = player.playAll()
        #expect(text.contains("Predict first: what will lane 'out' show? Think it through before the next step draws it.\n"))
        #expect(text.contains("out   ^---2----|\n"))
        #expect(!text.contains("prediction for"))
    }

    @Test func skippingPastAPredictFirstDemoRunsItUnseenWithoutTheAnswer() throws {
        let player = LessonPlayer(lesson: try Lesson.parse(Self.lesson, fileName: "p.md"))
        player.skip(to: 4)
        #expect(player.console.prediction == nil)
        #expect(player.console.session.recording.lanes.map(\.name).contains("out"))
    }

    @Test func inAnExercisePredictReadsTheGoalsFrameAndKeys() throws {
        let course = try Course.parse(index: "# C\n1. [Keys](01-keys.md)\n", fileName: "course.md") { name in
            name == "01-keys.md" ? (name, Self.keyedExercise) : nil
        }
        let session = LessonSession(course: course, store: nil)
        let console = Console()
        console.extraCommands = session.commands
        let started = console.submit(":next").output + console.submit(":next").output
        // The goal draws 10 and 20 as keys A and B, 50ms per column.
        #expect(started.contains("A = 10"))
        _ = console.submit("a | map x * 10 | sink as out")
        // `^A---B-|` in the goal's 50ms frame, with its keys: right.
        #expect(console.submit(":predict out ^A---B-|").output.contains("noted"))
        #expect(console.submit("run").output.hasSuffix("prediction for 'out': right\n"))
        // A wrong guess is drawn with the goal's keys, as :check draws it.
        _ = console.submit(":retry")
        _ = console.submit("a | map x * 10 | sink as out")
        _ = console.submit(":predict out ^B---A-|")
        let outcome = console.submit("run").output
        #expect(outcome.contains("prediction for 'out': not quite"))
        #expect(outcome.contains("first difference: at 50ms predicted value 20, got value 10"))
        #expect(outcome.contains("A = 10") && outcome.contains("B = 20"))
        _ = console.submit(":retry")
        _ = console.submit("a | map x * 100 | sink as out")
        let check = console.submit(":check").output
        #expect(check.contains("A = 10") && check.contains("B = 20"))
    }

    @Test func outsideAnExerciseTheSessionsFrameAndLiteralValuesHold() throws {
        let course = try Course.parse(index: "# C\n1. [Keys](01-keys.md)\n2. [P](02-p.md)\n", fileName: "course.md") { name in
            name == "01-keys.md" ? (name, Self.keyedExercise) : name == "02-p.md" ? (name, Self.lesson) : nil
        }
        let session = LessonSession(course: course, store: nil)
        let console = Console()
        console.extraCommands = session.commands
        _ = console.submit(":next")
        _ = console.submit(":lesson 2")
        #expect(console.predictionContext == nil)
    }
}

/// `:predict NAME MARBLES frame D`: the last two words set the frame, they are no values.
@Suite struct PredictFrameOptionTests {
    func predict(_ line: String) -> String {
        let console = Console()
        _ = console.submit("subject a")
        _ = console.submit("a | sink as out")
        _ = console.submit("send a 1 @50ms, 2 @150ms")
        _ = console.submit("complete a @200ms")
        let noted = console.submit(line).combined
        guard noted.contains("noted") else { return noted }
        let output = console.submit("run").output
        return String(output[output.range(of: "prediction for")!.lowerBound...])
    }

    @Test func aFrameAfterTheMarblesIsTheFrame() {
        #expect(predict(":predict out ^1-2| frame 50ms") == "prediction for 'out': right\n")
        // Read at the session's 100ms, the same marbles are late.
        #expect(predict(":predict out ^1-2|").hasPrefix("prediction for 'out': not quite\n"))
    }

    @Test func aBadFrameIsALocatedErrorAndNotesNothing() {
        let console = Console()
        let reply = console.submit(":predict out ^1-2| frame 5x").combined
        #expect(reply.hasPrefix("error: bad marble diagram: 'frame 5x': expected a duration such as 50ms"))
        #expect(console.prediction == nil)
    }

    @Test func theWordFrameAloneIsStillMarbles() {
        // Only `frame D` as the last two words is the option.
        #expect(predict(":predict out frame").hasPrefix("prediction for 'out': not quite\n"))
    }
}
