/// The shape of an operator's arguments, declared once: the parser, the `:help` syntax line
/// and the contextual words all come from it, so they cannot disagree.
///
///     .sequence([.duration, .optional(.word("fail", .expression))])
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
    case word(String, ArgumentGrammar)
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
        case .word(let word, let rest): [word, rest.syntax].filter { !$0.isEmpty }.joined(separator: " ")
        case .optional(let inner): "[\(inner.syntax)]"
        case .sequence(let parts): parts.map(\.syntax).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The contextual words, in order: offered by completion and "did you mean".
    package var words: [String] {
        switch self {
        case .word(let word, let rest): [word] + rest.words
        case .optional(let inner): inner.words
        case .sequence(let parts): parts.flatMap(\.words)
        default: []
        }
    }

    /// Reads the arguments of operator `name` (whose braces' errors name it).
    package func parse(_ parser: Parser, operator name: String) throws(ParseAbort) -> [OperatorArgument] {
        switch self {
        case .none: return []
        case .expression: return [.expression(try parser.parseExpression())]
        case .count: return [.count(try parser.parseCount())]
        case .duration: return [.duration(try parser.parseDuration())]
        case .string: return [.string(try parser.parseStringArgument())]
        case .expressions: return [.expressions(try parser.parseExpressionList())]
        case .publishers: return [.publishers(try parser.parsePublisherList())]
        case .pipeline: return [.pipeline(try parser.parseBracedPipeline(after: name))]
        case .initialAndBody: return try parser.parseInitialAndBody()
        case .word(let word, let rest):
            guard let written = parser.consume(word: word) else {
                try parser.fail(DiagnosticMessages.expectedWord([word], found: parser.foundDescription()))
            }
            return [.word(Identifier(written.text, range: written.range))] + (try rest.parse(parser, operator: name))
        case .optional(let inner):
            if case .word(let word, _) = inner {
                return parser.current.isWord(word) && !parser.isAtStatementEnd ? try inner.parse(parser, operator: name) : []
            }
            return parser.isAtStageEnd ? [] : try inner.parse(parser, operator: name)
        case .sequence(let parts):
            var arguments: [OperatorArgument] = []
            for part in parts { arguments += try part.parse(parser, operator: name) }
            return arguments
        }
    }
}
