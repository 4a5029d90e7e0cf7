import Foundation
import LineEditor
import StreamConsole
import StreamDSL

/// The REPL's answer to a `:load`ed script that wants to write a file (`:export`, `:save`):
/// on a terminal the person is asked, through the line editor, each time; anything but `y`
/// or `yes` refuses, and Ctrl-C refuses and stops the script. Without a terminal nobody can
/// be asked, so the write is refused.
public struct ScriptWriteConfirmation {
    public static let prompt = "allow it to write a file? [y/N] "

    let editor: LineEditor
    let io: TerminalIO

    static func permission(editor: LineEditor, io: TerminalIO, canAsk: Bool) -> ScriptWritePermission {
        guard canAsk else { return .refusedWithoutTerminal }
        return .ask(ScriptWriteConfirmation(editor: editor, io: io).ask)
    }

    func ask(_ request: ScriptWriteRequest) -> Bool {
        io.writeError("warning: \(request.question)\n")
        switch editor.readLine(prompt: Self.prompt) {
        case .line(let answer):
            let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
            return word == "y" || word == "yes"
        case .interrupted:
            // The editor spent the Ctrl-C on this question; it was meant for the script too.
            Interrupt.request()
            return false
        case .endOfInput:
            return false
        }
    }
}
