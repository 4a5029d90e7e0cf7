/// `task [detached] { STEPS }` as an expression whose value is the task (issue 18 §3): the
/// right-hand side of `let t = …`, `var t = …` or `NAME = …` in a body, where an actor keeps
/// its in-flight task in a field (`loading = task { … }`, then `await loading.value`). The
/// task's lane is named after the name it is stored in.
///
/// Anywhere else a value is needed (`send a task { … }`, `emit task { … }`) it is a located
/// error: Combine carries no tasks, and a task nobody keeps could never be awaited.
extension Parser {
    /// `task {` or `task detached {` at the current token.
    var startsTaskExpression: Bool {
        guard current.isWord("task") else { return false }
        if peek(1).kind == .leftBrace { return true }
        return peek(1).isWord("detached") && peek(2).kind == .leftBrace
    }

    /// `task [detached] { STEPS }` stored in `name`; the current token is `task`.
    func parseTaskExpression(storedIn name: Identifier) throws(ParseAbort) -> TaskDeclaration {
        let start = index
        advance()
        let detached = consume(word: "detached") != nil
        let body = try parseBody()
        return TaskDeclaration(name: name, detached: detached, body: body, time: nil, range: range(from: start))
    }

    /// A task expression where an expression is parsed: refused, at the word `task`.
    func refuseTaskExpression() throws(ParseAbort) -> Never {
        try fail(DiagnosticMessages.taskExpressionNotStored, label: DiagnosticMessages.labelStoreTheTask)
    }
}
