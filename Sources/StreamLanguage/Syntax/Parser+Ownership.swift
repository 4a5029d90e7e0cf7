/// Objects and lifetimes: `object`, `published`, `set`, `release`, `_ = PIPELINE | sink`,
/// the sink's clauses and `assign` (see OwnershipSyntax.swift).
extension Parser {
    /// Words that may follow `sink`, in any order.
    static let sinkClauseWords = ["ui", "demand", "as", "store", "capturing"]

    func parseOwnershipStatement() throws(ParseAbort) -> Statement.Kind {
        let word = advance()
        switch word.text {
        case "object":
            return .declareObject(name: try parseName())
        case "published":
            let path = try parsePropertyPath(projected: false)
            if consume(.assign) == nil {
                try fail(DiagnosticMessages.expectedToken("=", found: foundDescription()),
                         label: DiagnosticMessages.labelInsertInitialValue)
            }
            return .declarePublished(path, initial: try parseExpression())
        case "set":
            try checkForSettingWord(after: word)
            let path = try parsePropertyPath(projected: false)
            let value = try parseExpression()
            return .setProperty(path, value: value, time: try parseOptionalTime())
        default:
            return .release(name: try parseName(), time: try parseOptionalTime())
        }
    }

    /// `set horizon 5s` is the `:set` command typed without its colon.
    private func checkForSettingWord(after setToken: Token) throws(ParseAbort) {
        guard current.kind == .identifier, peek(1).kind != .dot || peek(1).hasLeadingTrivia,
              settingKeys.contains(current.text) else { return }
        let key = current.text
        try fail(DiagnosticMessages.settingAsStatement(key), label: DiagnosticMessages.fixUseSetCommand,
                 fixIts: [FixIt(DiagnosticMessages.fixUseSetCommand, replacing: setToken.range, with: ":set")],
                 at: setToken.range.extended(to: current.range))
    }

    /// `_ = PIPELINE | sink …`: subscribes and throws the cancellable away.
    func parseDiscard() throws(ParseAbort) -> Statement.Kind {
        advance()  // `_`
        advance()  // `=`
        let parsed = try parsePipeline()
        try expectStatementEnd()
        guard let sink = parsed.sink else {
            if !statementFailed {
                let end = parsed.pipeline.range.end
                report(Diagnostic(
                    DiagnosticMessages.discardWithoutSink, at: parsed.pipeline.range,
                    label: DiagnosticMessages.labelDiscardNeedsSink,
                    fixIts: [FixIt(DiagnosticMessages.fixAddSink, replacing: SourceRange(at: end), with: " | sink")]))
            }
            abortBracketDepth = bracketDepth
            throw .recoverable
        }
        return .subscribe(PipelineSubscription(
            pipeline: parsed.pipeline, sink: sink, range: parsed.pipeline.range.extended(to: sink.range),
            discardsCancellable: true))
    }

    /// `.member` right after a name, without spaces: `vm.$text`, `vm.objectWillChange`, `vm.text`.
    func consumeMember() -> Token? {
        guard current.kind == .dot, !current.hasLeadingTrivia,
              peek(1).kind == .identifier, !peek(1).hasLeadingTrivia else { return nil }
        advance()
        return advance()
    }

    /// `OBJ.PROP`, or `OBJ.$PROP` where `projected` allows it.
    func parsePropertyPath(projected allowed: Bool) throws(ParseAbort) -> PropertyPath {
        let start = index
        guard current.kind == .identifier, let firstMember = peekMember() else {
            try fail(DiagnosticMessages.expectedProperty(found: foundDescription()),
                     label: DiagnosticMessages.labelPropertyExample)
        }
        var object = try parseName()
        _ = consumeMember()
        var member = firstMember
        // Issue 18: `vm.child.text`, a property of the object `vm.child` holds: the object
        // part is the dotted `vm.child`, which only `set` and `didSet` follow.
        while !member.text.hasPrefix("$"), let next = consumeMember() {
            object = Identifier(object.name + "." + member.text, range: object.range.extended(to: member.range))
            member = next
        }
        let isProjected = member.text.hasPrefix("$")
        if isProjected, !allowed {
            try fail(DiagnosticMessages.expectedProperty(found: DiagnosticMessages.quote(member.text)),
                     label: DiagnosticMessages.labelPropertyExample, at: member.range)
        }
        let name = isProjected ? String(member.text.dropFirst()) : member.text
        return PropertyPath(object: object, property: Identifier(name, range: member.range),
                            isProjected: isProjected, range: range(from: start))
    }

    private func peekMember() -> Token? {
        guard peek(1).kind == .dot, !peek(1).hasLeadingTrivia,
              peek(2).kind == .identifier, !peek(2).hasLeadingTrivia else { return nil }
        return peek(2)
    }

    /// `sink [ui] [demand N] [as NAME] [store in OBJ] [capturing [weak] OBJ]`, in any order;
    /// the current token is `sink`.
    func parseSink() throws(ParseAbort) -> SinkClause {
        let start = index
        advance()
        var clause = SinkClause(demand: nil, name: nil, range: range(from: start))
        try parseClauses(into: &clause, allowed: Self.sinkClauseWords, context: "sink")
        clause.range = range(from: start)
        // `sink as s { STEPS }`: the steps run for each value.
        if current.kind == .leftBrace { clause.body = try parseBody() }
        return clause
    }

    /// `assign to OBJ.PROP on OBJ [as NAME] [store in OBJ]` or `assign to OBJ.$PROP`.
    func parseAssign() throws(ParseAbort) -> SinkClause {
        let start = index
        advance()
        if consume(word: "to") == nil {
            try fail(DiagnosticMessages.expectedToken("to", found: foundDescription()),
                     label: DiagnosticMessages.labelPropertyExample)
        }
        let property = try parsePropertyPath(projected: true)
        var root: Identifier?
        if !property.isProjected {
            if consume(word: "on") == nil {
                try fail(DiagnosticMessages.expectedToken("on", found: foundDescription()),
                         label: DiagnosticMessages.labelAssignOnExample(property.text, property.object.name))
            }
            root = try parseName()
        }
        let target = AssignTarget(property: property, root: root)
        var clause = SinkClause(demand: nil, name: nil, range: range(from: start), assign: target)
        try parseClauses(into: &clause, allowed: property.isProjected ? [] : ["as", "store"], context: target.text)
        clause.range = range(from: start)
        return clause
    }

    private func parseClauses(into clause: inout SinkClause, allowed: [String], context: String) throws(ParseAbort) {
        var seen: Set<String> = []
        var progress = LoopProgress()
        while current.kind == .identifier, Self.sinkClauseWords.contains(current.text), progress.advanced(to: index) {
            let word = advance()
            if !seen.insert(word.text).inserted {
                report(Diagnostic(DiagnosticMessages.duplicateSinkClause(word.text), at: word.range,
                                  label: DiagnosticMessages.labelOneClauseEach))
            } else if !allowed.contains(word.text) {
                report(Diagnostic(DiagnosticMessages.clauseNotAllowed(word.text, after: context), at: word.range,
                                  label: DiagnosticMessages.labelClausesOf(context, allowed: allowed)))
            }
            switch word.text {
            case "ui": clause.ui = true
            case "demand":
                clause.demand = try parseCount()
                // Issue 20: `demand N then M`, the demand returned from each receive(_:).
                if consume(word: "then") != nil { clause.demandPerValue = try parseCount() }
            case "as": clause.name = try parseName()
            case "store":
                if consume(word: "in") == nil {
                    try fail(DiagnosticMessages.expectedToken("in", found: foundDescription()),
                             label: DiagnosticMessages.labelStoreInExample)
                }
                clause.storeIn = try parseName()
            default:
                let isWeak = consume(word: "weak") != nil
                let object = try parseName()
                clause.capture = CaptureClause(object: object, isWeak: isWeak, range: word.range.extended(to: object.range))
            }
        }
    }
}
