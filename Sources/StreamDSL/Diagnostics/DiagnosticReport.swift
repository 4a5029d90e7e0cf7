import StreamLanguage

/// Diagnostics as a reply carries them: with the text their ranges point into and where that
/// text came from. The edge that shows them (the REPL, `streamlab run`, a transcript, a lesson)
/// formats them once, plain or in colour; nothing in between re-reads formatted text.
public struct DiagnosticReport: Sendable, Equatable {
    public var diagnostics: [Diagnostic]
    /// The text the diagnostics' ranges refer to.
    public var source: String
    public var origin: SourceOrigin
    /// Whether the source line is drawn with carets. A `:command` typed at the prompt is
    /// answered with its headline alone; the same command in a script file gets its line.
    public var showsExcerpt: Bool

    public init(_ diagnostics: [Diagnostic], source: String, origin: SourceOrigin = .interactive,
                showsExcerpt: Bool = true) {
        self.diagnostics = diagnostics
        self.source = source
        self.origin = origin
        self.showsExcerpt = showsExcerpt
    }

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The report as a terminal shows it, newline-terminated.
    public func formatted(colored: Bool) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let formatter = DiagnosticFormatter(source: source, fileName: origin.fileName, colored: colored,
                                            firstLine: origin.firstLine)
        let sorted = diagnostics.sorted { $0.range.start < $1.range.start }
        return (showsExcerpt ? formatter.format(sorted) : sorted.map(formatter.formatHeadline).joined(separator: "\n")) + "\n"
    }
}

extension ConsoleReply {
    /// A `:command` that failed: the command line and the span of the word at fault are filled
    /// in by the console (`Console.runMetaCommand`), which knows the line.
    public static func failure(_ message: DiagnosticMessage, severity: Diagnostic.Severity = .error,
                               label: String? = nil, notes: [Note] = []) -> ConsoleReply {
        ConsoleReply(reports: [DiagnosticReport(
            [Diagnostic(message, severity: severity, at: SourceRange(at: SourceLocation(offset: 0, line: 1, column: 1)),
                        label: label, notes: notes)],
            source: "", showsExcerpt: false)])
    }
}
