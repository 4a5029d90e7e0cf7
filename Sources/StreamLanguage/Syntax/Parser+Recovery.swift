/// Reporting errors, bracket and nesting bookkeeping, and recovery.
extension Parser {
    // MARK: Reporting

    package func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if diagnostic.isError, let string = multiLineString, !notedMultiLineString {
            notedMultiLineString = true
            diagnostic.notes.append(Note(DiagnosticMessages.noteStringSpansLines(string.start), at: string))
        }
        guard diagnostic.isError else {
            diagnostics.append(diagnostic)
            return
        }
        statementFailed = true
        guard !stopped else { return }
        errorCount += 1
        if errorCount > Parser.errorLimit {
            stopped = true
            diagnostics.append(Diagnostic(DiagnosticMessages.tooManyErrors(limit: Parser.errorLimit),
                                          at: diagnostic.range))
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Reports an error about the current token and unwinds to the nearest recovery point.
    ///
    /// A bad character was already reported by the lexer, so an error *at* one is not
    /// reported twice (the statement still fails).
    package func fail(
        _ message: DiagnosticMessage, label: String? = nil, notes: [Note] = [],
        fixIts: [FixIt] = [], at range: SourceRange? = nil
    ) throws(ParseAbort) -> Never {
        if current.kind == .unknown, range == nil {
            statementFailed = true
        } else {
            report(Diagnostic(message, at: range ?? errorRange(), label: label, notes: notes, fixIts: fixIts))
        }
        abortBracketDepth = bracketDepth
        throw .recoverable
    }

    /// Whether the current token is where a line (or the input) ended.
    ///
    /// - Parameter lineBreakEnds: count a token on a new line as "the end of the line"
    ///   even inside brackets (used for a missing closing bracket).
    func isAtLineBoundary(lineBreakEnds: Bool = false) -> Bool {
        if token.kind == .endOfFile || isAtLineBreakEnd { return true }
        return lineBreakEnds && token.startsLine && index > statementStart
    }

    /// How to name the current token in "found …".
    func foundDescription(lineBreakEnds: Bool = false) -> String {
        if token.kind == .endOfFile { return DiagnosticMessages.foundEndOfInput }
        if isAtLineBoundary(lineBreakEnds: lineBreakEnds) { return DiagnosticMessages.foundEndOfLine }
        return DiagnosticMessages.quote(token.text)
    }

    /// Where to put the caret for a problem at the current token: on the token, or just
    /// after the previous token when the line has ended.
    func errorRange(lineBreakEnds: Bool = false) -> SourceRange {
        isAtLineBoundary(lineBreakEnds: lineBreakEnds) && index > 0
            ? SourceRange(at: previous.range.end) : token.range
    }

    // MARK: Nesting

    /// Enters one level of recursion; past the limit, reports once per statement and
    /// unwinds the whole statement. Pair every successful call with `nesting -= 1`.
    func enterNesting() throws(ParseAbort) {
        guard nesting < Parser.maximumNestingDepth else {
            if !reportedTooDeep {
                reportedTooDeep = true
                report(Diagnostic(
                    DiagnosticMessages.nestedTooDeeply(limit: Parser.maximumNestingDepth),
                    at: token.range, label: DiagnosticMessages.labelNestingStopsHere))
            }
            abortBracketDepth = bracketDepth
            throw .tooDeep
        }
        nesting += 1
    }

    /// Parses `OPEN body CLOSE`; the current token must be `open`. Inside, line breaks
    /// do not end the statement. A missing closer is reported at the end of the line
    /// where it was expected, pointing back at the opener.
    package func bracketed<T>(
        _ open: TokenKind, _ body: (Parser) throws(ParseAbort) -> T
    ) throws(ParseAbort) -> (value: T, range: SourceRange) {
        let opener = current
        let closer = open.matchingCloser ?? .rightParen
        try enterNesting()
        defer { nesting -= 1 }
        advance()
        bracketDepth += 1
        defer { bracketDepth -= 1 }
        let value = try body(self)
        guard current.kind == closer else {
            let range = errorRange(lineBreakEnds: true)
            let expected = closer.rawValue
            if current.kind != .unknown {
                report(Diagnostic(
                    DiagnosticMessages.expectedToken(expected, found: foundDescription(lineBreakEnds: true)),
                    at: range, label: DiagnosticMessages.fixInsert(expected),
                    notes: [Note(DiagnosticMessages.labelToClose(open.rawValue), at: opener.range)],
                    fixIts: [FixIt(DiagnosticMessages.fixInsert(expected),
                                   replacing: SourceRange(at: range.start), with: expected)]))
            }
            statementFailed = true
            abortBracketDepth = bracketDepth - 1  // the unclosed bracket is abandoned
            throw .recoverable
        }
        let end = advance()
        return (value, opener.range.extended(to: end.range))
    }

    // MARK: Ends

    func expectStatementEnd() throws(ParseAbort) {
        guard !isAtStatementEnd else { return }
        try failUnexpected(label: DiagnosticMessages.labelExpectedStatementEnd)
    }

    /// After a stage: `|`, a closer, or the end of the statement. Inside brackets a token
    /// on a new line also ends the stage: if it is not a closer, the enclosing bracket
    /// reports the missing closer at the end of the line, which is the likelier mistake.
    func expectStageEnd() throws(ParseAbort) {
        switch current.kind {
        case .pipe, .rightParen, .rightBracket, .rightBrace: return
        case .leftBrace where braceEndsStage: return
        default: if isAtStatementEnd || (current.startsLine && index > statementStart) { return }
        }
        // `filter x = 2`: an operator's expression stopped at `=`, which only names pipelines.
        if current.kind == .assign {
            try fail(DiagnosticMessages.unexpectedToken(foundDescription()), label: DiagnosticMessages.labelUseEquality,
                     fixIts: [FixIt(DiagnosticMessages.fixUse("=="), replacing: current.range, with: "==")])
        }
        try failUnexpected(label: DiagnosticMessages.labelExpectedStageEnd)
    }

    /// `unexpected 'X'`; a misspelt contextual keyword (`run untill 5s`) gets a suggestion.
    private func failUnexpected(label: String) throws(ParseAbort) -> Never {
        let suggestions = current.kind == .identifier
            ? Suggestions.closest(to: current.text, among: Keywords.contextual(operatorWords: operators.words)) : []
        try fail(DiagnosticMessages.unexpectedToken(foundDescription()),
                 label: DiagnosticMessages.didYouMean(suggestions) ?? label,
                 fixIts: suggestions.map { FixIt(DiagnosticMessages.fixUse($0), replacing: current.range, with: $0) })
    }

    // MARK: Recovery

    /// Skips tokens after an error: to the end of the statement, or (with `stopAtPipe`)
    /// to the next `|` at the level where recovery happens. Brackets opened before the
    /// error and skipped ones are balanced, a closer that belongs to an enclosing bracket
    /// stops the skip, `;` always does, and so does a line starting with a statement
    /// keyword, so an unclosed bracket cannot swallow the rest of a script.
    func synchronize(stopAtPipe: Bool) {
        var depth = max(0, abortBracketDepth - bracketDepth)
        abortBracketDepth = bracketDepth
        while token.kind != .endOfFile, token.kind != .semicolon {
            if token.startsLine, index > statementStart {
                if depth == 0, bracketDepth == 0 { return }
                if token.kind == .identifier, token.text != "fail",
                   Keywords.statements.contains(token.text) { return }
            }
            if token.kind.isOpener {
                depth += 1
            } else if token.kind.isCloser {
                if depth == 0, bracketDepth > 0 { return }  // it closes an enclosing bracket
                depth = max(depth - 1, 0)
            } else if token.kind == .pipe, stopAtPipe, depth == 0 {
                return
            }
            advance()
        }
    }

    // MARK: Result assembly

    /// Diagnostics in source order; equal positions keep their order.
    static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset) }
            .map(\.element)
    }

    /// Keeps the first `errorLimit` errors (less `errorsBefore`, those of earlier chunks of
    /// the same script) and ends with one "too many errors" diagnostic.
    package static func limitErrors(_ diagnostics: [Diagnostic], errorsBefore: Int = 0) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var errors = errorsBefore
        for diagnostic in diagnostics {
            if diagnostic.isError {
                errors += 1
                if errors > errorLimit || diagnostic.isErrorLimit {
                    kept.append(Diagnostic(DiagnosticMessages.tooManyErrors(limit: errorLimit),
                                           at: diagnostic.range))
                    break
                }
            }
            kept.append(diagnostic)
        }
        return kept
    }
}

extension Diagnostic {
    /// "too many errors (200); stopping here": whatever reported it stops.
    package var isErrorLimit: Bool { id == DiagnosticID.tooManyErrors.name }
}
