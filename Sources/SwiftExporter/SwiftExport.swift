import Marbles
import StreamCore
import StreamDSL
import SwiftSourceText

/// The Combine code of a session: one Swift Testing test that rebuilds every pipeline with
/// real Combine operators on MarbleTesting's scheduler and asserts each sink's lane with the
/// marbles StreamLab recorded. Run on OpenCombine (or Combine), it re-derives the diagram.
public enum SwiftExport {
    /// A session to export: its inputs (statements and `:set` lines), as typed.
    public struct Scenario: Sendable {
        /// The test's name, a Swift identifier (`debounceWaitsForSilence`).
        public var name: String
        public var inputs: [String]
        public init(name: String, inputs: [String]) {
            self.name = name
            self.inputs = inputs
        }
    }

    /// The `@Test` function named `name` for the journaled `entries` (since a `:reset`) of a
    /// session that started with `settings`, or why it cannot be exported faithfully.
    public static func test(named name: String, journal entries: some Collection<JournalEntry>,
                            settings: SessionSettings) -> Result<SwiftExportedTest, SwiftExportSkip> {
        do throws(SwiftExportSkip) {
            let replay = try ExportRun(entries, settings: settings)
            if let message = replay.runtimeError, message == RuntimeMessages.floatingDivisionByZero.message {
                throw .noCombineCounterpart("a stream that StreamLab fails where Swift goes on with inf or nan (\(message))")
            }
            if let message = replay.runtimeError {
                throw .noCombineCounterpart("a stream that StreamLab fails where Swift stops or refuses the program (\(message))")
            }
            if let property = replay.session.runtime.nestedSetRunaway {
                throw .noCombineCounterpart("\(property) set inside its own set without end, where Swift overflows its stack")
            }
            if let hook = replay.session.recording.hooks.runaway {  // Issue 20
                throw .noCombineCounterpart("\(hook) run inside itself without end, where Swift overflows its stack")
            }
            if let late = times(of: replay).first(where: { $0 > latestTime || $0 < -latestTime }) {
                throw .noMarbleTestingCounterpart(
                    "the time \(formatVirtualTime(late)), past the \(formatVirtualTime(latestTime)) the test scheduler's clock can reach")
            }
            var writer = SwiftStatementWriter(replay: replay, frame: frame(of: replay))
            if replay.session.runtime.throttleTookValueWhileSubscribing {
                writer.pipelines.appleOnly(.openCombineDiffers("throttle sends a value delivered while it subscribes; OpenCombine drops it"))
            }
            let body = try writer.write()
            let frameLine = "let m = MarbleScheduler(frame: .milliseconds(\(writer.pipelines.frame)))"
            let usesStart = body.contains { $0.contains("start.distance") }
            let lines = [frameLine] + (usesStart ? ["let start = m.main.now"] : []) + body
            let indented = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "    " + $0 }
            let function = "@Test func \(name)() {\n" + indented.joined(separator: "\n") + "\n}\n"
            return .success(SwiftExportedTest(name: name, function: function, appleOnly: writer.pipelines.appleOnlyReasons))
        } catch {
            return .failure(error)
        }
    }

    /// A self-contained test file: the imports, the `fail` helper when a test uses it, and the tests.
    public static func file(_ tests: [String], header: String) -> String {
        var out = SwiftSourceText.commentLines(header).joined(separator: "\n")
        out += "\n// m.advance(to:) runs the clock to the time of the next statement, as the session did."
        out += "\nimport MarbleTesting\nimport OpenCombineShim\nimport Testing\n"
        if tests.contains(where: { $0.contains("fail(") }) {
            out += "\n/// The language's `fail(message)` in a try operator: throws a `MarbleError`.\n"
            out += "private func fail<T>(_ message: String) throws -> T { throw MarbleError(message) }\n"
        }
        for test in tests { out += "\n" + test }
        return out
    }

    /// The greatest common divisor of every time in the scenario (100ms when all are 0).
    package static func frame(of replay: ExportRun) -> Int {
        let divisor = times(of: replay).reduce(0) { gcd($0, abs($1)) }
        return divisor == 0 ? 100 : divisor
    }

    /// Every time in the scenario: statements, the times they name, events, the end.
    package static func times(of replay: ExportRun) -> [Int] {
        var times: [Int] = [replay.endTime]
        for step in replay.steps {
            times.append(step.time)
            times += SwiftExportScan(sourceFrame: step.frame).times(in: step.statement)
        }
        for lane in replay.session.recording.lanes { times += lane.records.map(\.time) }
        return times
    }

    /// The latest time an exported test can name: MarbleTesting's scheduler counts
    /// nanoseconds in an `Int` (about 146 years, with room to add an interval).
    static let latestTime = Int.max / 2_000_000

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
