/// Issue 18 milestone 6: `future { STEPS }` and `future as NAME { STEPS }`, the bridge from a
/// task to Combine, beside the older `future EXPR after DURATION`.
extension Parser {
    /// After `future`: the bridge's `[as NAME] { STEPS }`, or nil when what follows is the
    /// older form's `[fail] EXPR after DURATION` (which neither `as` nor `{` can start).
    func parseFutureTask() throws(ParseAbort) -> PipelineSource.Kind? {
        var name: Identifier?
        if current.isWord("as") {
            advance()
            name = try parseName()
        } else if current.kind != .leftBrace {
            return nil
        }
        return .futureTask(name: name, body: try parseBody())
    }
}
