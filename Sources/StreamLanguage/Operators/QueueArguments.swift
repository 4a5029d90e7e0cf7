/// `on main|background`: the queue a time operator's scheduled work runs on (Combine's
/// scheduler argument; `main` when left out), and the argument of `receive on` and
/// `subscribe on`. Kept as two words, `[.word(on), .word(QUEUE)]`, after the operator's
/// own arguments.
extension Parser {
    /// After an operator's own arguments: `on QUEUE` when the signature takes a queue; after
    /// any other operator, a located error naming those that do (the words are skipped).
    func parseQueueSuffix(for signature: OperatorSignature) throws(ParseAbort) -> [OperatorArgument] {
        guard current.isWord("on"), !isAtStatementEnd else { return [] }
        if signature.queueForm != nil { return try parseQueueClause() }
        let on = advance()
        var span = on.range
        if current.kind == .identifier, !isAtStatementEnd { span = span.extended(to: advance().range) }
        report(Diagnostic(
            DiagnosticMessages.queueNotAccepted(after: signature.name), at: span,
            label: DiagnosticMessages.labelQueueOperators(operators.queueForms),
            notes: [Note(DiagnosticMessages.noteReceiveOn)]))
        return []
    }

    /// `on main|background`.
    func parseQueueClause() throws(ParseAbort) -> [OperatorArgument] {
        guard let on = consume(word: "on") else {
            try fail(DiagnosticMessages.expectedWord(["on"], found: foundDescription()),
                     label: DiagnosticMessages.labelQueues)
        }
        guard current.kind == .identifier, !isAtStatementEnd else {
            try fail(DiagnosticMessages.expectedQueue(found: foundDescription()), label: DiagnosticMessages.labelQueues)
        }
        let word = advance()
        let names = operators.queueNames
        guard names.contains(word.text) else {
            let suggestions = Suggestions.closest(to: word.text, among: names)
            try fail(DiagnosticMessages.unknownQueue(word.text),
                     label: DiagnosticMessages.didYouMean(suggestions) ?? DiagnosticMessages.labelQueues,
                     fixIts: suggestions.map { FixIt(DiagnosticMessages.fixUse($0), replacing: word.range, with: $0) },
                     at: word.range)
        }
        return [.word(Identifier(on.text, range: on.range)), .word(Identifier(word.text, range: word.range))]
    }
}

extension OperatorArguments {
    /// `on QUEUE` as written, for diagnostics.
    package var queueWords: (on: Identifier, queue: Identifier)? {
        let words = all.compactMap { if case .word(let word) = $0 { word } else { nil } }
        guard let position = words.firstIndex(where: { $0.name == "on" }), position + 1 < words.count else { return nil }
        return (words[position], words[position + 1])
    }
}
