/// What one submitted input produced. The console never prints: the REPL, `run` and the
/// transcript checker decide where `output` and `errors` go.
public struct ConsoleReply: Equatable {
    /// Normal output (diagrams, traces, `print` lines, notes), newline-terminated lines.
    public var output: String = ""
    /// Formatted diagnostics.
    public var errors: String = ""
    public var hadError = false
    /// `:quit` was asked for.
    public var quit = false

    public init(output: String = "", errors: String = "", hadError: Bool = false, quit: Bool = false) {
        self.output = output
        self.errors = errors
        self.hadError = hadError
        self.quit = quit
    }

    public mutating func append(_ other: ConsoleReply) {
        output += other.output
        errors += other.errors
        hadError = hadError || other.hadError
        quit = quit || other.quit
    }

    /// Output then errors, as a terminal shows them (transcripts record this).
    public var combined: String { output + errors }
}

/// Where the input came from, for `FILE:LINE:COL` diagnostics.
public struct SourceOrigin: Equatable, Sendable {
    public var fileName: String?
    /// The line number of the input's first line within the file (1-based).
    public var firstLine: Int

    public init(fileName: String? = nil, firstLine: Int = 1) {
        self.fileName = fileName
        self.firstLine = firstLine
    }

    public static let interactive = SourceOrigin()
}
