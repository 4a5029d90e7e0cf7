extension Parser {
    /// Whether `source` stops in the middle of a statement, so a REPL should show its
    /// continuation prompt and append the next line (with a line break) before parsing.
    ///
    /// True when the input ends inside a string, inside an open `(`, `[` or `{`, or with
    /// a trailing `|` or `,` (comments after them do not count). Input with a stray or
    /// mismatched closing bracket is complete: more lines cannot fix it, so the parser
    /// reports it.
    public static func isIncomplete(_ source: String) -> Bool {
        let lexed = Lexer.tokenize(source)
        if lexed.endsInsideString { return true }
        var open: [TokenKind] = []
        for token in lexed.tokens {
            if token.kind.isOpener {
                open.append(token.kind)
            } else if token.kind.isCloser {
                // A stray or mismatched closer is an error that more input cannot fix.
                guard let last = open.last, last.matchingCloser == token.kind else { return false }
                open.removeLast()
            }
        }
        if !open.isEmpty { return true }
        let last = lexed.tokens.last { $0.kind != .endOfFile }
        return last?.kind == .pipe || last?.kind == .comma
    }
}
