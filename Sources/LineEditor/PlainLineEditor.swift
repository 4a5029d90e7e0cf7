import Foundation

/// Reads lines plainly from a file handle: used when stdin or stdout is not a
/// terminal (scripts, pipes, redirected output), and in tests.
///
/// Lines end at `\n` (a `\r` before it is dropped), the last line may lack its
/// newline, and invalid UTF-8 becomes U+FFFD. When ``Interrupt`` has installed its
/// handler, Ctrl-C during a blocking read returns ``LineReadResult/interrupted``.
///
/// By default the prompt is written only when the input is a terminal, and to
/// stderr (as Python's REPL does): a person typing into `streamlab > out.txt` sees
/// the cue on the terminal and `out.txt` stays clean, while `streamlab < script`
/// shows no prompts at all, which in piped output would only be noise.
public final class PlainLineEditor: LineEditor {
    /// When the prompt is written.
    public enum PromptEcho: Sendable {
        /// Only when the input is a terminal (the default).
        case whenInputIsTerminal
        case always
        case never
    }

    private let input: FileHandle
    private let promptOutput: FileHandle?
    private let echoesPrompt: Bool
    private var splitter = LineSplitter()

    /// Reads from `input`, writing prompts (according to `promptEcho`) to `promptOutput`.
    public init(
        input: FileHandle = .standardInput,
        promptOutput: FileHandle? = .standardError,
        promptEcho: PromptEcho = .whenInputIsTerminal
    ) {
        self.input = input
        self.promptOutput = promptOutput
        switch promptEcho {
        case .whenInputIsTerminal: echoesPrompt = isatty(input.fileDescriptor) == 1
        case .always: echoesPrompt = true
        case .never: echoesPrompt = false
        }
    }

    public func readLine(prompt: String) -> LineReadResult {
        Interrupt.clear()  // a Ctrl-C during the last evaluation is spent
        if echoesPrompt, !prompt.isEmpty {
            try? promptOutput?.write(contentsOf: Data(prompt.utf8))
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let line = splitter.nextLine() { return .line(line) }
            let count = chunk.withUnsafeMutableBytes { read(input.fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                splitter.append(chunk[..<count])
                continue
            }
            if count < 0, errno == EINTR {
                guard Interrupt.isRequested() else { continue }
                Interrupt.clear()
                return .interrupted
            }
            // End of input, or a read error, which ends the input just the same. A
            // terminal can be read again after Ctrl-D, so nothing is remembered.
            return splitter.finish().map(LineReadResult.line) ?? .endOfInput
        }
    }

    /// Plain input keeps no history.
    public func addHistory(_ entry: String) {}

    /// Plain input keeps no history file: nothing to warn about.
    public func takeHistoryWarning() -> String? { nil }
}
