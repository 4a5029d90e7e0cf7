import StreamLanguage

/// What one submitted input produced. The console never prints: the REPL, `run` and the
/// transcript checker decide where `output` and the diagnostics go, and format them there.
public struct ConsoleReply: Equatable {
    /// Normal output (diagrams, traces, `print` lines, notes), newline-terminated lines.
    public var output: String = ""
    /// Problems found, as data, with the source they point into.
    public var reports: [DiagnosticReport] = []
    /// `:quit` was asked for.
    public var quit = false

    public init(output: String = "", reports: [DiagnosticReport] = [], quit: Bool = false) {
        self.output = output
        self.reports = reports
        self.quit = quit
    }

    /// Whether anything in the reply is an error (which fails a script).
    public var hadError: Bool { reports.contains(where: \.hasErrors) }

    /// Every diagnostic, in the order reported.
    public var diagnostics: [Diagnostic] { reports.flatMap(\.diagnostics) }

    /// The diagnostics formatted for a terminal (`colored`) or a file.
    public func formattedErrors(colored: Bool) -> String {
        reports.map { $0.formatted(colored: colored) }.joined()
    }

    /// The diagnostics formatted without colour, as transcripts record them.
    public var errors: String { formattedErrors(colored: false) }

    public mutating func append(_ other: ConsoleReply) {
        output += other.output
        reports += other.reports
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
