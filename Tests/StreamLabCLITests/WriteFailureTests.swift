import Foundation
import LineEditor
import StreamConsole
import StreamDSL
import StreamLabCLI
import Testing

/// How the command line reacts, in process, when a stream it writes to fails: it says so
/// once, stops doing work nobody can see, and exits with status 3.
@Suite struct WriteFailureTests {
    @Test func aFailedStandardOutputIsNamedOnStandardErrorWithStatusThree() {
        let io = CapturedIO()
        io.outputFails = ENOSPC
        let status = StreamLabMain.run(["--version"], io: io)
        #expect(status == StreamLabMain.outputFailedStatus)
        #expect(io.output.isEmpty)
        #expect(io.errors == "streamlab: cannot write to standard output: No space left on device\n")
    }

    @Test func aFailedStandardErrorKeepsAnErrorStatusAndSaysNothingMore() throws {
        let script = try ScriptFile("send nope 1\n")
        let io = CapturedIO()
        io.errorOutputFails = ENOSPC
        #expect(StreamLabMain.run(["run", script.path], io: io) == 1)
        #expect(io.writeFailure == StandardStreamError(.errorOutput, code: ENOSPC))
        #expect(io.output.isEmpty)
    }

    @Test func theReplStopsReadingOnceItsOutputFails() {
        var settings = SessionSettings()
        settings.autoShow = false
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        let editor = ScriptedLineEditor([.line(":time"), .line(":time"), .line(":time")])
        let io = CapturedIO()
        io.outputFails = EBADF
        let status = ReplLoop(editor: editor, console: console, io: io).run()
        #expect(status == 0, "the loop ends normally; StreamLabMain turns the failure into the status")
        #expect(editor.remaining.count == 2, "nothing after the first failed write is read")
        #expect(io.writeFailure == StandardStreamError(.output, code: EBADF))
    }

    @Test func aStandardInputThatCannotBeReadIsAUsageError() {
        let io = CapturedIO()
        io.inputFails = EIO
        #expect(StreamLabMain.run(["run", "-"], io: io) == 2)
        #expect(io.errors == "streamlab: cannot read standard input: Input/output error\n")
    }
}
