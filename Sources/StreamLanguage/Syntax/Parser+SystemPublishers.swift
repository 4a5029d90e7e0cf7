/// Issue 20's sources: `notifications NAME` and `post NAME VALUE [@TIME], …`, `kvo OBJ.PROP [new]`,
/// and Combine's `Record` (`record 1, 2 [finished | fail EXPR]`).
extension Parser {
    /// The notification name after `notifications` (or `post`): a plain name, its own namespace.
    func parseNotificationName() throws(ParseAbort) -> Identifier {
        advance()
        return try parseName()
    }

    /// `kvo OBJ.PROP [new]`: an object's property, never its publisher (`vm.$text`).
    func parseKeyValueObserving() throws(ParseAbort) -> PipelineSource.Kind {
        advance()
        let path = try parsePropertyPath(projected: false)
        return .kvo(path, newOnly: consume(word: "new") != nil)
    }

    /// `post NAME VALUE [@TIME], VALUE [@TIME], …`, written as `send` is.
    func parsePost() throws(ParseAbort) -> Statement.Kind {
        let name = try parseNotificationName()
        return .post(name: name, values: try parseTimedValues())
    }

    /// `record [V, V, …] [finished | fail EXPR]`: the values (none is an empty recording), then
    /// the completion, `finished` when none is written.
    func parseRecord() throws(ParseAbort) -> PipelineSource.Kind {
        advance()
        let atCompletion = current.kind == .identifier && (current.text == "fail" || current.text == "finished")
        var values: [Expr] = []
        if !isAtStatementEnd, current.kind != .pipe, !current.kind.isCloser, !atCompletion { values = try parseExpressionList() }
        if consume(word: "fail") != nil { return .record(values, failure: try parseExpression()) }
        _ = consume(word: "finished")
        return .record(values, failure: nil)
    }
}
