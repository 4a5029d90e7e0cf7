/// A required word among a few at the end of an operator's arguments (`throttle 1s
/// latest|first`), with the diagnostics that say which words there are: when the word is
/// misspelt, and when it is missing (then the span runs from the operator's name).
/// Both are reported, not thrown: the stage parses on without the word.
package struct KeywordChoice: Sendable {
    package let words: [ArgumentWord]
    /// The error when no word follows.
    package let missing: DiagnosticMessage
    /// The error for another word in its place.
    package let unknown: @Sendable (String) -> DiagnosticMessage
    /// The label of both errors, and a note for each word.
    package let label: String
    package let notes: [String]

    package init(_ words: [ArgumentWord], missing: DiagnosticMessage, unknown: @escaping @Sendable (String) -> DiagnosticMessage,
                 label: String, notes: [String]) {
        self.words = words
        self.missing = missing
        self.unknown = unknown
        self.label = label
        self.notes = notes
    }

    /// `throttle DURATION latest|first`: the mode is required because the two differ in what
    /// they emit, and neither is an obvious default.
    package static let throttleMode = KeywordChoice(
        [.latest, .first], missing: DiagnosticMessages.throttleModeMissing, unknown: DiagnosticMessages.unknownThrottleMode,
        label: DiagnosticMessages.labelThrottleModes,
        notes: [DiagnosticMessages.noteThrottleLatest, DiagnosticMessages.noteThrottleFirst])

    /// Reads the word; `start` is the operator name's token index.
    func parse(_ parser: Parser, start: Int) -> [OperatorArgument] {
        let texts = words.map(\.text)
        for text in texts {
            if let word = parser.consume(word: text) { return [.word(Identifier(word.text, range: word.range))] }
        }
        let notes = notes.map { Note($0) }
        if parser.current.kind == .identifier, !parser.isAtStatementEnd {
            let word = parser.advance()
            parser.report(Diagnostic(
                unknown(word.text), at: word.range, label: label, notes: notes,
                fixIts: texts.map { FixIt(DiagnosticMessages.fixUse($0), replacing: word.range, with: $0) }))
        } else {
            let end = SourceRange(at: parser.previous.range.end)
            parser.report(Diagnostic(
                missing, at: parser.range(from: start), label: label, notes: notes,
                fixIts: texts.map { FixIt(DiagnosticMessages.fixAddWord($0), replacing: end, with: " \($0)") }))
        }
        return []
    }
}
