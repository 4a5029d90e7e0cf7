/// Bodies `{ STEP; STEP … }`: one step per line or separated by `;`. Inside a body a line
/// break ends a step as it ends a statement outside (the body is parsed at bracket depth 0),
/// and an error skips to the end of its step only, so one bad step reports once and the
/// rest of the body is still checked (the statement as a whole is then refused).
extension Parser {
    /// `task NAME [detached] { STEPS } [@TIME]`; the current token is `task`.
    package func parseTask() throws(ParseAbort) -> TaskDeclaration {
        let start = index
        advance()
        let name = try parseName()
        let detached = consume(word: "detached") != nil
        let body = try parseBody()
        let time = try parseOptionalTime()
        return TaskDeclaration(name: name, detached: detached, body: body, time: time, range: range(from: start))
    }

    /// `didSet OBJ.PROP { STEPS }`; the current token is `didSet`.
    package func parseDidSet() throws(ParseAbort) -> Statement.Kind {
        advance()
        let path = try parsePropertyPath(projected: false)
        return .didSet(path, body: try parseBody())
    }

    /// `{ STEP … }` at the current token.
    package func parseBody() throws(ParseAbort) -> Body {
        guard current.kind == .leftBrace else {
            try fail(DiagnosticMessages.expectedBody(found: foundDescription()), label: DiagnosticMessages.labelBodyExample)
        }
        try enterNesting()
        defer { nesting -= 1 }
        let opener = advance()
        let saved = (depth: bracketDepth, start: statementStart)
        bracketDepth = 0
        defer { bracketDepth = saved.depth; statementStart = saved.start }
        var steps: [Step] = []
        var progress = LoopProgress()
        while true {
            statementStart = index
            while token.kind == .semicolon {
                advance()
                statementStart = index
            }
            if token.kind == .rightBrace {
                let closer = advance()
                return Body(steps: steps, range: opener.range.extended(to: closer.range))
            }
            if token.kind == .endOfFile || stopped {
                report(Diagnostic(
                    DiagnosticMessages.expectedToken("}", found: DiagnosticMessages.foundEndOfInput),
                    at: SourceRange(at: previous.range.end), label: DiagnosticMessages.fixInsert("}"),
                    notes: [Note(DiagnosticMessages.labelToClose("{"), at: opener.range)]))
                abortBracketDepth = saved.depth
                throw .recoverable
            }
            guard progress.advanced(to: index) else {
                advance()
                continue
            }
            do {
                let step = try parseStep()
                if !isAtStepEnd { try fail(DiagnosticMessages.unexpectedToken(foundDescription()),
                                           label: DiagnosticMessages.labelExpectedStepEnd) }
                steps.append(step)
            } catch .tooDeep {
                throw .tooDeep
            } catch {
                skipStep()
            }
        }
    }

    /// Whether the current token ends a step: `;`, `}`, the end, or a new line.
    var isAtStepEnd: Bool {
        switch token.kind {
        case .semicolon, .rightBrace, .endOfFile: true
        default: token.startsLine && index > statementStart
        }
    }

    /// After an error in a step: skips to its end, balancing brackets opened inside it.
    private func skipStep() {
        var depth = 0
        while token.kind != .endOfFile {
            if depth == 0, token.kind == .semicolon || token.kind == .rightBrace { return }
            if depth == 0, token.startsLine, index > statementStart { return }
            if token.kind.isOpener { depth += 1 }
            if token.kind.isCloser { depth = max(depth - 1, 0) }  // a stray `)` is skipped
            advance()
        }
    }

    private func parseStep() throws(ParseAbort) -> Step {
        let start = index
        let word = current.kind == .identifier ? current.text : ""
        let kind: Step.Kind
        switch word {
        case "sleep":
            advance()
            kind = .sleep(try parseDuration())
        case "await":
            kind = .await(try parseAwait())
        case "let", "var":
            advance()
            let name = try parseName()
            try expectAssign()
            kind = .bind(word == "let" ? .let : .var, name, try parseStepValue(storedIn: name))
        case "emit":
            advance()
            let ui = current.isWord("ui") && !peekEndsExpression ? advance() : nil
            kind = .emit(try parseExpression(), ui: ui != nil)
        case "checkCancellation":
            advance()
            kind = .checkCancellation
        case "if":
            kind = try parseIfStep()
        case "return":
            advance()
            kind = .returnValue(isAtStepEnd ? nil : try parseExpression())
        case "throw":
            advance()
            kind = .throwError(try parseExpression())
        case "do":
            advance()
            let body = try parseBody()
            guard token.isWord("catch") else {
                try fail(DiagnosticMessages.expectedToken("catch", found: foundDescription()),
                         label: DiagnosticMessages.labelDoCatch)
            }
            advance()
            kind = .doCatch(body, catch: try parseBody())
        case "task":
            kind = .task(try parseTask())
        case "cancel":
            advance()
            kind = .cancel(try parseName(), time: try parseOptionalTime())
        case "set", "send", "yield", "finish":
            kind = .statement(try parseStatement(allowAt: false))
        // Milestone 2:
        case "for": kind = .forAwait(try parseForAwaitStep())
        // Milestone 4:
        case "callback": kind = try parseCallbackStep()
        case "resume" where peek(1).kind != .assign: kind = try parseResumeStep()
        // Milestone 5:
        case "track":
            kind = .track(try parseTrack())
        case "async" where peek(1).isWord("let"): kind = try parseAsyncLet()
        case "group" where startsGroupStep, "add" where startsGroupStep: kind = try parseGroupStep()
        case "cancelAll" where peek(1).kind == .identifier:
            advance()
            kind = .cancelAll(try parseName())
        case "at":
            try fail(DiagnosticMessages.timeInsideBody("'at TIME:'"), label: DiagnosticMessages.labelSleepInstead)
        case _ where !word.isEmpty && peek(1).kind == .assign && !peek(1).startsLine:
            let name = try parseName()
            advance()  // `=`
            kind = .bind(.assign, name, try parseStepValue(storedIn: name))
        // Milestone 3:
        case "work", "on":
            kind = try parseExecutorStep()
        case _ where !word.isEmpty && peek(1).kind == .dot && peek(2).kind == .identifier && peek(3).kind == .assign:
            try fail(DiagnosticMessages.actorFieldWrittenOutside(word + "." + peek(2).text), label: DiagnosticMessages.labelAddAMethod)
        default:
            let found = word.isEmpty ? foundDescription() : word
            let suggestions = word.isEmpty ? [] : Suggestions.closest(to: word, among: DiagnosticMessages.stepWords)
            try fail(DiagnosticMessages.unknownStep(found),
                     label: DiagnosticMessages.didYouMean(suggestions) ?? DiagnosticMessages.labelStepWords,
                     fixIts: suggestions.map { FixIt(DiagnosticMessages.fixUse($0), replacing: current.range, with: $0) })
        }
        return Step(kind: kind, range: range(from: start))
    }

    /// `group NAME {` or `add NAME {` (milestone 2).
    private var startsGroupStep: Bool { peek(1).kind == .identifier && peek(2).kind == .leftBrace }

    /// Whether the token after the current one ends an expression (so `emit ui` emits `ui`).
    var peekEndsExpression: Bool {
        let next = peek(1)
        return next.startsLine || next.kind == .semicolon || next.kind == .rightBrace || next.kind == .endOfFile
    }

    private func expectAssign() throws(ParseAbort) {
        if consume(.assign) == nil {
            try fail(DiagnosticMessages.expectedToken("=", found: foundDescription()),
                     label: DiagnosticMessages.labelInsertInitialValue)
        }
    }

    private func parseStepValue(storedIn name: Identifier) throws(ParseAbort) -> StepValue {
        if startsTaskExpression { return .task(try parseTaskExpression(storedIn: name)) }  // Issue 18 §3
        return current.isWord("await") ? .await(try parseAwait()) : .expression(try parseExpression())
    }

    /// `await fetch [fail] EXPR after DURATION`; the current token is `await`.
    private func parseAwait() throws(ParseAbort) -> AwaitExpr {
        let start = index
        advance()
        // Milestone 4:
        if current.isWord("continuation") { return try parseContinuation(from: start) }
        guard current.isWord("fetch"), peek(1).kind != .leftParen else { return try parseAwaitedExpression(start: start) }  // Milestone 2
        advance()
        let fails = current.isWord("fail") && !peekEndsExpression ? advance() : nil
        let value = try parseExpression()
        if consume(word: "after") == nil {
            try fail(DiagnosticMessages.expectedToken("after", found: foundDescription()),
                     label: DiagnosticMessages.labelAwaitFetch)
        }
        let delay = try parseDuration()
        let kind: AwaitExpr.Kind = fails == nil ? .fetch(value, after: delay) : .fetchFailure(value, after: delay)
        return AwaitExpr(kind: kind, range: range(from: start))
    }

    /// `if COND { … } [else { … } | else if …]`; `else` may start the next line.
    private func parseIfStep() throws(ParseAbort) -> Step.Kind {
        advance()
        let condition = try parseExpression()
        let then = try parseBody()
        guard token.isWord("else") else { return .ifThen(condition, then: then, else: nil) }
        advance()
        if token.isWord("if") {
            let start = index
            let nested = try parseIfStep()
            let range = range(from: start)
            return .ifThen(condition, then: then, else: Body(steps: [Step(kind: nested, range: range)], range: range))
        }
        return .ifThen(condition, then: then, else: try parseBody())
    }
}
