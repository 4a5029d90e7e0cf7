import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// Issue 21 item 6: `:solution` answers only after the learner's own attempts (two failed
/// checks, or the last hint), and a pass after seeing it is recorded and shown as such.
@Suite struct SolutionAfterAttemptsTests {
    let folder: TemporaryFolder
    let store: ProgressStore
    let console = Console()

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(path: folder.path + "/streamlab/progress.json")
        console.extraCommands = LessonSession(course: try SampleCourse.course(), store: store).commands
        _ = console.submit(":exercise 1")
    }

    func output(_ input: String) -> String { console.submit(input).combined }

    static let wrong = "a | throttle 300ms latest | sink as out"
    static let right = "a | debounce 300ms | sink as out"
    static let solutionHeading = "A solution (after the setup):\n> a | debounce 300ms | sink as out\n"

    @Test func refusedUntilTwoChecksFailed() {
        #expect(output(":solution")
            == "error: the solution opens after your own attempts: 2 more failed :checks, or 2 more :hints\n")
        _ = console.submit(Self.wrong)
        #expect(output(":check").hasPrefix("not yet:"))
        let refused = console.submit(":solution")
        #expect(refused.hadError)
        #expect(refused.combined == "error: the solution opens after your own attempts: 1 more failed :check, or 2 more :hints\n")
        #expect(output(":check").hasPrefix("not yet:"))
        #expect(output(":solution").hasPrefix(Self.solutionHeading))
    }

    @Test func refusedUntilTheLastHintWasShown() {
        _ = output(":hint")
        #expect(output(":solution")
            == "error: the solution opens after your own attempts: 2 more failed :checks, or 1 more :hint\n")
        _ = output(":hint")
        #expect(output(":solution").hasPrefix(Self.solutionHeading))
        // Seen, not passed: the file says so, and a later run still knows it.
        #expect(store.load().progress.hasSeenSolution("debounce/last-of-a-burst"))
        #expect(!store.load().progress.hasPassed("debounce/last-of-a-burst"))
    }

    @Test func aRefusalChangesNothing() {
        _ = output(":solution")
        #expect(!FileManager.default.fileExists(atPath: store.path) || !store.load().progress.hasSeenSolution("debounce/last-of-a-burst"))
        _ = console.submit(Self.right)
        #expect(output(":check").hasPrefix("passed:"))
        #expect(!store.load().progress.passedOnlyAfterSolution("debounce/last-of-a-burst"))
        #expect(output(":lessons").contains("1. debounce  Debounce  (done)\n"))
    }

    @Test func aPassAfterTheSolutionIsRecordedAndShownAfterARestart() throws {
        _ = console.submit(Self.wrong)
        _ = output(":check")
        _ = output(":check")
        _ = output(":solution")
        _ = console.submit(Self.right)
        let passed = output(":check")
        #expect(passed.hasPrefix("passed:"))
        #expect(passed.contains("(recorded as passed after the solution; :lessons shows it so)\n"))
        #expect(output(":lessons").contains("1. debounce  Debounce  (done; 1 after the solution)\n"))

        // A new REPL on the same file.
        let later = Console()
        later.extraCommands = LessonSession(course: try SampleCourse.course(), store: store).commands
        #expect(later.submit(":lessons").output.contains("1. debounce  Debounce  (done; 1 after the solution)\n"))
        let text = try #require(folder.read("streamlab/progress.json"))
        // The file holds it under its own key (JSON writes "/" as "\/").
        #expect(text.contains("\"passedAfterSolution\" : [\n    \"debounce\\/last-of-a-burst\"\n  ]"), "\(text)")
    }

    @Test func oncePassedTheSolutionIsOpenAndThePassStaysTheLearners() {
        _ = console.submit(Self.right)
        _ = output(":check")
        #expect(output(":solution").hasPrefix(Self.solutionHeading))
        #expect(!store.load().progress.hasSeenSolution("debounce/last-of-a-burst"))
        #expect(output(":lessons").contains("(done)\n"))
    }
}

/// The progress file's new fields: older files read as "not seen", and a pass of the learner's
/// own in one REPL wins over a pass after the solution in another.
@Suite struct ProgressSolutionFieldTests {
    @Test func anOlderFileReadsAsNotSeen() throws {
        let progress = try JSONDecoder().decode(Progress.self, from: Data(#"{"passedExercises": ["l/e"]}"#.utf8))
        #expect(progress.hasPassed("l/e"))
        #expect(!progress.hasSeenSolution("l/e"))
        #expect(!progress.passedOnlyAfterSolution("l/e"))
    }

    @Test func aPassAfterTheSolutionNamesAPass() throws {
        // Hand-edited: an "after the solution" entry for an exercise never passed is dropped.
        let progress = try JSONDecoder().decode(Progress.self, from: Data(
            #"{"passedExercises": ["l/a"], "passedAfterSolution": ["l/a", "l/b"], "solutionsSeen": ["l/a"]}"#.utf8))
        #expect(progress.passedAfterSolution == ["l/a"])
    }

    @Test func theLearnersOwnPassWinsWhenMerged() {
        var own = Progress()
        own.markPassed("l/e")
        var helped = Progress()
        helped.markSolutionSeen("l/e")
        helped.markPassed("l/e")
        #expect(helped.passedOnlyAfterSolution("l/e"))
        #expect(!helped.merging(own).passedOnlyAfterSolution("l/e"))
        #expect(!own.merging(helped).passedOnlyAfterSolution("l/e"))
        #expect(own.merging(helped).hasSeenSolution("l/e"))
        var other = Progress()
        other.markPassed("l/f")
        #expect(helped.merging(other).passedOnlyAfterSolution("l/e"))
    }

    @Test func seeingTheSolutionAfterAPassDoesNotTaintIt() {
        var progress = Progress()
        progress.markPassed("l/e")
        progress.markSolutionSeen("l/e")
        let isNew = progress.markPassed("l/e")
        #expect(!isNew)
        #expect(!progress.passedOnlyAfterSolution("l/e"))
    }
}
