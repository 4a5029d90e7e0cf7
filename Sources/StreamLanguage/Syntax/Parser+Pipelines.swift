/// Pipelines, their sources and the sink stage.
extension Parser {
    /// A pipeline as parsed, with the sink stage if it had one.
    struct ParsedPipeline {
        package var pipeline: Pipeline
        package var sink: SinkClause?
        /// `| sink …` with its `|` and the space before it, for a fix-it that removes it.
        var sinkStage: SourceRange
    }

    /// `SOURCE (| OPERATOR)* [| sink …]`.
    func parsePipeline() throws(ParseAbort) -> ParsedPipeline {
        let start = index
        let source: PipelineSource
        do {
            source = try parseSource()
        } catch .tooDeep {
            throw .tooDeep
        } catch {
            synchronize(stopAtPipe: true)
            // A stand-in: the statement has failed, so it never reaches the session.
            source = PipelineSource(kind: .empty, range: range(from: start))
        }
        return try parseStages(after: source, textStart: start)
    }

    /// The `| stage` loop after a source. An error inside a stage skips to the next `|`,
    /// so every stage gets checked.
    ///
    /// - Parameters:
    ///   - textStart: token index where the pipeline's text starts.
    ///   - textPrefix: text put before that (for `current c = 0 | …`, the name).
    func parseStages(
        after source: PipelineSource, textStart: Int, textPrefix: String? = nil
    ) throws(ParseAbort) -> ParsedPipeline {
        var operators: [PipelineOperator] = []
        var sink: SinkClause?
        var sinkStage = SourceRange(at: source.range.end)
        var textEnd = index
        var reportedSinkNotLast = false
        var progress = LoopProgress()
        while current.kind == .pipe, !stopped, progress.advanced(to: index) {
            let stageStart = previous.range.end  // removing the stage removes the space before it too
            advance()
            if let sink, !reportedSinkNotLast {
                reportedSinkNotLast = true
                report(Diagnostic(
                    DiagnosticMessages.sinkNotLast, at: sink.range, label: DiagnosticMessages.fixRemoveSink,
                    fixIts: [FixIt(DiagnosticMessages.fixRemoveSink, replacing: sinkStage, with: "")]))
            }
            do {
                if current.isWord("sink") || current.isWord("assign") || current.isWord("for") || current.isWord("await") {
                    let clause = current.isWord("for") ? try parseForAwait()
                        : current.isWord("await") ? try parseAwaitedValue()  // Issue 20
                        : current.isWord("sink") ? try parseSink() : try parseAssign()
                    try expectStageEnd()
                    sink = clause
                    sinkStage = SourceRange(start: stageStart, end: clause.range.end)
                } else {
                    let stage = try parseOperator()
                    try expectStageEnd()
                    operators.append(stage)
                    textEnd = index
                }
            } catch .tooDeep {
                throw .tooDeep
            } catch {
                synchronize(stopAtPipe: true)
            }
        }
        let text = [textPrefix ?? "", text(ofTokens: textStart..<max(textStart, textEnd))]
            .filter { !$0.isEmpty }.joined(separator: " ")
        let end = operators.last?.range ?? source.range
        let pipeline = Pipeline(
            source: source, operators: operators, range: source.range.extended(to: end), text: text)
        return ParsedPipeline(pipeline: pipeline, sink: sink, sinkStage: sinkStage)
    }

    /// A pipeline inside `( )` or `{ }`: no sink allowed.
    func parseInnerPipeline() throws(ParseAbort) -> Pipeline {
        let parsed = try parsePipeline()
        if let sink = parsed.sink {
            report(Diagnostic(
                DiagnosticMessages.sinkInInnerPipeline, at: sink.range, label: DiagnosticMessages.fixRemoveSink,
                fixIts: [FixIt(DiagnosticMessages.fixRemoveSink, replacing: parsed.sinkStage, with: "")]))
        }
        return parsed.pipeline
    }

    /// `{ PIPELINE }` after `word` (flatMap, map, catch, deferred).
    func parseBracedPipeline(after word: String) throws(ParseAbort) -> Pipeline {
        guard current.kind == .leftBrace else {
            try fail(DiagnosticMessages.expectedBraces(after: word, found: foundDescription()),
                     label: DiagnosticMessages.labelBraceExample(word))
        }
        try rejectValueInBraces(after: word)
        return try bracketed(.leftBrace) { parser throws(ParseAbort) in try parser.parseInnerPipeline() }.value
    }

    /// `PUB, PUB, …` for merge, combineLatest and zip.
    func parsePublisherList() throws(ParseAbort) -> [PipelineSource] {
        var publishers = [try parseSource()]
        var progress = LoopProgress()
        while progress.advanced(to: index), consume(.comma) != nil {
            publishers.append(try parseSource())
        }
        return publishers
    }

    // MARK: Sources

    func parseSource() throws(ParseAbort) -> PipelineSource {
        let start = index
        let kind: PipelineSource.Kind
        switch current.kind {
        case .leftParen:
            let (pipeline, range) = try bracketed(.leftParen) { parser throws(ParseAbort) in
                try parser.parseInnerPipeline()
            }
            return PipelineSource(kind: .parenthesized(pipeline), range: range)
        case .leftBrace:
            return try parseMisplacedBraces()
        case .identifier:
            kind = try parseSourceWord()
        default:
            try fail(DiagnosticMessages.expectedPublisher(found: foundDescription()),
                     label: DiagnosticMessages.labelPublisherExample)
        }
        return PipelineSource(kind: kind, range: range(from: start))
    }

    /// `[fail] EXPR after DURATION`, after `future` or `fetch`: what the source gives, and when.
    private func parseResultAfterDelay() throws(ParseAbort) -> (Expr, DurationLiteral, fails: Bool) {
        let fails = consume(word: "fail") != nil
        let value = try parseExpression()
        if consume(word: "after") == nil {
            try fail(DiagnosticMessages.expectedToken("after", found: foundDescription()),
                     label: DiagnosticMessages.labelAddAfter)
        }
        return (value, try parseDuration(), fails)
    }

    private func parseSourceWord() throws(ParseAbort) -> PipelineSource.Kind {
        let word = current
        switch word.text {
        case "just":
            advance()
            return .just(try parseExpression())
        case "sequence":
            advance()
            let items = try parseExpressionList()
            if items.count == 1, case .array(let elements) = items[0].kind { return .sequence(elements) }
            return .sequence(items)
        case "range":
            advance()
            let lower = try parseExpression()
            guard let rangeToken = consume(.closedRange) ?? consume(.halfOpenRange) else {
                try fail(DiagnosticMessages.expectedRangeOperator(found: foundDescription()))
            }
            return .range(lower: lower, upper: try parseExpression(), isClosed: rangeToken.kind == .closedRange)
        case "empty":
            advance()
            return .empty
        case "never":
            advance()
            return .never
        case "fail":
            advance()
            return .fail(try parseExpression())
        case "timer":
            advance()
            if consume(word: "every") != nil { return .asyncTimer(try parseDuration()) }
            return .timer(try parseDuration())
        case "future":
            advance()
            if let bridge = try parseFutureTask() { return bridge }  // Milestone 6
            let (value, delay, fails) = try parseResultAfterDelay()
            return .future(value, after: delay, fails: fails)
        case "deferred":
            advance()
            return .deferred(try parseBracedPipeline(after: "deferred"))
        case "if":
            advance()
            let condition = try parseExpression()
            let then = try parseBracedPipeline(after: "if CONDITION")
            if consume(word: "else") == nil {
                try fail(DiagnosticMessages.expectedToken("else", found: foundDescription()),
                         label: DiagnosticMessages.labelAddElse)
            }
            return .conditional(condition, then: then, else: try parseBracedPipeline(after: "else"))
        case "cold", "hot":
            advance()
            guard current.kind == .string, let value = current.stringValue else {
                try fail(DiagnosticMessages.expectedMarbles(found: foundDescription()),
                         label: DiagnosticMessages.labelMarblesExample)
            }
            let marbles = StringLiteral(value: value, range: advance().range)
            let frame = consume(word: "frame") == nil ? nil : try parseDuration()
            return word.text == "cold" ? .cold(marbles, frame: frame) : .hot(marbles, frame: frame)
        // Milestone 5:
        case "observations":
            advance()
            return .observations(try parseTrackedExpression())
        // Issue 20:
        case "fetch":
            advance()
            let (value, delay, fails) = try parseResultAfterDelay()
            return .fetch(value, after: delay, fails: fails)
        case "notifications": return .notifications(try parseNotificationName())
        case "kvo": return try parseKeyValueObserving()
        case "record": return try parseRecord()
        default:
            if Keywords.reserved.contains(word.text) {
                try fail(DiagnosticMessages.expectedPublisher(found: DiagnosticMessages.quote(word.text)),
                         label: DiagnosticMessages.labelPublisherExample)
            }
            advance()
            if var member = consumeMember() {
                // Issue 18: `vm.child.$text`, the publisher of the object `vm.child` holds.
                var path = word.text + "." + member.text
                while let next = consumeMember() {
                    path += "." + next.text
                    member = next
                }
                return .name(Identifier(path, range: word.range.extended(to: member.range)))
            }
            return .name(Identifier(word.text, range: word.range))
        }
    }

    /// `{ PIPELINE }` where a plain publisher is expected: parse it to find errors inside,
    /// then say that braces belong to inner publishers and offer parentheses.
    private func parseMisplacedBraces() throws(ParseAbort) -> PipelineSource {
        let opener = current
        let (pipeline, range) = try bracketed(.leftBrace) { parser throws(ParseAbort) in
            try parser.parseInnerPipeline()
        }
        let body = source.text(in: SourceRange(start: opener.range.end, end: previous.range.start))
        report(Diagnostic(
            DiagnosticMessages.bracesNotAllowed, at: range, label: DiagnosticMessages.labelUseParentheses,
            notes: [Note(DiagnosticMessages.noteBracesBelong)],
            fixIts: [FixIt(DiagnosticMessages.labelUseParentheses, replacing: range, with: "(\(body))")]))
        return PipelineSource(kind: .parenthesized(pipeline), range: range)
    }
}
