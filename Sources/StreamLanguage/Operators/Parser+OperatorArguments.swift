/// Argument shapes that several operators share, and the `| OPERATOR args` stage itself.
extension Parser {
    /// `| OPERATOR args`: the signature named by the current word reads its arguments.
    package func parseOperator() throws(ParseAbort) -> PipelineOperator {
        guard current.kind == .identifier else {
            try fail(DiagnosticMessages.expectedOperator(found: foundDescription()))
        }
        let start = index
        let nameToken = advance()
        guard let signature = operators.signature(named: nameToken.text) else {
            try reportUnknownOperator(nameToken)
        }
        let arguments = try signature.parse(self, start) + parseQueueSuffix(for: signature)
        return PipelineOperator(name: Identifier(nameToken.text, range: nameToken.range),
                                arguments: arguments, range: range(from: start))
    }

    /// `INITIAL, BODY` of scan and reduce.
    package func parseInitialAndBody() throws(ParseAbort) -> [OperatorArgument] {
        let initial = try parseExpression()
        if consume(.comma) == nil {
            try fail(DiagnosticMessages.expectedToken(",", found: foundDescription()),
                     label: DiagnosticMessages.labelInsertBody)
        }
        return [.expression(initial), .expression(try parseExpression())]
    }

    /// `DURATION latest|first`; the mode is required because the two differ in what they
    /// emit, and neither is an obvious default.
    package func parseThrottleArguments(start: Int) throws(ParseAbort) -> [OperatorArgument] {
        let interval = try parseDuration()
        let modes = [ArgumentWord.latest, .first].map(\.text)
        for mode in modes {
            if let word = consume(word: mode) {
                return [.duration(interval), .word(Identifier(word.text, range: word.range))]
            }
        }
        let notes = [Note(DiagnosticMessages.noteThrottleLatest), Note(DiagnosticMessages.noteThrottleFirst)]
        if current.kind == .identifier, !isAtStatementEnd {
            let word = advance()
            report(Diagnostic(
                DiagnosticMessages.unknownThrottleMode(word.text), at: word.range,
                label: DiagnosticMessages.labelThrottleModes, notes: notes,
                fixIts: modes.map {
                    FixIt(DiagnosticMessages.fixUse($0), replacing: word.range, with: $0)
                }))
        } else {
            let end = SourceRange(at: interval.range.end)
            report(Diagnostic(
                DiagnosticMessages.throttleModeMissing, at: range(from: start),
                label: DiagnosticMessages.labelThrottleModes, notes: notes,
                fixIts: modes.map {
                    FixIt(DiagnosticMessages.fixAddWord($0), replacing: end, with: " \($0)")
                }))
        }
        return [.duration(interval)]
    }

    package func parseStringArgument() throws(ParseAbort) -> StringLiteral {
        guard current.kind == .string, let value = current.stringValue else {
            try fail(DiagnosticMessages.expectedString(found: foundDescription()))
        }
        return StringLiteral(value: value, range: advance().range)
    }

    private func reportUnknownOperator(_ name: Token) throws(ParseAbort) -> Never {
        if Keywords.sources.contains(name.text) {
            try fail(DiagnosticMessages.sourceAsOperator(name.text),
                     label: DiagnosticMessages.labelCombinePublishers, at: name.range)
        }
        let suggestions = Suggestions.closest(to: name.text, among: Keywords.stages(operators: operators.names))
        try fail(DiagnosticMessages.unknownOperator(name.text),
                 label: DiagnosticMessages.didYouMean(suggestions),
                 fixIts: suggestions.map { FixIt(DiagnosticMessages.fixUse($0), replacing: name.range, with: $0) },
                 at: name.range)
    }

    /// `while EXPR` or `until PUB` (a name, a source, `( … )` or `{ … }`); nil when neither word follows.
    package func parseWhileOrUntil() throws(ParseAbort) -> [OperatorArgument]? {
        if let word = consume(word: ArgumentWord.while.text) {
            return [.word(Identifier(word.text, range: word.range)), .expression(try parseExpression())]
        }
        guard let word = consume(word: ArgumentWord.until.text) else { return nil }
        let until = OperatorArgument.word(Identifier(word.text, range: word.range))
        if current.kind == .leftBrace { return [until, .pipeline(try parseBracedPipeline(after: "until"))] }
        return [until, .publishers([try parseSource()])]
    }
}
