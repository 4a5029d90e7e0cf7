/// Issue 20: `ASYNCSEQ | min | await as NAME`. `min`, `max`, `reduce`, `contains`,
/// `allSatisfy` and `first` of an async sequence return one value, awaited; they are not
/// sequences a loop iterates, so their pipeline ends in `await as NAME`, not `for await`.
extension Parser {
    /// `await as NAME`; the current token is `await`.
    func parseAwaitedValue() throws(ParseAbort) -> SinkClause {
        let start = index
        advance()
        if consume(word: "as") == nil {
            try fail(DiagnosticMessages.expectedToken("as", found: foundDescription()),
                     label: DiagnosticMessages.labelNameTheAwaitedValue)
        }
        let name = try parseName()
        let clauseRange = range(from: start)
        return SinkClause(demand: nil, name: name, range: clauseRange,
                          loop: ForAwaitClause(work: nil, range: clauseRange, awaitsOneValue: true))
    }
}
