import LineEditor
import StreamConsole
import StreamDSL

/// The read–evaluate–print loop, over any `LineEditor`, so every behaviour can be tested with
/// scripted input.
///
/// Prompts are `> ` and `... `, the same markers transcripts use, so a step copied from a
/// lesson can be pasted back: its prompts are stripped and its output lines skipped.
public final class ReplLoop {
    public static let prompt = "> "
    public static let continuationPrompt = "... "

    private let editor: LineEditor
    private let console: Console
    private let io: TerminalIO
    /// Whether more input is already waiting (a paste in progress).
    private let hasPendingInput: () -> Bool
    private var pasting = false
    /// The terminal whose width diagrams follow, read before each prompt and each draw.
    private let terminalWidth: TerminalWidth?
    private var widthRead = false
    /// Runs after each evaluated entry (the lesson session keeps the exercise's statements);
    /// what it replies is shown like the entry's own output.
    public var afterEntry: (() -> ConsoleReply)?

    /// - Parameter asksBeforeScriptWrites: whether a `:load`ed script's command that writes a
    ///   file is put to the person (through `editor`) or refused; true only on a terminal.
    public init(editor: LineEditor, console: Console, io: TerminalIO, hasPendingInput: @escaping () -> Bool = { false },
                terminalWidth: TerminalWidth? = nil, asksBeforeScriptWrites: Bool = false) {
        self.editor = editor
        self.console = console
        self.io = io
        self.hasPendingInput = hasPendingInput
        self.terminalWidth = terminalWidth
        console.scriptWrites = ScriptWriteConfirmation.permission(editor: editor, io: io, canAsk: asksBeforeScriptWrites)
    }

    private func followTerminalWidth() {
        terminalWidth?.update(console.session, first: !widthRead)
        widthRead = true
    }

    /// Runs until `:quit`, Ctrl-D on an empty line, or output that can no longer be written
    /// (`io.writeFailure`: a full disk, a closed pipe); returns the exit status.
    public func run() -> Int32 {
        var buffer: [String] = []
        while io.writeFailure == nil {
            if let warning = editor.takeHistoryWarning() { io.writeError("warning: \(warning)\n") }
            let prompt = buffer.isEmpty ? Self.prompt : Self.continuationPrompt
            followTerminalWidth()
            switch editor.readLine(prompt: prompt) {
            case .endOfInput:
                if !buffer.isEmpty { _ = evaluate(buffer) }
                return 0
            case .interrupted:
                // Ctrl-C abandons the line being typed and returns to a fresh prompt.
                buffer.removeAll()
                pasting = false
                Interrupt.clear()
                continue
            case .line(let raw):
                // Control characters (a stray ^D, a pasted escape) never reach the evaluator or history.
                guard let line = acceptLine(TypedText.cleaned(raw), continuing: !buffer.isEmpty) else { continue }
                buffer.append(line)
                if console.isIncomplete(buffer.joined(separator: "\n")) { continue }
                let entry = buffer
                buffer.removeAll()
                if !evaluate(entry) {
                    return 0
                }
            }
        }
        // A write failed: the caller reports it and chooses the exit status.
        return 0
    }

    /// Strips pasted prompts and drops pasted output lines; nil means "ignore this line".
    private func acceptLine(_ raw: String, continuing: Bool) -> String? {
        defer { if !hasPendingInput() { pasting = false } }
        if raw.hasPrefix(Self.prompt) {
            pasting = hasPendingInput()
            return String(raw.dropFirst(Self.prompt.count))
        }
        if continuing, raw.hasPrefix(Self.continuationPrompt) {
            return String(raw.dropFirst(Self.continuationPrompt.count))
        }
        // While a transcript step is being pasted, lines without a prompt are its output.
        return pasting ? nil : raw
    }

    /// Evaluates one entry; returns false when the session should end.
    private func evaluate(_ lines: [String]) -> Bool {
        let input = lines.joined(separator: "\n")
        guard !input.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) else { return true }
        editor.addHistory(input)
        // No Interrupt.clear() here: the line editor cleared the flag when it started
        // reading, so a Ctrl-C pressed since Enter (while history was written) was meant
        // for this evaluation and must stop it.
        followTerminalWidth()
        let reply = console.submit(input)
        io.write(reply.output)
        io.writeError(reply.formattedErrors(colored: console.session.settings.color))
        if let after = afterEntry?() {
            io.write(after.output)
            io.writeError(after.formattedErrors(colored: console.session.settings.color))
        }
        return !reply.quit
    }
}
