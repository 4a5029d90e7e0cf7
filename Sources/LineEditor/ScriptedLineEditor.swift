/// A ``LineEditor`` test double that plays back a script of results and records
/// what the caller did with it.
///
///     let editor = ScriptedLineEditor([.line("subject a"), .interrupted])
///     editor.readLine(prompt: "> ")    // .line("subject a")
///     editor.readLine(prompt: "> ")    // .interrupted
///     editor.readLine(prompt: "> ")    // .endOfInput (the script is over)
///     editor.prompts                   // ["> ", "> ", "> "]
public final class ScriptedLineEditor: LineEditor {
    /// The results still to come.
    public private(set) var remaining: [LineReadResult]
    /// Every prompt passed to ``readLine(prompt:)``, in order.
    public private(set) var prompts: [String] = []
    /// Every entry passed to ``addHistory(_:)``, in order.
    public private(set) var history: [String] = []
    /// Warnings ``takeHistoryWarning()`` hands out, once each.
    public var pendingHistoryWarnings: [String] = []

    /// Plays back `script`, then answers ``LineReadResult/endOfInput`` forever.
    public init(_ script: [LineReadResult]) {
        remaining = script
    }

    /// Plays back `lines` as typed lines, then ends the input.
    public convenience init(lines: [String]) {
        self.init(lines.map(LineReadResult.line))
    }

    public func readLine(prompt: String) -> LineReadResult {
        prompts.append(prompt)
        return remaining.isEmpty ? .endOfInput : remaining.removeFirst()
    }

    public func addHistory(_ entry: String) {
        history.append(entry)
    }

    public func takeHistoryWarning() -> String? {
        pendingHistoryWarnings.isEmpty ? nil : pendingHistoryWarnings.removeFirst()
    }
}
