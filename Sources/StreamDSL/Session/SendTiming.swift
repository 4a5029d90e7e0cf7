import StreamLanguage

/// `send a 1, 2, 3 @100ms` reads like a burst at 100ms but sends 1 and 2 now: one `send`
/// either times every value or none, and a mix is a located error with a fix-it.
enum SendTiming {
    /// The error for `values` that mix timed and untimed items, or `nil` when they do not.
    /// - Parameters:
    ///   - statementRange: the whole `send` statement, which the fix-it rewrites.
    ///   - insideAt: `at T: send …` cannot take another `at`, so each value gets the time instead.
    static func mixedTimes(subject: Identifier, values: [TimedValue], statementRange: SourceRange,
                           source: String, insideAt: Bool) -> Diagnostic? {
        let times = values.compactMap(\.time)
        guard !times.isEmpty, times.count < values.count, let first = values.first, let last = values.last else { return nil }
        let span = SourceRange(start: first.range.start, end: last.range.end)
        let items = values.map { valueText($0, in: source) }
        let distinct = Set(times.map(\.milliseconds))
        guard distinct.count == 1, let time = times.first else {
            return Diagnostic(.mixedSendTimes, at: span, label: DiagnosticMessages.labelTimeEveryValueOrNone)
        }
        let when = source.text(in: time.range)
        let rewrite = insideAt
            ? "send \(subject.name) " + items.map { "\($0) @\(when)" }.joined(separator: ", ")
            : "at \(when): send \(subject.name) " + items.joined(separator: ", ")
        return Diagnostic(.mixedSendTimes, at: span, label: DiagnosticMessages.labelSendAllAt(when, rewrite),
                          fixIts: [FixIt(DiagnosticMessages.fixUse(rewrite), replacing: statementRange, with: rewrite)])
    }

    /// The value as typed, without its `@TIME`.
    private static func valueText(_ item: TimedValue, in source: String) -> String {
        guard let time = item.time else { return source.text(in: item.range) }
        let upToTime = source.text(in: SourceRange(start: item.range.start, end: time.range.start))
        var text = Substring(upToTime)
        while let character = text.last, character == " " || character == "\t" || character == "@" { text = text.dropLast() }
        return String(text)
    }
}
