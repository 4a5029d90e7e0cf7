import Foundation
import Lessons
import LineEditor
import StreamConsole
import StreamDSL
import StreamLabCLI
import Testing

/// Issue 17 §5: a shared script cannot replace the user's files. `:export` (and `:save`)
/// from a script runs only with `streamlab run --allow-writes`, or in the REPL when the
/// person at the terminal says yes; typed at the prompt they run as always.
@Suite struct ScriptWriteTests {
    static let precious = "precious\n"
    /// A script whose second line overwrites `target.svg` beside it.
    static let hostile = "subject a | sink as s\n:export svg target.svg\nsend a 1\n"

    /// A folder holding `evil.sl` and a `target.svg` worth keeping.
    static func folder(script: String = hostile, name: String = "evil.sl") throws -> ScriptFile {
        let file = try ScriptFile(script, name: name)
        try precious.write(toFile: file.directory + "/target.svg", atomically: true, encoding: .utf8)
        return file
    }

    static func target(_ file: ScriptFile) throws -> String {
        try String(contentsOfFile: file.directory + "/target.svg", encoding: .utf8)
    }

    @Test func runRefusesAScriptThatWritesAFileWithALocatedError() throws {
        let file = try Self.folder()
        let run = CLIRun(["run", file.path])
        #expect(run.status == 1)
        #expect(run.errors.contains(
            "\(file.path):2:1: error: :export writes a file, which a script may not do unless run with --allow-writes\n"),
            "\(run.errors)")
        #expect(run.errors.contains("2 | :export svg target.svg\n"))
        #expect(try Self.target(file) == Self.precious)
    }

    @Test func runWithAllowWritesWritesTheFile() throws {
        let file = try Self.folder()
        let run = CLIRun(["run", "--allow-writes", file.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try Self.target(file).hasPrefix("<svg") || Self.target(file).hasPrefix("<?xml"))
    }

    @Test func aScriptLoadedByARunScriptIsRefusedToo() throws {
        let file = try Self.folder(script: Self.hostile, name: "inner.sl")
        let outer = file.directory + "/outer.sl"
        try ":load inner.sl\n".write(toFile: outer, atomically: true, encoding: .utf8)
        let run = CLIRun(["run", outer])
        #expect(run.status == 1)
        #expect(run.errors.contains("inner.sl:2:1: error: :export writes a file"), "\(run.errors)")
        #expect(try Self.target(file) == Self.precious)
    }

    /// The REPL over a scripted editor: `answers` follow the `:load` line.
    /// `wiresInterrupt`: the session stops on Ctrl-C as the REPL's does (the process-wide flag).
    static func repl(_ file: ScriptFile, asks: Bool, answers: [LineReadResult], wiresInterrupt: Bool = false)
        -> (editor: ScriptedLineEditor, io: CapturedIO) {
        var settings = SessionSettings()
        settings.autoShow = false
        let console = Console(session: Session(settings: settings), allowsFileAccess: true, workingDirectory: file.directory)
        console.extraCommands += TranscriptCommands.all
        if wiresInterrupt { console.session.interruptRequested = { Interrupt.isRequested() } }
        let editor = ScriptedLineEditor([.line(":load evil.sl")] + answers)
        let io = CapturedIO()
        _ = ReplLoop(editor: editor, console: console, io: io, asksBeforeScriptWrites: asks).run()
        return (editor, io)
    }

    @Test func loadWithoutATerminalRefuses() throws {
        let file = try Self.folder()
        let (editor, io) = Self.repl(file, asks: false, answers: [])
        #expect(editor.prompts == ["> ", "> "])
        #expect(io.errors.contains("evil.sl:2:1: error: :export writes a file, which a script may not do unless you confirm it, and there is no terminal to ask on"),
                "\(io.errors)")
        #expect(try Self.target(file) == Self.precious)
        // The rest of the script still ran.
        #expect(io.errors.components(separatedBy: "error:").count == 2)
    }

    @Test func loadOnATerminalAsksAndYesWrites() throws {
        let file = try Self.folder()
        let (editor, io) = Self.repl(file, asks: true, answers: [.line("y")])
        #expect(editor.prompts == ["> ", ScriptWriteConfirmation.prompt, "> "])
        #expect(io.errors.contains("warning: evil.sl:2 wants to run: :export svg target.svg\n"), "\(io.errors)")
        #expect(!io.errors.contains("error:"), "\(io.errors)")
        #expect(try Self.target(file) != Self.precious)
        // The answer is not a statement: it is neither evaluated nor kept in history.
        #expect(editor.history == [":load evil.sl"])
    }

    @Test(arguments: [LineReadResult.line("n"), .line(""), .line("yes please"), .endOfInput])
    func loadOnATerminalAnythingButYesRefuses(answer: LineReadResult) throws {
        let file = try Self.folder()
        let (_, io) = Self.repl(file, asks: true, answers: [answer])
        #expect(io.errors.contains("evil.sl:2:1: error: :export was not run: writing a file from a script was declined"),
                "\(io.errors)")
        #expect(try Self.target(file) == Self.precious)
    }

    @Test func ctrlCAtTheQuestionRefusesAndStopsTheScript() throws {
        let file = try Self.folder()
        let (_, io) = Self.repl(file, asks: true, answers: [.interrupted], wiresInterrupt: true)
        Interrupt.clear()
        #expect(io.errors.contains("was declined"), "\(io.errors)")
        #expect(io.output.contains("interrupted"), "\(io.output)")
        #expect(try Self.target(file) == Self.precious)
    }

    @Test func typedAtThePromptExportStillWrites() throws {
        let file = try Self.folder(script: "")
        var settings = SessionSettings()
        settings.autoShow = false
        let console = Console(session: Session(settings: settings), allowsFileAccess: true, workingDirectory: file.directory)
        let editor = ScriptedLineEditor(lines: ["subject a | sink as s", ":export svg target.svg"])
        let io = CapturedIO()
        _ = ReplLoop(editor: editor, console: console, io: io).run()
        #expect(io.errors.isEmpty, "\(io.errors)")
        #expect(try Self.target(file) != Self.precious)
    }

    /// A transcript replayed by `:load` never writes: documents refuse the same commands,
    /// by the same mark, before anything runs.
    @Test func aLoadedTranscriptWithASaveIsRefusedBeforeItRuns() throws {
        let transcript = "# t\n\n```streamlab\n> subject a | sink as s\n> :save target.svg\n> :export svg target.svg\n```\n"
        let file = try Self.folder(script: transcript, name: "evil.sl")
        let (editor, io) = Self.repl(file, asks: true, answers: [.line("y")])
        #expect(io.errors.contains("evil.sl:5:1: error: ':save' would write a file"), "\(io.errors)")
        #expect(io.errors.contains("evil.sl:6:1: error: ':export' would write a file"), "\(io.errors)")
        // Nothing was asked: the answer was read as the next input.
        #expect(editor.prompts == ["> ", "> ", "> "])
        #expect(try Self.target(file) == Self.precious)
    }

    /// One list: the commands that write files are the ones marked so, and lessons and
    /// transcripts refuse exactly those (and `:load`, which reads).
    @Test func theCommandsThatWriteFilesAreMarked() {
        let console = Console()
        console.extraCommands += TranscriptCommands.all
        #expect(console.metaCommands.filter(\.writesFiles).map(\.name).sorted() == ["export", "save"])
        let lesson = Console(allowsFileAccess: false)
        lesson.extraCommands += TranscriptCommands.all
        _ = lesson.submit("subject a | sink as s")
        for command in [":export svg x.svg", ":save x.md"] {
            #expect(lesson.submit(command).errors.contains("is not available here (lessons and transcripts cannot write files)"))
        }
    }
}
