import Foundation
import Testing
import StreamLabCLI

/// `streamlab test PATH [--update]` on a temporary copy of one of the repository's golden
/// transcripts: it passes as recorded, fails with a diff naming a changed line, and
/// `--update` re-records the expected output while leaving prose and inputs byte for byte.
@Suite struct GoldenCommandTests {
    /// A transcript that is short and prints both diagrams and prose around them.
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("transcripts/time-ties.md").path

    @Test func aRecordedTranscriptPasses() throws {
        let copy = try GoldenCopy(of: Self.sample)
        let run = GoldenRun(["test", copy.path])
        #expect(run.status == 0, "stderr:\n\(run.errors)")
        #expect(run.output.contains("1 passed, 0 failed"), "stdout:\n\(run.output)")
        #expect(run.errors.isEmpty)
        #expect(try copy.text() == copy.original, "checking must not touch the file")
    }

    @Test func aChangedExpectedLineFailsWithADiffShowingIt() throws {
        let copy = try GoldenCopy(of: Self.sample)
        let (index, recorded) = try #require(GoldenCopy.outputLines(of: copy.original).first)
        try copy.replaceLine(index, with: recorded + "X")

        let run = GoldenRun(["test", copy.path])
        #expect(run.status == 1)
        #expect(run.output.contains("0 passed, 1 failed"), "stdout:\n\(run.output)")
        let diffLines = run.errors.split(separator: "\n").map(String.init)
        #expect(diffLines.contains("-" + recorded + "X"), "the diff should show the expected line:\n\(run.errors)")
        #expect(diffLines.contains("+" + recorded), "the diff should show what was printed:\n\(run.errors)")
        // The hunk names the file line of the changed expectation (1-based).
        #expect(run.errors.contains("@@ line \(index + 1) @@"), "stderr:\n\(run.errors)")
    }

    /// A document's text reaches the terminal through the diff: its ESC, BEL and CR are shown
    /// as escapes, so a shared transcript cannot set the window title or rewrite a line.
    @Test func aFailureDiffShowsControlCharactersEscaped() throws {
        let copy = try GoldenCopy(text: "# Escapes\n\n```streamlab\n> :time\nnow: 0ms \u{1b}]0;pwned\u{7} a\rb\n```\n")
        let run = GoldenRun(["test", copy.path])
        #expect(run.status == 1)
        #expect(run.errors.contains(#"-now: 0ms \u{1b}]0;pwned\u{7} a\rb"#), "stderr:\n\(run.errors)")
        #expect(run.errors.contains("+now: 0ms"), "stderr:\n\(run.errors)")
        #expect(!run.errors.contains { $0 == "\u{1b}" || $0 == "\u{7}" || $0 == "\r" })
    }

    @Test func updateRestoresTheOutputAndLeavesProseAndInputsAlone() throws {
        let copy = try GoldenCopy(of: Self.sample)
        let (index, recorded) = try #require(GoldenCopy.outputLines(of: copy.original).first)
        try copy.replaceLine(index, with: recorded + "X")
        let changed = try copy.text()

        let update = GoldenRun(["test", "--update", copy.path])
        #expect(update.status == 0, "stderr:\n\(update.errors)")
        #expect(update.output.contains("updated \(copy.path)"), "stdout:\n\(update.output)")

        let updated = try copy.text()
        let outputIndices = Set(GoldenCopy.outputLines(of: changed).map(\.index))
        let before = GoldenCopy.lines(changed)
        let after = GoldenCopy.lines(updated)
        #expect(after.count == before.count)
        for (number, line) in before.enumerated() where !outputIndices.contains(number) {
            #expect(number < after.count && after[number] == line, "line \(number + 1) changed: \(line)")
        }
        // Only the one differing step was re-recorded: the file is the original again.
        #expect(updated == copy.original)

        let again = GoldenRun(["test", copy.path])
        #expect(again.status == 0, "stderr:\n\(again.errors)")
        #expect(again.output.contains("1 passed, 0 failed"))
    }

    /// The workflow of writing a transcript: inputs without output, then `--update`.
    @Test func updateRecordsATranscriptWrittenWithoutOutput() throws {
        let inputsOnly = GoldenCopy.lines(try String(contentsOfFile: Self.sample, encoding: .utf8))
        let outputIndices = Set(GoldenCopy.outputLines(of: inputsOnly.joined(separator: "\n")).map(\.index))
        let stripped = inputsOnly.enumerated().filter { !outputIndices.contains($0.offset) }.map(\.element)
        let copy = try GoldenCopy(text: stripped.joined(separator: "\n"))

        #expect(GoldenRun(["test", copy.path]).status == 1, "a transcript without output must fail")
        #expect(GoldenRun(["test", "--update", copy.path]).status == 0)
        let updated = GoldenCopy.lines(try copy.text())
        let recordedIndices = Set(GoldenCopy.outputLines(of: updated.joined(separator: "\n")).map(\.index))
        let kept = updated.enumerated().filter { !recordedIndices.contains($0.offset) }.map(\.element)
        #expect(kept == stripped, "prose and inputs must stay as written, in order")
        #expect(!recordedIndices.isEmpty)
        #expect(GoldenRun(["test", copy.path]).status == 0)
    }

    @Test func aMissingPathIsAnError() {
        let run = GoldenRun(["test", "/nonexistent/streamlab/transcript.md"])
        #expect(run.status == 2, "a missing input is a usage error")
        #expect(run.errors.contains("no such file or folder"))
    }
}

/// One captured run of the command line.
private struct GoldenRun {
    let status: Int32
    let output: String
    let errors: String

    init(_ arguments: [String]) {
        let io = CapturedIO()
        status = StreamLabMain.run(arguments, io: io)
        output = io.output
        errors = io.errors
    }
}

/// A transcript in a fresh temporary folder, removed when released.
private final class GoldenCopy {
    let directory: String
    let path: String
    /// The text the copy started with.
    let original: String

    convenience init(of source: String) throws {
        try self.init(text: try String(contentsOfFile: source, encoding: .utf8))
    }

    init(text: String) throws {
        directory = NSTemporaryDirectory() + "streamlab-golden-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/sample.md"
        original = text
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func text() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func replaceLine(_ index: Int, with line: String) throws {
        var lines = Self.lines(try text())
        lines[index] = line
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The expected-output lines of the `streamlab` blocks (0-based index and text): inside
    /// such a block, every non-blank line that is neither an input (`> `, a lone `>`) nor
    /// a continuation (`... `).
    static func outputLines(of text: String) -> [(index: Int, text: String)] {
        var result: [(index: Int, text: String)] = []
        var inBlock = false
        for (index, line) in lines(text).enumerated() {
            if line.hasPrefix("```") {
                inBlock = !inBlock && line.hasPrefix("```streamlab")
                continue
            }
            guard inBlock, !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            if line.hasPrefix("> ") || line == ">" || line.hasPrefix("... ") { continue }
            result.append((index, line))
        }
        return result
    }
}
