/// Steps about where a task runs (issue 18 milestone 3): `work D`, synchronous work that
/// keeps its executor busy, and `on main { STEPS }`, a hop to the main actor.
extension Parser {
    /// `work DURATION` or `on main { STEPS }`; the current token is `work` or `on`.
    func parseExecutorStep() throws(ParseAbort) -> Step.Kind {
        if current.isWord("work") {
            advance()
            return .work(try parseDuration())
        }
        advance()  // `on`
        guard consume(word: "main") != nil else {
            try fail(DiagnosticMessages.expectedToken("main", found: foundDescription()),
                     label: DiagnosticMessages.labelOnMain)
        }
        return .onMain(try parseBody())
    }
}
