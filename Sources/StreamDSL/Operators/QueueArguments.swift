import StreamCore

/// `on main|background`: the queue a time operator's scheduled work runs on (Combine's
/// scheduler argument; `main` when left out), and the argument of `receive on` and
/// `subscribe on`. Kept as two words, `[.word(on), .word(QUEUE)]`, after the operator's
/// own arguments.
extension Parser {
    /// After an operator's own arguments: `on QUEUE` when the descriptor takes a queue; after
    /// any other operator, a located error naming those that do (the words are skipped).
    func parseQueueSuffix(for descriptor: OperatorDescriptor) throws(ParseAbort) -> [OperatorArgument] {
        guard current.isWord("on"), !isAtStatementEnd else { return [] }
        if descriptor.queueForm != nil { return try parseQueueClause() }
        let on = advance()
        var span = on.range
        if current.kind == .identifier, !isAtStatementEnd { span = span.extended(to: advance().range) }
        report(Diagnostic(
            DiagnosticMessages.queueNotAccepted(after: descriptor.name), at: span,
            label: DiagnosticMessages.labelQueueOperators(OperatorRegistry.queueForms),
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
        guard ExecutionQueue(rawValue: word.text) != nil else {
            let names = ExecutionQueue.allCases.map(\.rawValue)
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
    /// The queue after `on`; `main` when none was written.
    var queue: ExecutionQueue {
        guard let written = queueWords else { return .main }
        return ExecutionQueue(rawValue: written.queue.name) ?? .main
    }

    /// `on QUEUE` as written, for diagnostics.
    var queueWords: (on: Identifier, queue: Identifier)? {
        let words = all.compactMap { if case .word(let word) = $0 { word } else { nil } }
        guard let position = words.firstIndex(where: { $0.name == "on" }), position + 1 < words.count else { return nil }
        return (words[position], words[position + 1])
    }
}

extension OperatorRegistry {
    /// How errors name the operators that take `on QUEUE` (`collect DURATION`).
    static var queueForms: [String] { all.compactMap(\.queueForm) }
}

extension PipelineCompiler {
    /// For a form that runs on no queue (`collect 3`): false, after a located error, when
    /// `on QUEUE` was written.
    mutating func noQueue(_ arguments: OperatorArguments, _ context: OperatorContext) -> Bool {
        guard let written = arguments.queueWords else { return true }
        report(Diagnostic(
            DiagnosticMessages.queueNotAccepted(after: context.name),
            at: written.on.range.extended(to: written.queue.range),
            label: DiagnosticMessages.labelQueueOperators(OperatorRegistry.queueForms),
            notes: [Note(DiagnosticMessages.noteReceiveOn)]))
        return false
    }
}
