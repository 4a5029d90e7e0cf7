/// `stream`, `channel`, `yield`, `finish` and the `for await` stage.
extension Parser {
    /// The current token is `stream`, `channel`, `yield` or `finish`.
    func parseAsyncStatement() throws(ParseAbort) -> AsyncStatement {
        let word = advance().text
        let name = try parseName()
        switch word {
        case "stream":
            if current.isWord("unfolding") { return try parseUnfoldingStream(name: name) }  // Issue 20
            let throwing = consume(word: "throwing") != nil
            let buffering = try parseBuffering()
            let onTermination = consume(word: "onTermination") == nil ? nil : try parseBody()
            return .declareStream(name: name, throwing: throwing, buffering: buffering, onTermination: onTermination)
        case "channel":
            return .declareChannel(name: name, throwing: consume(word: "throwing") != nil)
        case "yield":
            var values: [TimedValue] = []
            var progress = LoopProgress()
            repeat {
                guard progress.advanced(to: index) else { break }
                let start = index
                let value = try parseExpression()
                values.append(TimedValue(value: value, time: try parseOptionalTime(), range: range(from: start)))
            } while consume(.comma) != nil
            return .yield(stream: name, values: values)
        default:
            return .finish(name: name, time: try parseOptionalTime())
        }
    }

    /// `[buffering unbounded|newest N|oldest N]`.
    private func parseBuffering() throws(ParseAbort) -> StreamBuffering {
        guard consume(word: "buffering") != nil else { return .unbounded }
        if consume(word: "unbounded") != nil { return .unbounded }
        if consume(word: "newest") != nil { return .newest(try parseCount()) }
        if consume(word: "oldest") != nil { return .oldest(try parseCount()) }
        try fail(DiagnosticMessages.expectedWord(["unbounded", "newest", "oldest"], found: foundDescription()),
                 label: DiagnosticMessages.labelBufferingExample)
    }

    /// `for await [work DURATION] as NAME`; the current token is `for`.
    func parseForAwait() throws(ParseAbort) -> SinkClause {
        let start = index
        advance()
        if consume(word: "await") == nil {
            try fail(DiagnosticMessages.expectedToken("await", found: foundDescription()),
                     label: DiagnosticMessages.labelForAwaitExample)
        }
        let work = consume(word: "work") == nil ? nil : try parseDuration()
        if consume(word: "as") == nil {
            try fail(DiagnosticMessages.expectedToken("as", found: foundDescription()),
                     label: DiagnosticMessages.labelNameTheLoop)
        }
        let name = try parseName()
        let clauseRange = range(from: start)
        return SinkClause(demand: nil, name: name, range: clauseRange,
                          loop: ForAwaitClause(work: work, range: clauseRange))
    }
}
