import Foundation
import Testing

/// Issue 8 §4: a full disk, a closed descriptor or a pipe nobody reads never crashes the
/// real binary. The failure is named on standard error (unless that is what failed), the
/// exit status is non-zero, and there is no backtrace.
@Suite struct BrokenStreamTests {
    /// One command line for each subcommand (and the built-in help and version), each of
    /// which writes to standard output when all is well.
    struct Invocation: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        var input = ""
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let lessons = BinaryRun.repository.appendingPathComponent("Lessons").path
    static let transcript = BinaryRun.repository.appendingPathComponent("transcripts/time-ties.md").path
    static let script = "subject a | map x * 10 | sink as m\nsend a 1 @100ms, 2 @200ms\ncomplete a @300ms\n"

    static let writing: [Invocation] = [
        Invocation(arguments: ["--help"]),
        Invocation(arguments: ["--version"]),
        Invocation(arguments: ["run", "--help"]),
        Invocation(arguments: ["help", "run"]),
        Invocation(arguments: ["--generate-completion-script", "bash"]),
        Invocation(arguments: ["repl"], input: "subject a | sink as s\nsend a 1\n:show\n"),
        Invocation(arguments: ["run", "-"], input: script),
        Invocation(arguments: ["run", "-", "--format", "json"], input: script),
        Invocation(arguments: ["lessons", "--lessons", lessons]),
        Invocation(arguments: ["lesson", "hot-cold", "--no-pause", "--lessons", lessons]),
        Invocation(arguments: ["test", transcript]),
    ]

    /// Command lines that write an error to standard error, with their usual exit status.
    static let complaining: [(Invocation, Int32)] = [
        (Invocation(arguments: ["--bogus"]), 2),
        (Invocation(arguments: ["repl"], input: "send nope 1\n"), 3),
        (Invocation(arguments: ["run", "-"], input: "send nope 1\n"), 1),
        (Invocation(arguments: ["lessons", "--lessons", "/nonexistent/streamlab"]), 1),
        (Invocation(arguments: ["lesson", "nope", "--lessons", lessons]), 1),
        (Invocation(arguments: ["test", "/nonexistent/streamlab.md"]), 2),
    ]

    @Test func theInvocationsWriteToStandardOutputWhenAllIsWell() throws {
        for invocation in Self.writing {
            let run = try BinaryRun(invocation.arguments, input: invocation.input)
            #expect(run.status == 0 && !run.output.isEmpty && run.errors.isEmpty, "\(invocation.testDescription): \(run.description)")
        }
    }

    @Test(arguments: writing)
    func standardOutputOnAFullDiskIsReportedOnStandardError(invocation: Invocation) throws {
        let run = try BinaryRun(invocation.arguments, redirections: ">/dev/full", input: invocation.input)
        #expect(run.failedCleanly, "\(run.description)")
        #expect(run.status == 3)
        #expect(run.errors == "streamlab: cannot write to standard output: No space left on device\n", "\(run.description)")
    }

    @Test(arguments: writing)
    func aClosedStandardOutputIsReportedOnStandardError(invocation: Invocation) throws {
        let run = try BinaryRun(invocation.arguments, redirections: ">&-", input: invocation.input)
        #expect(run.failedCleanly, "\(run.description)")
        #expect(run.status == 3)
        #expect(run.errors == "streamlab: cannot write to standard output: Bad file descriptor\n", "\(run.description)")
    }

    @Test(arguments: writing)
    func aPipeWithoutAReaderIsAWriteError(invocation: Invocation) throws {
        let run = try BinaryRun(invocation.arguments, input: invocation.input, outputToClosedPipe: true)
        #expect(run.failedCleanly, "\(run.description)")
        #expect(run.status == 3)
        #expect(run.errors == "streamlab: cannot write to standard output: Broken pipe\n", "\(run.description)")
    }

    @Test(arguments: writing)
    func bothOutputsFullJustExitNonZero(invocation: Invocation) throws {
        let run = try BinaryRun(invocation.arguments, redirections: ">/dev/full 2>/dev/full", input: invocation.input)
        #expect(run.failedCleanly, "\(run.description)")
        #expect(run.status == 3)
    }

    @Test(arguments: complaining)
    func standardErrorOnAFullDiskKeepsTheStatus(invocation: Invocation, status: Int32) throws {
        let normal = try BinaryRun(invocation.arguments, input: invocation.input)
        #expect(!normal.errors.isEmpty, "the invocation should complain: \(normal.description)")
        let run = try BinaryRun(invocation.arguments, redirections: "2>/dev/full", input: invocation.input)
        #expect(run.failedCleanly, "\(run.description)")
        #expect(run.status == status)
        #expect(run.output == normal.output)
    }

    @Test func helpWithAFullStandardErrorStillSucceeds() throws {
        let run = try BinaryRun(["--help"], redirections: "2>/dev/full")
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: streamlab <subcommand>"))
    }

    @Test(arguments: [["run", "-"], ["repl"]])
    func aClosedStandardInputIsReported(arguments: [String]) throws {
        let run = try BinaryRun(arguments, redirections: "<&-")
        #expect(run.failedCleanly, "\(run.description)")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "streamlab: cannot read standard input: Bad file descriptor\n", "\(run.description)")
    }
}
