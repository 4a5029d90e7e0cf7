/// `actor NAME { var F = EXPR; …; func M(PARAM, …) { STEPS }; … }` (issue 18 §2, milestone 3):
/// an actor with stored fields and async methods. Members are separated by `;` or line
/// breaks, like steps; a method is written as a `func` (FunctionSyntax.swift).
public struct ActorDeclaration: Sendable, Hashable {
    public var name: Identifier
    public var fields: [ActorField]
    public var methods: [FunctionDeclaration]
    public var range: SourceRange
    public init(name: Identifier, fields: [ActorField], methods: [FunctionDeclaration], range: SourceRange) {
        self.name = name
        self.fields = fields
        self.methods = methods
        self.range = range
    }
}

/// `var F = EXPR` (or `let F = EXPR`, which no method may change) inside an actor.
public struct ActorField: Sendable, Hashable {
    public var name: Identifier
    public var isVar: Bool
    public var initial: Expr
    public init(name: Identifier, isVar: Bool, initial: Expr) {
        self.name = name
        self.isVar = isVar
        self.initial = initial
    }
}

extension Parser {
    /// `actor NAME { MEMBER; … }`; the current token is `actor`. An error anywhere refuses the
    /// whole declaration (nothing of it is declared).
    func parseActor() throws(ParseAbort) -> ActorDeclaration {
        let start = index
        advance()
        let name = try parseName()
        guard current.kind == .leftBrace else {
            try fail(DiagnosticMessages.expectedBody(found: foundDescription()), label: DiagnosticMessages.labelActorExample)
        }
        try enterNesting()
        defer { nesting -= 1 }
        let opener = advance()
        let saved = (depth: bracketDepth, start: statementStart)
        bracketDepth = 0
        defer { bracketDepth = saved.depth; statementStart = saved.start }
        var fields: [ActorField] = []
        var methods: [FunctionDeclaration] = []
        var progress = LoopProgress()
        while progress.advanced(to: index) {
            statementStart = index
            while token.kind == .semicolon {
                advance()
                statementStart = index
            }
            if token.kind == .rightBrace {
                advance()
                return ActorDeclaration(name: name, fields: fields, methods: methods, range: range(from: start))
            }
            if token.kind == .endOfFile {
                report(Diagnostic(
                    DiagnosticMessages.expectedToken("}", found: DiagnosticMessages.foundEndOfInput),
                    at: SourceRange(at: previous.range.end), label: DiagnosticMessages.fixInsert("}"),
                    notes: [Note(DiagnosticMessages.labelToClose("{"), at: opener.range)]))
                abortBracketDepth = saved.depth
                throw .recoverable
            }
            if current.isWord("func") {
                methods.append(try parseFunction(member: true))
            } else if current.isWord("var") || current.isWord("let") {
                let isVar = advance().text == "var"
                let field = try parseName()
                if consume(.assign) == nil {
                    try fail(DiagnosticMessages.expectedToken("=", found: foundDescription()),
                             label: DiagnosticMessages.labelInsertInitialValue)
                }
                fields.append(ActorField(name: field, isVar: isVar, initial: try parseExpression()))
            } else {
                try fail(DiagnosticMessages.actorMemberExpected(foundDescription()), label: DiagnosticMessages.labelActorExample)
            }
            if !isAtStepEnd {
                try fail(DiagnosticMessages.unexpectedToken(foundDescription()), label: DiagnosticMessages.labelExpectedStepEnd)
            }
        }
        try fail(DiagnosticMessages.actorMemberExpected(foundDescription()), label: DiagnosticMessages.labelActorExample)
    }

    /// After `await NAME.MEMBER`: `(ARGS)` makes it an actor method call, else it reads a field
    /// (`await t.value` stays a task's value; checking tells an actor's field `value` apart).
    func parseActorMember(_ value: Expr, base: String, member: String) throws(ParseAbort) -> AwaitExpr.Kind {
        func shifted(_ location: SourceLocation, by count: Int) -> SourceLocation {
            SourceLocation(offset: location.offset + count, line: location.line, column: location.column + count)
        }
        let actor = Identifier(base, range: SourceRange(start: value.range.start, end: shifted(value.range.start, by: base.count)))
        let memberName = Identifier(member, range: SourceRange(start: shifted(value.range.end, by: -member.count), end: value.range.end))
        guard current.kind == .leftParen, !current.hasLeadingTrivia else { return .actorField(actor, field: memberName) }
        let arguments = try bracketed(.leftParen) { parser throws(ParseAbort) -> [Expr] in
            guard parser.current.kind != .rightParen else { return [] }
            var items = [try parser.parseExpression()]
            var progress = LoopProgress()
            while progress.advanced(to: parser.index), parser.consume(.comma) != nil { items.append(try parser.parseExpression()) }
            return items
        }.value
        return .actorCall(actor, method: memberName, arguments: arguments)
    }
}
