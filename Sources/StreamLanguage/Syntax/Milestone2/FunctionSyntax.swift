/// `func NAME(PARAM, …) [on main] { STEPS }`: an async throwing function (issue 18 §2). A
/// plain one is not isolated; `on main` is `@MainActor`.
public struct FunctionDeclaration: Sendable, Hashable {
    public var name: Identifier
    public var parameters: [Identifier]
    public var onMain: Bool
    public var body: Body
    public var range: SourceRange
    public init(name: Identifier, parameters: [Identifier], onMain: Bool, body: Body, range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.onMain = onMain
        self.body = body
        self.range = range
    }
}

extension Parser {
    /// `func NAME(PARAM, …) [on main] { STEPS }`; the current token is `func`. An actor's
    /// method (`member`) may take a statement word's name (`func fail(k)`): it is only ever
    /// called as `actor.NAME(…)`.
    func parseFunction(member: Bool = false) throws(ParseAbort) -> FunctionDeclaration {
        let start = index
        advance()
        let name = member && current.kind == .identifier ? Identifier(current.text, range: advance().range) : try parseName()
        guard current.kind == .leftParen else {
            try fail(DiagnosticMessages.expectedToken("(", found: foundDescription()), label: DiagnosticMessages.labelFunctionExample)
        }
        let parameters = try bracketed(.leftParen) { parser throws(ParseAbort) -> [Identifier] in
            guard parser.current.kind != .rightParen else { return [] }
            var names = [try parser.parseName()]
            var progress = LoopProgress()
            while progress.advanced(to: parser.index), parser.consume(.comma) != nil { names.append(try parser.parseName()) }
            return names
        }.value
        var onMain = false
        if current.isWord("on") {
            advance()
            guard consume(word: "main") != nil else {
                try fail(DiagnosticMessages.expectedToken("main", found: foundDescription()), label: DiagnosticMessages.labelFunctionExample)
            }
            onMain = true
        }
        let body = try parseBody()
        return FunctionDeclaration(name: name, parameters: parameters, onMain: onMain, body: body, range: range(from: start))
    }

    /// `await EXPR` other than `fetch`: a call `f(args)`, `t.value`, or an `async let` name.
    func parseAwaitedExpression(start: Int) throws(ParseAbort) -> AwaitExpr {
        let value = try parseExpression()
        let kind: AwaitExpr.Kind
        switch value.kind {
        case .call(let name, let arguments):
            kind = .call(name, arguments: arguments)
        case .identifier(let text) where text.hasSuffix(".value") && text.filter({ $0 == "." }).count == 1:
            let base = String(text.dropLast(".value".count))
            kind = .taskValue(Identifier(base, range: value.range))
        case .identifier(let text) where !text.contains("."):
            kind = .child(Identifier(text, range: value.range))
        case .identifier(let text) where text.filter({ $0 == "." }).count == 1:  // Milestone 3: an actor's member
            let parts = text.split(separator: ".")
            kind = try parseActorMember(value, base: String(parts[0]), member: String(parts[1]))
        default:
            try fail(DiagnosticMessages.unsupportedAwait, label: DiagnosticMessages.labelAwaitFetch, at: value.range)
        }
        return AwaitExpr(kind: kind, range: range(from: start))
    }

    /// `async let NAME = CALL`; the current token is `async`.
    func parseAsyncLet() throws(ParseAbort) -> Step.Kind {
        advance()
        guard consume(word: "let") != nil else {
            try fail(DiagnosticMessages.expectedToken("let", found: foundDescription()), label: DiagnosticMessages.labelAsyncLetExample)
        }
        let name = try parseName()
        if consume(.assign) == nil {
            try fail(DiagnosticMessages.expectedToken("=", found: foundDescription()), label: DiagnosticMessages.labelAsyncLetExample)
        }
        let value = try parseExpression()
        guard case .call(let function, let arguments) = value.kind else {
            try fail(DiagnosticMessages.asyncLetNeedsCall, label: DiagnosticMessages.labelAsyncLetExample, at: value.range)
        }
        return .asyncLet(name, function: function, arguments: arguments)
    }

    /// `group NAME { STEPS }`, `add NAME { STEPS }`; the current token is the word.
    func parseGroupStep() throws(ParseAbort) -> Step.Kind {
        let word = advance().text
        let name = try parseName()
        let body = try parseBody()
        return word == "group" ? .group(name, body: body) : .addChild(name, body: body)
    }
}
