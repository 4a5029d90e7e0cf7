import Foundation
import StreamLabCLI
import Testing

/// Issue 8, section 7: `streamlab test` (and `--update`) on a transcript holding `:save`
/// reports the line and writes nothing; `:load` refuses what is not a regular file by name.
@Suite struct GoldenFileCommandTests {
    @Test(arguments: [false, true])
    func bullet7_streamlabTestRefusesATranscriptThatWouldWrite(update: Bool) throws {
        let file = try ScriptFile("# T\n\n```streamlab\n> :save out.md\n```\n", name: "t.md")
        let outcome = GoldenFiles.check(file.path, update: update)
        #expect(outcome.status == .failed("\(file.path):4: error: ':save' would write a file; transcripts and lessons cannot touch files (type it in the REPL instead)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.directory) == ["t.md"])
    }

    @Test func bullet1_hiddenFilesAreNotTranscripts() throws {
        let file = try ScriptFile("", name: "t.md")
        try "leftover".write(toFile: file.directory + "/.t.md.streamlab-tmp-1-x", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: file.directory + "/.hidden", withIntermediateDirectories: false)
        try "".write(toFile: file.directory + "/.hidden/x.md", atomically: false, encoding: .utf8)
        try "".write(toFile: file.directory + "/.x.md", atomically: false, encoding: .utf8)
        #expect(GoldenFiles.markdownFiles(under: file.directory) == [file.directory + "/t.md"])
    }

    @Test(arguments: [
        ("/tmp", "error: cannot load /tmp: it is a directory\n"),
        ("/dev/zero", "error: cannot load /dev/zero: not a regular file (it is a character device)\n"),
        ("missing.sl", "error: cannot load missing.sl: no such file\n"),
        ("~root/x.sl", "error: cannot load ~root/x.sl: '~user' paths are not supported (write ~/… or a full path)\n"),
    ])
    func bullet7_loadRefusesWhatIsNotARegularFileByName(path: String, message: String) throws {
        let file = try ScriptFile(":load \(path)\n")
        let run = CLIRun(["run", file.path])
        #expect(run.status == 1)
        #expect(run.errors.contains(String(message.dropFirst("error: ".count).dropLast())))
    }

    @Test func bullet7_loadOfAFIFONeverBlocks() throws {
        let file = try ScriptFile("", name: "unused")
        let fifo = file.directory + "/pipe.sl"
        #expect(mkfifo(fifo, 0o644) == 0)
        let script = try ScriptFile(":load \(fifo)\n")
        // No writer ever opens the FIFO: opening it for reading would hang this test.
        let run = CLIRun(["run", script.path])
        #expect(run.errors.contains("cannot load \(fifo): not a regular file (it is a FIFO)"))
        let direct = CLIRun(["run", fifo])
        #expect(direct.errors == "streamlab: cannot read \(fifo): not a regular file (it is a FIFO)\n")
    }
}
