import Marbles
import StreamDSL
import StreamLanguage
import TerminalText

/// Whether a `:command` that writes files (``MetaCommand/writesFiles``: `:export`, `:save`)
/// may run when it comes from a script: a file given to `streamlab run` or `:load`ed in the
/// REPL. A shared script could otherwise replace any file the user can write
/// (`:export svg ~/.bashrc`). Typed at the prompt, such a command always runs.
public enum ScriptWritePermission {
    /// `streamlab run --allow-writes`.
    case allowed
    /// Refused with a located error saying `how` it could be allowed.
    case refused(how: String)
    /// The REPL on a terminal asks the person each time; `true` lets the command run.
    case ask((ScriptWriteRequest) -> Bool)

    /// `streamlab run` without `--allow-writes` (the default for any console).
    public static var refusedInRun: ScriptWritePermission { .refused(how: "unless run with --allow-writes") }
    /// The REPL when there is no terminal to ask on.
    public static var refusedWithoutTerminal: ScriptWritePermission { .refused(
        how: "unless you confirm it, and there is no terminal to ask on") }
}

/// A file-writing command a script wants to run, as the person is asked about it.
public struct ScriptWriteRequest: Equatable, Sendable {
    /// The command line as the script has it.
    public var line: String
    public var fileName: String
    public var lineNumber: Int

    /// `evil.sl:3 wants to run: :export svg ~/.bashrc`, control characters escaped.
    public var question: String {
        TerminalText.escaped("\(fileName):\(lineNumber) wants to run: \(line)")
    }
}

extension Console {
    /// The one rule for commands that touch files: none in lessons and transcripts; writes
    /// from a script only as ``scriptWrites`` allows; `nil` lets `command` run.
    func refusal(of command: MetaCommand, line: String, origin: SourceOrigin) -> ConsoleReply? {
        if command.readsFiles, !allowsFileAccess {
            return .failure(DiagnosticMessages.notHere(command.name, "lessons and transcripts cannot read files"))
        }
        guard command.writesFiles else { return nil }
        guard allowsFileAccess else {
            return .failure(DiagnosticMessages.notHere(command.name, "lessons and transcripts cannot write files"))
        }
        guard let fileName = origin.fileName else { return nil }
        switch scriptWrites {
        case .allowed:
            return nil
        case .refused(let how):
            return .failure(DiagnosticMessages.scriptMayNotWrite(command.name, how))
        case .ask(let confirm):
            let request = ScriptWriteRequest(line: line, fileName: fileName, lineNumber: origin.firstLine)
            return confirm(request) ? nil : .failure(DiagnosticMessages.scriptWriteDeclined(command.name))
        }
    }
}
