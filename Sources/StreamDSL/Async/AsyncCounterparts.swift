import StreamLanguage

/// Issue 20: Combine operators that an async sequence spells differently. Writing the Combine
/// name after an async sequence names the async form, so a user who knows one catalogue finds
/// the other (`scan` is `reductions`, `switchToLatest` is `flatMapLatest`).
enum AsyncCounterparts {
    static let byCombineName: [String: String] = [
        "scan": "reductions INIT, EXPR (AsyncAlgorithms' reductions)",
        "switchToLatest": "flatMapLatest { P } (AsyncAlgorithms' flatMapLatest, macOS 15 and iOS 18)",
        "collect": "chunks N or chunks every D (AsyncAlgorithms' chunks and chunked(by:))",
        "append": "chain P (AsyncAlgorithms' chain)",
    ]

    /// The located error for `name` after an async sequence, when it has a counterpart.
    static func diagnostic(for name: String, at range: SourceRange) -> Diagnostic? {
        byCombineName[name].map { Diagnostic(DiagnosticMessages.asyncCounterpart(name, $0), at: range) }
    }
}
