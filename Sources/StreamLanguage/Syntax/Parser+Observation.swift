/// `observable OBJ.PROP = EXPR`, `track { EXPR } { STEPS }` and the `{ EXPR }` of
/// `observations { EXPR }` (see ObservationSyntax.swift).
extension Parser {
    /// `observable OBJ.PROP = EXPR`; the current token is `observable`.
    package func parseObservable() throws(ParseAbort) -> Statement.Kind {
        advance()
        let path = try parsePropertyPath(projected: false)
        if consume(.assign) == nil {
            try fail(DiagnosticMessages.expectedToken("=", found: foundDescription()),
                     label: DiagnosticMessages.labelInsertInitialValue)
        }
        return .observation(.declareObservable(path, initial: try parseExpression()))
    }

    /// `track { EXPR } { STEPS }`; the current token is `track`.
    package func parseTrack() throws(ParseAbort) -> TrackDeclaration {
        let start = index
        advance()
        let tracked = try parseTrackedExpression()
        let body = try parseBody()
        return TrackDeclaration(tracked: tracked, body: body, range: range(from: start))
    }

    /// `{ EXPR }`: what a tracking closure reads (line breaks inside are whitespace).
    package func parseTrackedExpression() throws(ParseAbort) -> Expr {
        guard current.kind == .leftBrace else {
            try fail(DiagnosticMessages.expectedToken("{", found: foundDescription()),
                     label: DiagnosticMessages.labelTrackedExample)
        }
        let opener = advance()
        bracketDepth += 1
        defer { bracketDepth -= 1 }
        let tracked = try parseExpression()
        guard current.kind == .rightBrace else {
            try fail(DiagnosticMessages.expectedToken("}", found: foundDescription()),
                     label: DiagnosticMessages.labelTrackedExample,
                     notes: [Note(DiagnosticMessages.labelToClose("{"), at: opener.range)])
        }
        advance()
        return tracked
    }
}
