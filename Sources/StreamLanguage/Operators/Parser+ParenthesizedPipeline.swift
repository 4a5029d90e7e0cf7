/// Telling `( PIPELINE )` from a parenthesised value where an operator takes either
/// (`append (just 1 | delay 1s)` against `append (1 + 2)`).
extension Parser {
    /// The words that start a publisher and never an expression.
    static let publisherWords: Set<String> = ["just", "empty", "never", "sequence", "range", "cold", "hot",
                                              "deferred", "future", "timer"]

    /// Whether the current `(` opens a pipeline: its first token is a publisher word, or a `|`
    /// stands directly inside it (an expression has no `|`). Looks ahead only, to the
    /// matching `)` or the end of the input.
    var startsParenthesizedPipeline: Bool {
        guard current.kind == .leftParen else { return false }
        var position = index + 1
        if position < tokens.count, tokens[position].kind == .identifier,
           Self.publisherWords.contains(tokens[position].text) { return true }
        var depth = 0
        while position < tokens.count, tokens[position].kind != .endOfFile {
            let kind = tokens[position].kind
            if kind.isOpener { depth += 1 }
            if kind.isCloser {
                if depth == 0 { return false }
                depth -= 1
            }
            if kind == .pipe, depth == 0 { return true }
            position += 1
        }
        return false
    }
}
