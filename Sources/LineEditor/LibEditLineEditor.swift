import CEditShim
import CLibEdit
import Foundation

/// Interactive line editing with libedit: emacs key bindings, UTF-8 editing, history
/// recall with the arrow keys, Tab completion, Ctrl-C and Ctrl-D.
///
/// Use it only when stdin and stdout are terminals (``makeLineEditor(historyFile:completion:)``
/// decides). Creating it adopts a UTF-8 `LC_CTYPE` (see `TerminalLocale`), installs the
/// SIGINT handler of ``Interrupt`` and loads the history file.
///
/// C callbacks (prompt, Tab) are plain C functions; they find this object through
/// libedit's `EL_CLIENTDATA`, never through a global.
public final class LibEditLineEditor: LineEditor {
    /// The history file, if history is kept.
    public let historyFile: HistoryFile?
    /// Why the history file could not be loaded, if it could not; history then starts empty
    /// and the file is never written.
    public private(set) var historyLoadError: HistoryFileError?
    /// Whether accepted entries are appended to the history file (until one cannot be).
    private var appendsToHistoryFile = false
    /// A warning for the user not yet taken (see ``takeHistoryWarning()``).
    private var pendingHistoryWarning: String?
    /// The newest entry, which an equal entry does not repeat (libedit's `H_SETUNIQUE`).
    private var newestEntry: String?

    let editLine: OpaquePointer
    let history: LibEditHistory
    let completion: CompletionProvider?
    /// The descriptor libedit writes to; its width lays out completion lists.
    let outputDescriptor: Int32
    /// Streams this object opened and must close (tests' pseudo-terminals); empty on stdio.
    private let ownedStreams: [UnsafeMutablePointer<FILE>]
    /// The prompt libedit is currently showing; owned, NUL-terminated.
    private var promptCString: UnsafeMutablePointer<CChar>

    /// Starts libedit on the process's terminal.
    /// - Parameters:
    ///   - programName: The name `~/.editrc` settings are matched against.
    ///   - historyFile: Where history is loaded from now and each accepted entry appended;
    ///     nil keeps history for this session only.
    ///   - completion: Answers Tab; nil leaves Tab to libedit's default.
    ///   - historySize: How many entries history keeps.
    /// - Throws: ``LineEditorError`` when libedit or the signal handler cannot be set up.
    public convenience init(
        programName: String = "streamlab",
        historyFile: URL?,
        completion: CompletionProvider?,
        historySize: Int = 1000
    ) throws(LineEditorError) {
        try self.init(
            programName: programName, historyFile: historyFile, completion: completion,
            historySize: historySize, terminal: nil, readsEditrc: true
        )
    }

    /// Starts libedit on `terminal` (input and output descriptors of a terminal, such
    /// as a pseudo-terminal in tests), or on stdin and stdout when it is nil; tests
    /// skip the user's `~/.editrc` with `readsEditrc: false`.
    init(
        programName: String,
        historyFile: URL?,
        completion: CompletionProvider?,
        historySize: Int,
        terminal: (input: Int32, output: Int32)?,
        readsEditrc: Bool
    ) throws(LineEditorError) {
        TerminalLocale.adoptUTF8()
        do {
            try Interrupt.installHandler()
        } catch {
            throw .signalHandler(errno: error.errno)
        }
        guard let history = LibEditHistory(size: historySize) else { throw .libeditInit }
        var streams: [UnsafeMutablePointer<FILE>] = []
        let editLine: OpaquePointer?
        if let terminal {
            guard let input = cedit_open_stream(terminal.input, "r") else { throw .libeditInit }
            streams.append(input)
            guard let output = cedit_open_stream(terminal.output, "w") else {
                streams.forEach { cedit_close_stream($0) }
                throw .libeditInit
            }
            streams.append(output)
            editLine = cedit_init_streams(programName, input, output)
        } else {
            editLine = cedit_init(programName)
        }
        guard let editLine else {
            streams.forEach { cedit_close_stream($0) }
            throw .libeditInit
        }
        self.editLine = editLine
        self.ownedStreams = streams
        self.outputDescriptor = terminal?.output ?? STDOUT_FILENO
        self.history = history
        self.completion = completion
        self.historyFile = historyFile.map { HistoryFile(url: $0, maxEntries: historySize) }
        self.promptCString = strdup("")
        configure(readsEditrc: readsEditrc)
        loadHistory()
    }

    deinit {
        cedit_end(editLine)  // restores the terminal; `history` ends itself afterwards
        ownedStreams.forEach { cedit_close_stream($0) }
        free(promptCString)
    }

    private func configure(readsEditrc: Bool) {
        _ = cedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = cedit_set_editor(editLine, "emacs")
        // libedit's own handlers restore the terminal on signals, re-raise them to ours
        // and follow SIGWINCH.
        _ = cedit_set_signal(editLine, 1)
        _ = cedit_set_interruptible_reader(editLine)
        _ = cedit_set_prompt(editLine) { editLine in
            LibEditLineEditor.from(editLine)?.promptCString
        }
        _ = cedit_set_history(editLine, history.handle)
        if completion != nil {
            _ = cedit_bind_function(
                editLine, "streamlab-complete", "Complete the word before the cursor",
                { editLine, _ in
                    LibEditLineEditor.from(editLine)?.complete() ?? UInt8(CC_ERROR)
                },
                "^I"
            )
        }
        // The user's ~/.editrc ($EDITRC) comes last so it can override any binding above.
        if readsEditrc { _ = el_source(editLine, nil) }
    }

    /// Loads the file; a file that cannot be read or parsed is left alone for good.
    private func loadHistory() {
        guard let historyFile else { return }
        do {
            for entry in try historyFile.readTrimming() {
                history.add(entry)
                newestEntry = entry
            }
            appendsToHistoryFile = true
        } catch {
            historyLoadError = error
            let detail = if case .notAHistoryFile = error { "\(error); it is left as it is" } else { "\(error)" }
            pendingHistoryWarning = "\(detail), and history will not be kept this session"
        }
    }

    static func from(_ editLine: OpaquePointer) -> LibEditLineEditor? {
        guard let data = cedit_get_clientdata(editLine) else { return nil }
        return Unmanaged<LibEditLineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    // MARK: LineEditor

    public func readLine(prompt: String) -> LineReadResult {
        free(promptCString)
        promptCString = strdup(prompt)
        Interrupt.clear()  // a Ctrl-C during the last evaluation is spent
        var count: Int32 = 0
        var error: Int32 = 0
        guard let line = cedit_gets(editLine, &count, &error), count > 0 else {
            if error == EINTR || Interrupt.isRequested() {
                Interrupt.clear()
                el_reset(editLine)
                cedit_write_output(editLine, "\n")
                return .interrupted
            }
            // libedit echoed "^D"; end the line so whatever follows starts on a fresh one.
            cedit_write_output(editLine, "\n")
            return .endOfInput
        }
        var text = String(cString: line)
        // el_gets keeps the newline that ended the line. Strip that one scalar and
        // nothing else: a line recalled from history has already lost a trailing
        // space to libedit, and "\r\n" is one Character, so hasSuffix("\n") would miss it.
        if text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() }
        return .line(text)
    }

    /// Adds `entry` (control characters removed) unless it is blank or repeats the newest
    /// entry, and appends it to the history file at once.
    public func addHistory(_ entry: String) {
        let entry = TypedText.cleaned(entry)
        guard entry.contains(where: { !$0.isWhitespace }), entry != newestEntry else { return }
        history.add(entry)
        newestEntry = entry
        guard appendsToHistoryFile, let historyFile else { return }
        do {
            try historyFile.append(entry)
        } catch {
            appendsToHistoryFile = false
            pendingHistoryWarning = "history not saved: \(error); history will not be kept for the rest of this session"
        }
    }

    public func takeHistoryWarning() -> String? {
        defer { pendingHistoryWarning = nil }
        return pendingHistoryWarning
    }
}

/// Why ``LibEditLineEditor`` could not start.
public enum LineEditorError: Error, Equatable, Sendable {
    /// `el_init` or `history_init` failed (no usable terminal, or out of memory).
    case libeditInit
    /// `sigaction` failed to install the SIGINT handler.
    case signalHandler(errno: Int32)
}
