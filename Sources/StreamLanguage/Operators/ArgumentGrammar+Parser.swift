/// How a grammar reads its arguments: a small closure per part, and for `oneOf` the
/// form whose first token is the current one.
extension ArgumentGrammar {
    /// The parser of operator `name`'s arguments (its braces' errors name it), built once
    /// as small closures, one per part: a nested `{ … }` costs the stack a few small frames
    /// per level, not a large recursive switch (the parser allows 256 levels).
    package func parser(operator name: String) -> OperatorSignature.Parse {
        switch self {
        case .none: return { _, _ in [] }
        case .expression: return { parser, _ throws(ParseAbort) in [.expression(try parser.parseExpression())] }
        case .count: return { parser, _ throws(ParseAbort) in [.count(try parser.parseCount())] }
        case .duration: return { parser, _ throws(ParseAbort) in [.duration(try parser.parseDuration())] }
        case .string: return { parser, _ throws(ParseAbort) in [.string(try parser.parseStringArgument())] }
        case .expressions: return { parser, _ throws(ParseAbort) in [.expressions(try parser.parseExpressionList())] }
        case .publishers: return { parser, _ throws(ParseAbort) in [.publishers(try parser.parsePublisherList())] }
        case .pipeline: return { parser, _ throws(ParseAbort) in [.pipeline(try parser.parseBracedPipeline(after: name))] }
        case .initialAndBody: return { parser, _ throws(ParseAbort) in try parser.parseInitialAndBody() }
        case .index: return { parser, _ throws(ParseAbort) in [.expression(try parser.parseExpression())] }
        case .closedRange:
            return { parser, _ throws(ParseAbort) in
                let lower = try parser.parseExpression()
                guard parser.consume(.closedRange) != nil else {
                    try parser.fail(DiagnosticMessages.expectedWord(["..."], found: parser.foundDescription()),
                                    label: "a closed range, as in \(name) in 1...3")
                }
                return [.expressions([lower, try parser.parseExpression()])]
            }
        case .word(let word, let rest):
            // Braces after a word belong to it (`until { … }`).
            let restParser = rest.parser(operator: word.text)
            return { parser, start throws(ParseAbort) in
                guard let written = parser.consume(word: word.text) else {
                    try parser.fail(DiagnosticMessages.expectedWord([word.text], found: parser.foundDescription()))
                }
                return [.word(Identifier(written.text, range: written.range))] + (try restParser(parser, start))
            }
        case .optional(let inner):
            let innerParser = inner.parser(operator: name)
            if case .word(let word, _) = inner {
                return { parser, start throws(ParseAbort) in
                    parser.current.isWord(word.text) && !parser.isAtStatementEnd ? try innerParser(parser, start) : []
                }
            }
            // `on` after the operator starts its queue clause when the form places one.
            let yieldsToQueue = inner.queueFormSyntax != nil
            return { parser, start throws(ParseAbort) in
                parser.isAtStageEnd || (yieldsToQueue && parser.current.isWord("on")) ? [] : try innerParser(parser, start)
            }
        case .sequence(let parts):
            let parsers = parts.map { $0.parser(operator: name) }
            return { parser, start throws(ParseAbort) in
                var arguments: [OperatorArgument] = []
                for part in parsers { arguments += try part(parser, start) }
                return arguments
            }
        case .oneOf(let forms, _, let label):
            let chosen = forms.map { ($0.begins, $0.parser(operator: name)) }
            let fallback = chosen.first { $0.0 == nil }?.1
            let words = words
            return { parser, start throws(ParseAbort) in
                for (begins, form) in chosen where begins?(parser) == true { return try form(parser, start) }
                guard let fallback else {
                    try parser.fail(DiagnosticMessages.expectedWord(words, found: parser.foundDescription()), label: label)
                }
                return try fallback(parser, start)
            }
        case .keyword(let choice): return { parser, start in choice.parse(parser, start: start) }
        case .queue: return { _, _ in [] }
        case .onQueue: return { parser, _ throws(ParseAbort) in try parser.parseQueueClause() }
        case .publisher:
            return { parser, _ throws(ParseAbort) in
                parser.current.kind == .leftBrace
                    ? [.pipeline(try parser.parseBracedPipeline(after: name))]
                    : [.publishers([try parser.parseSource()])]
            }
        case .noBraces(let message):
            return { parser, _ throws(ParseAbort) in
                if parser.current.kind == .leftBrace { try parser.fail(message) }
                return []
            }
        case .valuesOrPublisher:
            return { parser, _ throws(ParseAbort) in
                parser.startsParenthesizedPipeline
                    ? [.publishers([try parser.parseSource()])]
                    : [.expressions(try parser.parseExpressionList())]
            }
        // Issue 20:
        case .hooks(let words): return { parser, _ throws(ParseAbort) in try parser.parseHooks(words) }
        case .name:
            return { parser, _ throws(ParseAbort) in
                var name = try parser.parseName()
                // A dotted name stays one identifier (`vm.$text`), for the operator's check to
                // say what it is rather than the parser stopping at the dot.
                while let member = parser.consumeMember() {
                    name = Identifier(name.name + "." + member.text, range: name.range.extended(to: member.range))
                }
                return [.expression(Expr(kind: .identifier(name.name), range: name.range))]
            }
        case .braced(let inner):
            let innerParser = inner.parser(operator: name)
            return { parser, start throws(ParseAbort) in
                guard parser.current.kind == .leftBrace else {
                    try parser.fail(DiagnosticMessages.expectedToken("{", found: parser.foundDescription()))
                }
                return try parser.bracketed(.leftBrace) { inside throws(ParseAbort) in try innerParser(inside, start) }.value
            }
        case .optionalInitialAndBody:  // Issue 20
            return { parser, _ throws(ParseAbort) in try parser.parseOptionalInitialAndBody() }
        }
    }

    /// Whether the current token starts this form (nil: nothing marks its start, so it is
    /// the default of a `oneOf`).
    var begins: (@Sendable (Parser) -> Bool)? {
        switch self {
        case .word(let word, _): { $0.current.isWord(word.text) && !$0.isAtStatementEnd }
        case .pipeline: { $0.current.kind == .leftBrace }
        case .braced: { $0.current.kind == .leftBrace }  // Issue 20
        case .duration: { $0.current.kind == .duration }
        case .sequence(let parts): parts.first?.begins
        default: nil
        }
    }
}
