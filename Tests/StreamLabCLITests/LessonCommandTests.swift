import Foundation
import Testing
@testable import StreamLabCLI

/// `streamlab lessons` and `streamlab lesson NAME --no-pause` on the real course, with no
/// standard input, as a script or CI would run them.
@Suite struct LessonCommandTests {
    static let lessonsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons").path

    static func run(_ arguments: [String]) -> CLIRun {
        let state = NSTemporaryDirectory() + "streamlab-lessons-" + UUID().uuidString
        return CLIRun(arguments + ["--lessons", lessonsFolder],
                      environment: ["NO_COLOR": "1", "COLUMNS": "80", "XDG_STATE_HOME": state])
    }

    /// The course's order (`Lessons/course.md`, numbered from 0).
    static let names = ["streamlab", "operator-basics", "combining", "debounce-throttle", "hot-cold", "share-multicast",
                        "subjects", "switchtolatest-flatmap", "ordered-work", "errors", "throwing-errors", "lifetime",
                        "ownership-leaks", "published", "schedulers", "async-bridge", "combine-vs-asyncalgorithms",
                        "tasks-and-cancellation", "async-let-and-task-groups", "bridging-both-ways",
                        "actors", "observation-vs-published", "testing-your-pipelines",
                        "silent-pipeline", "capstone-payment-quote",
                        "capstone-async-await", "capstone-async-algorithms", "choosing-the-tool"]

    /// The errors a lesson's demos show on purpose: `published` sends to an erased subject.
    static let intendedErrors = ["published": "error: 'updates' is erased to AnyPublisher"]

    @Test func theListShowsEveryLessonInOrder() {
        let run = Self.run(["lessons"])
        #expect(run.status == 0)
        let listed = run.output.split(separator: "\n").filter { $0.contains("exercises passed") }
        #expect(listed.count == Self.names.count)
        for (line, name) in zip(listed, Self.names) { #expect(line.contains(" \(name) "), "\(line)") }
        #expect(listed.allSatisfy { $0.contains("(0/") }, "a fresh state folder has nothing passed")
    }

    @Test(arguments: names)
    func eachLessonPlaysStraightThrough(_ name: String) {
        let run = Self.run(["lesson", name, "--no-pause"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("[Enter: next step]"))
        #expect(run.output.contains("\n> "), "demo inputs are echoed")
        #expect(run.output.contains("t(ms)"), "demos draw diagrams")
        var output = run.output
        if let intended = Self.intendedErrors[name] {
            #expect(output.contains(intended), "the demo shows its error")
            output = output.replacingOccurrences(of: intended, with: "")
        }
        // A demo may also show the runtime's trap on purpose (a second loop on an
        // AsyncThrowingStream); no other step may fail.
        let failures = output.split(separator: "\n").filter { $0.contains("error:") && !$0.hasPrefix("error: trap: ") }
        #expect(failures.isEmpty, "no other demo step fails: \(output)")
    }

    @Test func pausingWithoutInputStillEnds() {
        // Standard input is empty: the first pause finds no Enter and the rest plays through.
        let run = Self.run(["lesson", "hot-cold"])
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "[Enter: next step]").count == 2)
    }

    @Test func anExerciseIsShownWithHowToDoItInThePlaygroundAndReadsNothing() {
        // Enter for every pause, and more: no exercise may take a line as an answer.
        let state = NSTemporaryDirectory() + "streamlab-lessons-" + UUID().uuidString
        let run = CLIRun(["lesson", "debounce-throttle", "--lessons", Self.lessonsFolder],
                         input: String(repeating: "\n", count: 100),
                         environment: ["NO_COLOR": "1", "COLUMNS": "80", "XDG_STATE_HOME": state])
        #expect(run.status == 0)
        #expect(!run.output.contains("Type statements until"), "the REPL's instructions are not given where nothing is read")
        for number in 1...2 {
            let howTo = "To do this exercise, start the playground with `streamlab`, then type "
                + "`:lesson debounce-throttle` and `:exercise \(number)`.\n"
            #expect(run.output.contains(howTo), "\(run.output)")
            #expect(!run.output.contains(howTo + "[Enter"), "no pause follows an exercise")
            #expect(!run.output.contains(howTo + "\n[Enter"), "no pause follows an exercise")
        }
        #expect(run.output.contains("Goal:\n"), "the task is shown with its goal")
    }

    @Test func anUnknownLessonIsAnErrorWithASuggestion() {
        let run = Self.run(["lesson", "debounce-throtle", "--no-pause"])
        #expect(run.status == 1)
        #expect(run.errors.contains("no lesson named 'debounce-throtle' — did you mean 'debounce-throttle'?"))
    }
}
