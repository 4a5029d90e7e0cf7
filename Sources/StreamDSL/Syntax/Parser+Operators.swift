/// Operator stages: `| OPERATOR args`.
extension Parser {
    func parseOperator() throws(ParseAbort) -> PipelineOperator {
        guard current.kind == .identifier else {
            try fail(DiagnosticMessages.expectedOperator(found: foundDescription()))
        }
        let start = index
        let nameToken = advance()
        let name = Identifier(nameToken.text, range: nameToken.range)
        let kind: PipelineOperator.Kind
        switch name.name {
        case "map":
            kind = current.kind == .leftBrace
                ? .mapToPublisher(try parseBracedPipeline(after: "map")) : .map(try parseExpression())
        case "filter": kind = .filter(try parseExpression())
        case "compactMap": kind = .compactMap(try parseExpression())
        case "scan":
            let (initial, body) = try parseInitialAndBody()
            kind = .scan(initial: initial, body: body)
        case "reduce":
            let (initial, body) = try parseInitialAndBody()
            kind = .reduce(initial: initial, body: body)
        case "removeDuplicates": kind = .removeDuplicates
        case "first": kind = .first(predicate: isAtStageEnd ? nil : try parseExpression())
        case "last": kind = .last(predicate: isAtStageEnd ? nil : try parseExpression())
        case "prefix": kind = .prefix(try parseCount())
        case "dropFirst": kind = .dropFirst(isAtStageEnd ? nil : try parseCount())
        case "collect": kind = .collect(try parseCollectLimit())
        case "debounce": kind = .debounce(try parseDuration())
        case "throttle": kind = try parseThrottle(start: start)
        case "delay": kind = .delay(try parseDuration())
        case "timeout":
            let interval = try parseDuration()
            kind = .timeout(interval, failure: consume(word: "fail") == nil ? nil : try parseExpression())
        case "merge": kind = .merge(try parsePublisherList())
        case "combineLatest": kind = .combineLatest(try parsePublisherList())
        case "zip": kind = .zip(try parsePublisherList())
        case "flatMap":
            let maximum = consume(word: "max") == nil ? nil : try parseCount()
            kind = .flatMap(maxPublishers: maximum, try parseBracedPipeline(after: "flatMap"))
        case "switchToLatest": kind = .switchToLatest
        case "share": kind = .share
        case "multicast":
            kind = .multicast(currentValue: consume(word: "current") == nil ? nil : try parseExpression())
        case "makeConnectable": kind = .makeConnectable
        case "autoconnect": kind = .autoconnect
        case "catch": kind = .catch(try parseBracedPipeline(after: "catch"))
        case "retry": kind = .retry(try parseCount())
        case "replaceError": kind = .replaceError(try parseExpression())
        case "replaceEmpty": kind = .replaceEmpty(try parseExpression())
        case "prepend": kind = .prepend(try parseExpressionList())
        case "append": kind = .append(try parseExpressionList())
        case "print": kind = .print(isAtStageEnd ? nil : try parseStringArgument())
        case "buffer": kind = .buffer(isAtStageEnd ? nil : try parseCount())
        default: try reportUnknownOperator(nameToken)
        }
        return PipelineOperator(name: name, kind: kind, range: range(from: start))
    }

    /// `INITIAL, BODY` of scan and reduce.
    private func parseInitialAndBody() throws(ParseAbort) -> (Expr, Expr) {
        let initial = try parseExpression()
        if consume(.comma) == nil {
            try fail(DiagnosticMessages.expectedToken(",", found: foundDescription()),
                     label: DiagnosticMessages.labelInsertBody)
        }
        return (initial, try parseExpression())
    }

    private func parseCollectLimit() throws(ParseAbort) -> PipelineOperator.CollectLimit? {
        if isAtStageEnd { return nil }
        if current.kind == .duration { return .time(try parseDuration()) }
        return .count(try parseCount())
    }

    /// `throttle DURATION latest|first`; the mode is required because the two differ in
    /// what they emit, and neither is an obvious default.
    private func parseThrottle(start: Int) throws(ParseAbort) -> PipelineOperator.Kind {
        let interval = try parseDuration()
        if consume(word: "latest") != nil { return .throttle(interval, latest: true) }
        if consume(word: "first") != nil { return .throttle(interval, latest: false) }
        let notes = [Note(DiagnosticMessages.noteThrottleLatest), Note(DiagnosticMessages.noteThrottleFirst)]
        if current.kind == .identifier, !isAtStatementEnd {
            let word = advance()
            report(Diagnostic(
                DiagnosticMessages.unknownThrottleMode(word.text), at: word.range,
                label: DiagnosticMessages.labelThrottleModes, notes: notes,
                fixIts: ["latest", "first"].map {
                    FixIt(DiagnosticMessages.fixUse($0), replacing: word.range, with: $0)
                }))
        } else {
            let end = SourceRange(at: interval.range.end)
            report(Diagnostic(
                DiagnosticMessages.throttleModeMissing, at: range(from: start),
                label: DiagnosticMessages.labelThrottleModes, notes: notes,
                fixIts: ["latest", "first"].map {
                    FixIt(DiagnosticMessages.fixAddWord($0), replacing: end, with: " \($0)")
                }))
        }
        return .throttle(interval, latest: true)
    }

    private func parseStringArgument() throws(ParseAbort) -> StringLiteral {
        guard current.kind == .string, let value = current.stringValue else {
            try fail(DiagnosticMessages.expectedString(found: foundDescription()))
        }
        return StringLiteral(value: value, range: advance().range)
    }

    private func reportUnknownOperator(_ name: Token) throws(ParseAbort) -> Never {
        if Keywords.sources.contains(name.text) {
            try fail(DiagnosticMessages.sourceAsOperator(name.text),
                     label: DiagnosticMessages.labelCombinePublishers, at: name.range)
        }
        let suggestions = Suggestions.closest(to: name.text, among: Keywords.stages)
        try fail(DiagnosticMessages.unknownOperator(name.text),
                 label: DiagnosticMessages.didYouMean(suggestions),
                 fixIts: suggestions.map { FixIt(DiagnosticMessages.fixUse($0), replacing: name.range, with: $0) },
                 at: name.range)
    }
}
