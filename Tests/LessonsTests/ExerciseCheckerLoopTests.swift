import Testing
@testable import Lessons

/// A `for await … as NAME` loop's lane is checked like a sink's: found by its name, the
/// newest of a name when it was typed again, and compared event by event (DESIGN: a loop's
/// lane holds `^` when it starts, each element, `|` when it exits).
@Suite struct ExerciseCheckerLoopTests {
    /// A stream fed 1…4 at 100ms steps, finished at 500ms (ASYNC-SEMANTICS: two loops split it).
    static func exercise(goal: String) throws -> Exercise {
        let setup = "> stream s\n> yield s 1 @100ms, 2 @200ms, 3 @300ms, 4 @400ms\n> finish s @500ms"
        let text = "# T\n## Exercise: loops\n```goal\n\(goal)\n```\n```setup\n\(setup)\n```\n"
        return try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
    }

    let checker = ExerciseChecker()

    @Test func loopLanesAreFoundByName() throws {
        // Waiting loops queue first in, first out: left takes 1 and 3, right 2 and 4.
        let exercise = try Self.exercise(goal: "left: ^1-3-|\nright: ^-2-4|")
        let verdict = checker.check(exercise, inputs: ["s | for await as left", "s | for await as right"])
        #expect(verdict.passed, "\(verdict.report)")
        let swapped = checker.check(exercise, inputs: ["s | for await as right", "s | for await as left"])
        #expect(!swapped.passed)
        #expect(swapped.divergences.first == "expected value 1 at 100ms, got value 2 at 200ms")
    }

    @Test func aLoopsBodyTimeIsChecked() throws {
        // One loop taking 150ms per element: 1@100, 2@250, 3@400, 4@550, exits at 700.
        let exercise = try Self.exercise(goal: "frame: 50ms\nout: ^-1--2--3--4--|")
        #expect(checker.check(exercise, inputs: ["s | for await work 150ms as out"]).passed)
        let quick = checker.check(exercise, inputs: ["s | for await as out"])
        #expect(!quick.passed)
        #expect(quick.mistake == .wrongTimes)
    }

    @Test func aLoopTypedAgainIsCheckedUnderItsName() throws {
        // On a subject bridged with `values`, each loop has its own subscription, so the
        // first try does not disturb the second; the newest 'out' is checked.
        let text = "# T\n## Exercise: again\n```goal\nd: ^1|\nother: ^1|\n```\n```setup\n> subject a\n> send a 1 @100ms\n> complete a @200ms\n```\n"
        let exercise = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
        let inputs = ["a | values | map x * 10 | for await as d", "a | values | for await as d", "a | sink as other"]
        #expect(checker.check(exercise, inputs: inputs).passed)
        #expect(!checker.check(exercise, inputs: Array(inputs.prefix(1)) + ["a | sink as other"]).passed)
    }
}
