import SafeFiles
import StreamDSL
import StreamLanguage

/// `:load FILE`: reads a file and runs it in the session. Scripts are run as `streamlab run`
/// reads them; the `Lessons` module, which owns the transcript format (and `:save`), passes
/// its own `run` so a saved transcript replays its inputs.
public enum FileCommands {
    /// Runs a loaded file's text: `(text, file name as typed, console)`.
    public typealias Runner = (String, String, Console) -> ConsoleReply

    /// `:load FILE`; `summary` says what it runs (the `Lessons` module's replays transcripts too).
    public static func loadDeclaration(summary: String) -> CommandDeclaration {
        CommandDeclaration("load", arguments: [CommandArgument("FILE", .filePath)], summary: summary)
    }

    static var scriptLoad: CommandDeclaration { loadDeclaration(summary: "run the statements of a script file in this session") }

    /// `args` were checked against a `:load` declaration (one FILE), and the console allows
    /// reading files (the command is marked `readingFiles()`).
    public static func load(_ args: CommandArguments, console: Console, run: Runner = runScript) -> ConsoleReply {
        let bytes: [UInt8]
        do {
            bytes = try SafeFile.read(try console.resolve(args[0]))
        } catch {
            return .failure(DiagnosticMessages.cannotRead(args[0], "\(error.problem)"))
        }
        guard console.loadDepth < maximumLoadDepth else {
            return .failure(DiagnosticMessages.loadsTooDeep(args[0], limit: maximumLoadDepth))
        }
        console.loadDepth += 1
        console.session.journal.beginLoad(args[0])
        defer {
            console.loadDepth -= 1
            console.session.journal.endLoad()
        }
        var reply = run(String(decoding: bytes, as: UTF8.self), args[0], console)
        // `:quit` ends the file, not the session that loaded it.
        reply.quit = false
        return reply
    }

    /// A script: statement by statement, as if typed (a wrong line is reported and changes
    /// nothing), `:commands` on lines of their own.
    public static func runScript(_ text: String, name: String, console: Console) -> ConsoleReply {
        console.submitScript(text, origin: SourceOrigin(fileName: name, firstLine: 1))
    }

    /// `:load` inside a loaded file is allowed, a file that loads itself is not endless.
    static let maximumLoadDepth = 16

}
