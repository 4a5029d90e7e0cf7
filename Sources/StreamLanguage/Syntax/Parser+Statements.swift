/// Statements: `subject`, `current`, `send`, `complete`, `fail`, `at`, `cancel`, `request`,
/// `connect`, `advance`, `run`, `NAME = PIPELINE` and `PIPELINE | sink`.
extension Parser {
    func parseStatement(allowAt: Bool) throws(ParseAbort) -> Statement {
        let start = index
        try rejectSwiftSpelling()
        let kind: Statement.Kind
        let word = current.kind == .identifier ? current.text : ""
        switch word {
        case "subject": kind = try parseSubject()
        case "current": kind = try parseCurrent()
        case "send": kind = try parseSend()
        case "complete":
            advance()
            kind = .complete(subject: try parseName(), time: try parseOptionalTime())
        // `fail a "boom"` is the statement; `fail "boom" | sink` starts with the source.
        case "fail" where peek(1).kind == .identifier && !peek(1).startsLine:
            advance()
            let subject = try parseName()
            let message = try parseExpression()
            kind = .fail(subject: subject, message: message, time: try parseOptionalTime())
        case "at": kind = try parseAt(allowed: allowAt)
        case "cancel":
            advance()
            kind = .cancel(name: try parseName(), time: try parseOptionalTime())
        case "request":
            advance()
            let name = try parseName()
            let count = consume(word: "unlimited") == nil ? try parseCount() : nil
            kind = .request(name: name, count: count, time: try parseOptionalTime())
        case "connect":
            advance()
            let name = try parseName()
            let connectionName = consume(word: "as") == nil ? nil : try parseName()
            kind = .connect(name: name, connectionName: connectionName, time: try parseOptionalTime())
        case "advance":
            advance()
            kind = consume(word: "to") == nil ? .advance(by: try parseDuration()) : .advanceTo(try parseDuration())
        case "run":
            advance()
            kind = .run(until: consume(word: "until") == nil ? nil : try parseDuration())
        case "object", "published", "set", "release": kind = try parseOwnershipStatement()
        case "_" where peek(1).kind == .assign && !peek(1).startsLine: kind = try parseDiscard()
        case "stream", "channel", "yield", "finish":
            kind = .async(try parseAsyncStatement())
        case "task": kind = .task(try parseTask())
        case "didSet": kind = try parseDidSet()
        // Milestone 5:
        case "observable": kind = try parseObservable()
        case "track": kind = .observation(.track(try parseTrack()))
        case "func": kind = .function(try parseFunction())  // Milestone 2
        case "actor": kind = .actor(try parseActor())  // Milestone 3
        case "post": kind = try parsePost()  // Issue 20
        case _ where Keywords.reservedForLater.contains(word):
            try fail(DiagnosticMessages.reservedForLater(word), label: DiagnosticMessages.labelReservedForLater)
        case _ where Keywords.stepsOnly.contains(word) && startsStep:
            try fail(DiagnosticMessages.stepOutsideBody(word), label: DiagnosticMessages.labelStepOutsideBody(word))
        default:
            if !word.isEmpty, !Keywords.reserved.contains(word), peek(1).kind == .assign, !peek(1).startsLine {
                kind = try parseDefinition()
            } else {
                try checkForUnknownStatement()
                kind = try parsePipelineStatement()
            }
        }
        return Statement(kind: kind, range: range(from: start), text: text(ofTokens: start..<index))
    }

    private func parseSubject() throws(ParseAbort) -> Statement.Kind {
        advance()
        let nameIndex = index
        let name = try parseName()
        guard current.kind == .pipe else { return .declareSubject(name: name, subscription: nil) }
        let source = PipelineSource(kind: .name(name), range: name.range)
        let parsed = try parseStages(after: source, textStart: nameIndex)
        return .declareSubject(name: name, subscription: requireSink(parsed))
    }

    private func parseCurrent() throws(ParseAbort) -> Statement.Kind {
        advance()
        let name = try parseName()
        if consume(.assign) == nil {
            try fail(DiagnosticMessages.expectedToken("=", found: foundDescription()),
                     label: DiagnosticMessages.labelInsertInitialValue)
        }
        let initial = try parseExpression()
        guard current.kind == .pipe else {
            return .declareCurrent(name: name, initial: initial, subscription: nil)
        }
        // The lane reads `c | map x + 1`: the name, then the stages (not `= 0`).
        let source = PipelineSource(kind: .name(name), range: name.range)
        let parsed = try parseStages(after: source, textStart: index, textPrefix: name.name)
        return .declareCurrent(name: name, initial: initial, subscription: requireSink(parsed))
    }

    private func parseSend() throws(ParseAbort) -> Statement.Kind {
        advance()
        let subject = try parseName()
        let values = try parseTimedValues()
        let task = consume(word: "as") == nil ? nil : try parseName()
        return .send(subject: subject, values: values, task: task)
    }

    /// `VALUE [@TIME], VALUE [@TIME], …`: what `send` and `post` deliver.
    func parseTimedValues() throws(ParseAbort) -> [TimedValue] {
        var values: [TimedValue] = []
        var progress = LoopProgress()
        repeat {
            guard progress.advanced(to: index) else { break }
            let start = index
            let value = try parseExpression()
            let time = try parseOptionalTime()
            values.append(TimedValue(value: value, time: time, range: range(from: start)))
        } while consume(.comma) != nil
        return values
    }

    private func parseAt(allowed: Bool) throws(ParseAbort) -> Statement.Kind {
        let atToken = advance()
        if !allowed {
            report(Diagnostic(DiagnosticMessages.nestedAt, at: atToken.range,
                              label: DiagnosticMessages.labelNestedAt))
        }
        let time = try parseDuration()
        if consume(.colon) == nil {
            // Say what is missing and carry on: the statement after it may have errors too.
            report(Diagnostic(
                DiagnosticMessages.expectedToken(":", found: foundDescription()), at: errorRange(),
                label: DiagnosticMessages.fixInsert(":"),
                fixIts: [FixIt(DiagnosticMessages.fixInsert(":"),
                               replacing: SourceRange(at: previous.range.end), with: ":")]))
        }
        if isAtStatementEnd {
            try fail(DiagnosticMessages.expectedStatement(found: foundDescription()),
                     label: DiagnosticMessages.labelStatementExample)
        }
        let statement = try parseStatement(allowAt: false)
        return .at(time: time, statement: statement)
    }

    private func parseDefinition() throws(ParseAbort) -> Statement.Kind {
        let name = try parseName()
        advance()  // `=`
        let parsed = try parsePipeline()
        if let sink = parsed.sink {
            report(Diagnostic(
                DiagnosticMessages.sinkInDefinition, at: sink.range, label: DiagnosticMessages.fixRemoveSink,
                fixIts: [FixIt(DiagnosticMessages.fixRemoveSink, replacing: parsed.sinkStage, with: "")]))
        }
        return .definePipeline(name: name, pipeline: parsed.pipeline)
    }

    private func parsePipelineStatement() throws(ParseAbort) -> Statement.Kind {
        let parsed = try parsePipeline()
        try expectStatementEnd()
        guard let subscription = requireSink(parsed) else {
            abortBracketDepth = bracketDepth
            throw .recoverable
        }
        return .subscribe(subscription)
    }

    /// The subscription of a pipeline that must end in a sink; reports `missing-sink`
    /// unless the statement already has an error (a broken stage often hides the sink).
    private func requireSink(_ parsed: ParsedPipeline) -> PipelineSubscription? {
        guard let sink = parsed.sink else {
            guard !statementFailed else { return nil }
            let end = parsed.pipeline.range.end
            report(Diagnostic(
                DiagnosticMessages.missingSink, at: parsed.pipeline.range,
                label: DiagnosticMessages.labelAddSink, notes: [Note(DiagnosticMessages.noteNamePipeline)],
                fixIts: [FixIt(DiagnosticMessages.fixAddSink, replacing: SourceRange(at: end), with: " | sink")]))
            return nil
        }
        return PipelineSubscription(
            pipeline: parsed.pipeline, sink: sink, range: parsed.pipeline.range.extended(to: sink.range))
    }

    /// `sned a 1`: a word that is no keyword, followed by something that cannot follow a
    /// pipeline's source name.
    private func checkForUnknownStatement() throws(ParseAbort) {
        let word = current
        guard word.kind == .identifier, !Keywords.reserved.contains(word.text) else { return }
        let next = peek(1)
        if next.kind == .pipe || next.kind == .semicolon || next.kind == .endOfFile || next.startsLine { return }
        if next.kind == .dot, !next.hasLeadingTrivia { return }  // `vm.$text | sink`
        let suggestions = Suggestions.closest(to: word.text, among: Keywords.statements + Keywords.sources)
        var notes = [Note(DiagnosticMessages.noteStatementStarts)]
        if suggestions.isEmpty, sessionNames.contains(word.text) {
            notes = [Note(DiagnosticMessages.noteSendValue(word.text))]
        }
        try fail(DiagnosticMessages.unknownStatement(word.text),
                 label: DiagnosticMessages.didYouMean(suggestions), notes: notes,
                 fixIts: suggestions.map { FixIt(DiagnosticMessages.fixUse($0), replacing: word.range, with: $0) },
                 at: word.range)
    }

    /// Whether the current word starts a step rather than a pipeline named by it: `emit 1`,
    /// not `emit | sink` (`await` and `sleep` stay usable as names).
    private var startsStep: Bool {
        let next = peek(1)
        if next.startsLine || next.hasLeadingTrivia == false && next.kind == .dot { return false }
        switch next.kind {
        case .pipe, .semicolon, .assign, .endOfFile: return false
        default: return true
        }
    }

    /// `@TIME`, if present.
    func parseOptionalTime() throws(ParseAbort) -> DurationLiteral? {
        guard consume(.at) != nil else { return nil }
        return try parseDuration()
    }
}
