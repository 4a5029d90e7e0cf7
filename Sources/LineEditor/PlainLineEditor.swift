import Foundation

/// Reads lines plainly from a file handle: used when stdin or stdout is not a
/// terminal (scripts, pipes, redirected output), and in tests.
///
/// Lines end at `\n` (a `\r` before it is dropped), the last line may lack its
/// newline, and invalid UTF-8 becomes U+FFFD. When ``Interrupt`` has installed its
/// handler, Ctrl-C during a blocking read returns ``LineReadResult/interrupted``.
///
/// The prompt is written only when the input is a terminal by default: a person
/// typing into `streamlab > out.txt` needs the cue, but prompts copied into the
/// output of `streamlab < script` would only be noise.
public final class PlainLineEditor: LineEditor {
    /// When the prompt is written to the output.
    public enum PromptEcho: Sendable {
        /// Only when the input is a terminal (the default).
        case whenInputIsTerminal
        case always
        case never
    }

    private let input: FileHandle
    private let output: FileHandle?
    private let echoesPrompt: Bool
    private var splitter = LineSplitter()

    /// Reads from `input`, writing prompts (according to `promptEcho`) to `output`.
    public init(
        input: FileHandle = .standardInput,
        output: FileHandle? = .standardOutput,
        promptEcho: PromptEcho = .whenInputIsTerminal
    ) {
        self.input = input
        self.output = output
        switch promptEcho {
        case .whenInputIsTerminal: echoesPrompt = isatty(input.fileDescriptor) == 1
        case .always: echoesPrompt = true
        case .never: echoesPrompt = false
        }
    }

    public func readLine(prompt: String) -> LineReadResult {
        Interrupt.clear()  // a Ctrl-C during the last evaluation is spent
        if echoesPrompt, !prompt.isEmpty {
            try? output?.write(contentsOf: Data(prompt.utf8))
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

    /// Plain input keeps no history: nothing to save.
    public func saveHistory() throws {}
}
