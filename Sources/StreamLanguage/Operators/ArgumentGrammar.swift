/// The shape of an operator's arguments, declared once: the parser, the `:help` syntax line
/// and the contextual words all come from it, so they cannot disagree.
///
///     .sequence([.duration, .optional(.word(.fail, .expression))])
///     // reads `timeout 1s fail "late"`; its syntax line is `DURATION [fail EXPR]`
package indirect enum ArgumentGrammar: Sendable {
    /// No arguments.
    case none
    /// `EXPR`
    case expression
    /// `N`
    case count
    /// `DURATION`
    case duration
    /// `STRING`
    case string
    /// `EXPR, …`
    case expressions
    /// `PUB, …`: names, sources or `( … )`.
    case publishers
    /// `{ PIPELINE }`: an inner publisher built per value.
    case pipeline
    /// `INITIAL, EXPR` (scan and reduce).
    case initialAndBody
    /// A contextual word, then what follows it (`by EXPR`, `max N`).
    case word(ArgumentWord, ArgumentGrammar)
    /// `[ … ]`: left out at the end of the stage, or, when it starts with a word, when the
    /// word is not written.
    case optional(ArgumentGrammar)
    /// One after the other.
    case sequence([ArgumentGrammar])

    /// The syntax line's arguments (`[by EXPR]`); empty for `none`.
    package var syntax: String {
        switch self {
        case .none: ""
        case .expression: "EXPR"
        case .count: "N"
        case .duration: "DURATION"
        case .string: "STRING"
        case .expressions: "EXPR, …"
        case .publishers: "PUB, …"
        case .pipeline: "{ PIPELINE }"
        case .initialAndBody: "INITIAL, EXPR"
        case .word(let word, let rest): [word.text, rest.syntax].filter { !$0.isEmpty }.joined(separator: " ")
        case .optional(let inner): "[\(inner.syntax)]"
        case .sequence(let parts): parts.map(\.syntax).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The contextual words, in order: offered by completion and "did you mean".
    package var words: [String] {
        switch self {
        case .word(let word, let rest): [word.text] + rest.words
        case .optional(let inner): inner.words
        case .sequence(let parts): parts.flatMap(\.words)
        default: []
        }
    }

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
        case .word(let word, let rest):
            let restParser = rest.parser(operator: name)
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
            return { parser, start throws(ParseAbort) in parser.isAtStageEnd ? [] : try innerParser(parser, start) }
        case .sequence(let parts):
            let parsers = parts.map { $0.parser(operator: name) }
            return { parser, start throws(ParseAbort) in
                var arguments: [OperatorArgument] = []
                for part in parsers { arguments += try part(parser, start) }
                return arguments
            }
        }
    }
}
