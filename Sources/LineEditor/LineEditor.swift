/// What one call to ``LineEditor/readLine(prompt:)`` produced.
public enum LineReadResult: Equatable, Sendable {
    /// One line of input, without its line terminator.
    ///
    /// A line recalled from history may contain `"\n"` when the history entry was a
    /// multi-line input; callers split it as they would split pasted text.
    case line(String)
    /// The user pressed Ctrl-C: the line being typed was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input stream.
    case endOfInput
}

/// Reads lines of input, one prompt at a time.
///
/// The REPL talks to this protocol only, so every REPL behaviour can be driven by a
/// ``ScriptedLineEditor`` in tests. Continuation prompts are the caller's business:
/// the editor shows whatever prompt it is given.
public protocol LineEditor: AnyObject {
    /// Reads one physical line showing `prompt`.
    func readLine(prompt: String) -> LineReadResult
    /// Adds one (possibly multi-line, joined with "\n") entry to history; an editor that
    /// keeps a history file writes it there at once.
    func addHistory(_ entry: String)
    /// A warning about the history file not yet shown (it could not be read, or an entry
    /// could not be written), once; nil when there is none.
    func takeHistoryWarning() -> String?
}

/// Supplies Tab-completion candidates.
public protocol CompletionProvider: AnyObject {
    /// The words that could complete the text before the cursor.
    ///
    /// Each candidate is a whole word that starts with the partial word being typed
    /// (for `"a | deb"`, return `"debounce"`, not `"ounce"`). The editor works out how
    /// much of the candidate is already typed; see ``Completion/resolve(lineBeforeCursor:candidates:)``.
    func completions(for lineBeforeCursor: String) -> [String]
}
