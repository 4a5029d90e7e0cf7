/// What the parser found in a source text.
public struct ParseResult: Sendable, Hashable {
    /// One entry per statement that parsed without an error, in source order.
    public var statements: [Statement]
    /// Every problem found, lexical and syntactic, in source order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// Unwinds the parser to a recovery point; the diagnostic has already been recorded.
package enum ParseAbort: Error {
    /// Recover at the next `|` of the current pipeline, or at the end of the statement.
    case recoverable
    /// Nesting went past the limit: recover only at the end of the statement.
    case tooDeep
}

/// A recovering recursive-descent parser for the pipeline language.
///
/// `parse(_:)` reports every error it can in one pass: after an error it skips to the
/// next `|` of the pipeline it was in, or to the end of the statement (`;` or a line
/// break outside brackets), and carries on. Statements with an error are left out of the
/// result, so the session never runs half a statement. Loops are guarded against making
/// no progress, and nesting deeper than `maximumNestingDepth` stops the statement with one
/// diagnostic instead of recursing further.
///
/// Line breaks end a statement except inside `( )`, `[ ]`, `{ }` and after a trailing
/// `|` or `,`: the same places where `isIncomplete(_:)` asks the REPL for more input.
public final class Parser {
    /// Deepest nesting of brackets, operators and stages before the parser gives up.
    static let maximumNestingDepth = 256
    /// Errors reported before the parser stops with a "too many errors" diagnostic.
    public static let errorLimit = 200

    package let source: String
    package let tokens: [Token]
    package let sessionNames: [String]
    /// The operators `| NAME` may name, with their argument grammars (the runtime's registry).
    package let operators: any OperatorCatalogue
    /// The `:set` keys, so `set horizon 5s` (the command without its colon) gets a fix-it.
    package let settingKeys: Set<String>
    package var index = 0
    package var diagnostics: [Diagnostic] = []
    package var statements: [Statement] = []

    /// Open brackets around the current token; line breaks inside them are whitespace.
    var bracketDepth = 0
    /// Recursion depth, checked against `maximumNestingDepth`.
    package var nesting = 0
    /// `bracketDepth` where the last error was thrown, so recovery can skip what it opened.
    var abortBracketDepth = 0
    /// Token index of the current statement's first token.
    var statementStart = 0
    /// Whether the current statement has an error (reported here or by the lexer).
    var statementFailed = false
    var reportedTooDeep = false
    /// A string of the current statement that spans lines: errors after it get a note,
    /// because a forgotten closing quote makes a string run on and confuse what follows.
    var multiLineString: SourceRange?
    var notedMultiLineString = false
    /// While parsing the sequence of a `for await` step: a `{` ends the last stage (it opens the body).
    var braceEndsStage = false
    package var errorCount = 0
    /// Set at the error limit; parsing stops at the end of the statement.
    package var stopped = false

    private init(source: String, tokens: [Token], sessionNames: [String], operators: any OperatorCatalogue,
                 settingKeys: Set<String>) {
        self.source = source
        self.tokens = tokens
        self.sessionNames = sessionNames
        self.operators = operators
        self.settingKeys = settingKeys
    }

    /// Parses a script or a REPL input.
    ///
    /// - Parameters:
    ///   - source: the text; several lines are one source.
    ///   - operators: the operators and their argument grammars.
    ///   - settingKeys: the `:set` keys (`horizon`), recognised when typed as a statement.
    ///   - sessionNames: names the session has defined, offered as "did you mean"
    ///     suggestions alongside the keywords.
    ///   - firstLine: the number of the source's first line, when it is a chunk of a file.
    package static func parse(_ source: String, operators: any OperatorCatalogue, settingKeys: Set<String>,
                              sessionNames: [String] = [], firstLine: Int = 1) -> ParseResult {
        let lexed = Lexer.tokenize(source, firstLine: firstLine)
        let parser = Parser(source: source, tokens: lexed.tokens, sessionNames: sessionNames, operators: operators,
                            settingKeys: settingKeys)
        parser.parseStatements()
        let all = sortedByLocation(lexed.diagnostics + parser.diagnostics)
        return ParseResult(statements: parser.statements, diagnostics: limitErrors(all))
    }

    private func parseStatements() {
        var progress = LoopProgress()
        while !stopped {
            while token.kind == .semicolon { advance() }
            if token.kind == .endOfFile { break }
            guard progress.advanced(to: index) else {
                advance()
                continue
            }
            statementStart = index
            statementFailed = false
            reportedTooDeep = false
            multiLineString = nil
            notedMultiLineString = false
            nesting = 0
            bracketDepth = 0
            do {
                let statement = try parseStatement(allowAt: true)
                try expectStatementEnd()
                if !statementFailed { statements.append(statement) }
            } catch {
                synchronize(stopAtPipe: false)
            }
        }
    }

    // MARK: Token cursor

    /// The token at the cursor, as written.
    package var token: Token { tokens[index] }

    /// The token at the cursor as the grammar sees it: where a line break ends the
    /// statement, an empty `;`, so no rule can take a token from the next statement.
    package var current: Token {
        guard isAtLineBreakEnd else { return token }
        return Token(kind: .semicolon, text: "", range: SourceRange(at: token.range.start), startsLine: true)
    }

    /// The token before the current one (the current one at the very start).
    package var previous: Token { tokens[max(index - 1, 0)] }

    func peek(_ ahead: Int) -> Token { tokens[min(index + ahead, tokens.count - 1)] }

    /// Consumes the current token (never past the end) and returns it.
    @discardableResult
    package func advance() -> Token {
        let token = tokens[index]
        if token.isMalformed { statementFailed = true }
        if token.kind == .string, token.range.start.line != token.range.end.line, multiLineString == nil {
            multiLineString = token.range
        }
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the current token if it has `kind`.
    package func consume(_ kind: TokenKind) -> Token? {
        current.kind == kind ? advance() : nil
    }

    /// Consumes the current token if it is the contextual keyword `word`.
    package func consume(word: String) -> Token? {
        current.isWord(word) && !isAtStatementEnd ? advance() : nil
    }

    /// Whether the current token ends the statement: `;`, the end of input, or a line
    /// break outside brackets that does not follow `|` or `,`.
    var isAtStatementEnd: Bool {
        token.kind == .semicolon || token.kind == .endOfFile || isAtLineBreakEnd
    }

    /// Whether a line break before the current token ends the statement.
    var isAtLineBreakEnd: Bool {
        guard token.startsLine, index > statementStart, bracketDepth == 0, token.kind != .endOfFile else {
            return false
        }
        return previous.kind != .pipe && previous.kind != .comma
    }

    /// Whether the current token ends a pipeline stage (so optional arguments are absent).
    var isAtStageEnd: Bool {
        if isAtStatementEnd { return true }
        switch current.kind {
        case .pipe, .comma, .rightParen, .rightBracket, .rightBrace: return true
        default: return false
        }
    }

    /// The source text of token indices `range`, comments dropped and whitespace runs
    /// collapsed to one space.
    package func text(ofTokens range: Range<Int>) -> String {
        var text = ""
        for position in range {
            if position > range.lowerBound, tokens[position].hasLeadingTrivia { text += " " }
            text += tokens[position].text
        }
        return text
    }

    /// From the start of token `startIndex` to the end of the last consumed token.
    package func range(from startIndex: Int) -> SourceRange {
        let end = index > startIndex ? previous.range.end : tokens[startIndex].range.end
        return SourceRange(start: tokens[startIndex].range.start, end: end)
    }
}
