import Foundation
import Testing

/// Issue 8 §7: a file that cannot be read is named with the real reason, and it is a usage
/// error (status 2), not an error in the script (status 1).
@Suite struct UnreadableInputTests {
    @Test func aDirectoryIsNamedAsOne() throws {
        let folder = try ScriptFile("")
        let run = CLIRun(["run", folder.directory])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "streamlab: cannot read \(folder.directory): it is a directory\n")
    }

    /// A FIFO nobody writes to would block an `open` for reading forever: it is refused.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try ScriptFile("")
        let fifo = folder.directory + "/script.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = CLIRun(["run", fifo])
        #expect(run.status == 2)
        #expect(run.errors == "streamlab: cannot read \(fifo): not a regular file (it is a FIFO)\n")
    }

    /// As root every file is readable, so the binary runs as `nobody` (uid 65534), the
    /// way an ordinary user meets a file they may not read.
    @Test func anUnreadableFileSaysPermissionDenied() throws {
        let script = try ScriptFile("subject a | sink\n")
        #expect(chmod(script.path, 0) == 0)
        let wrapper = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups" : ""
        let run = try BinaryRun(["run", script.path], wrapper: wrapper)
        #expect(run.status == 2, "\(run.description)")
        #expect(run.errors == "streamlab: cannot read \(script.path): permission denied\n")
    }

    /// `streamlab test FOLDER` reads every `.md` in it; a FIFO among them fails, named, at once.
    @Test(.timeLimit(.minutes(1))) func goldenTestsNameTheReasonToo() throws {
        let folder = try ScriptFile("")
        #expect(mkfifo(folder.directory + "/stuck.md", 0o600) == 0)
        let run = CLIRun(["test", folder.directory])
        #expect(run.status == 1)
        #expect(run.errors == "\(folder.directory)/stuck.md: error: cannot read the file: not a regular file (it is a FIFO)\n")
    }
}
