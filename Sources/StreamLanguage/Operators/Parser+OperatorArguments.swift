/// Argument shapes that several operators share, and the `| OPERATOR args` stage itself.
extension Parser {
    /// `| OPERATOR args`: the signature named by the current word reads its arguments.
    func parseOperator() throws(ParseAbort) -> PipelineOperator {
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
    func parseInitialAndBody() throws(ParseAbort) -> [OperatorArgument] {
        let initial = try parseExpression()
        if consume(.comma) == nil {
            try fail(DiagnosticMessages.expectedToken(",", found: foundDescription()),
                     label: DiagnosticMessages.labelInsertBody)
        }
        return [.expression(initial), .expression(try parseExpression())]
    }

    /// Issue 20: `[INITIAL,] EXPR`; one expression is the body alone (`reductions acc + x`).
    func parseOptionalInitialAndBody() throws(ParseAbort) -> [OperatorArgument] {
        let first = try parseExpression()
        guard consume(.comma) != nil else { return [.expression(first)] }
        return [.expression(first), .expression(try parseExpression())]
    }

    func parseStringArgument() throws(ParseAbort) -> StringLiteral {
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
}
