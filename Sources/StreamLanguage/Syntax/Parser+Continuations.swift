/// Milestone 4's steps: `await continuation k { … } [onCancel { … }]`, `callback after D { … }`
/// and `resume k [throwing] V` (see ContinuationSyntax.swift).
extension Parser {
    /// `continuation NAME { STEPS } [onCancel { STEPS }]`; `await` is consumed, the current
    /// token is `continuation`. `onCancel` may start the next line, as `else` may.
    func parseContinuation(from start: Int) throws(ParseAbort) -> AwaitExpr {
        advance()
        let name = try parseName()
        let body = try parseBody()
        var onCancel: Body?
        if token.isWord("onCancel") {
            advance()
            onCancel = try parseBody()
        }
        return AwaitExpr(kind: .continuation(ContinuationExpr(name: name, body: body, onCancel: onCancel)),
                         range: range(from: start))
    }

    /// `callback after DURATION { STEPS }`; the current token is `callback`.
    func parseCallbackStep() throws(ParseAbort) -> Step.Kind {
        advance()
        if consume(word: "after") == nil {
            try fail(DiagnosticMessages.expectedToken("after", found: foundDescription()),
                     label: DiagnosticMessages.labelCallbackExample)
        }
        let delay = try parseDuration()
        return .callback(after: delay, try parseBody())
    }

    /// `resume NAME EXPR` or `resume NAME throwing EXPR`; the current token is `resume`.
    func parseResumeStep() throws(ParseAbort) -> Step.Kind {
        advance()
        let name = try parseName()
        if current.isWord("throwing"), !peekEndsExpression {
            advance()
            return .resume(name, .throwing(try parseExpression()))
        }
        if current.kind == .semicolon || current.kind == .rightBrace || current.kind == .endOfFile {
            try fail(DiagnosticMessages.expectedResumeValue(found: foundDescription()),
                     label: DiagnosticMessages.labelResumeExample)
        }
        return .resume(name, .returning(try parseExpression()))
    }
}
