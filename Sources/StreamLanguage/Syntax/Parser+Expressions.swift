/// Expressions, by precedence climbing: `? :` (right-associative, lowest) < `||` < `&&` <
/// comparisons < `+ -` < `* / %`, all left-associative; then prefix `-` `!`, then postfix
/// `x.0` and `x[i]`.
///
/// `|` is never an expression operator, so an expression always stops at a stage
/// boundary. Every folded operator counts as one level of nesting, so even a 200 KB
/// chain `1+1+…` builds a tree no deeper than `maximumNestingDepth` (deeper trees would
/// overflow the stack later, when the tree is compared or freed).
extension Parser {
    func parseExpression() throws(ParseAbort) -> Expr {
        let condition = try parseBinary(minimumPrecedence: 1)
        guard !isAtStatementEnd, current.kind == .question else { return condition }
        let questionMark = advance()
        try enterNesting()
        defer { nesting -= 1 }
        try expectOperand(after: questionMark)
        let then = try parseExpression()
        guard consume(.colon) != nil else {
            try fail(DiagnosticMessages.expectedToken(":", found: foundDescription()),
                     label: DiagnosticMessages.labelConditionalElse)
        }
        let otherwise = try parseExpression()
        return Expr(kind: .conditional(condition, then: then, else: otherwise),
                    range: condition.range.extended(to: otherwise.range))
    }

    /// `EXPR, EXPR, …` (at least one).
    func parseExpressionList() throws(ParseAbort) -> [Expr] {
        var items = [try parseExpression()]
        var progress = LoopProgress()
        while progress.advanced(to: index), consume(.comma) != nil {
            items.append(try parseExpression())
        }
        return items
    }

    private func parseBinary(minimumPrecedence: Int) throws(ParseAbort) -> Expr {
        var lhs = try parseUnary()
        var folds = 0
        defer { nesting -= folds }
        while !isAtStatementEnd, let op = BinaryOperator(current.kind), op.precedence >= minimumPrecedence {
            let operatorToken = advance()
            try enterNesting()
            folds += 1
            try expectOperand(after: operatorToken)
            let rhs = try parseBinary(minimumPrecedence: op.precedence + 1)
            lhs = Expr(kind: .binary(op, lhs, rhs), range: lhs.range.extended(to: rhs.range))
        }
        return lhs
    }

    private func parseUnary() throws(ParseAbort) -> Expr {
        guard !isAtStatementEnd, let op = UnaryOperator(rawValue: current.kind.rawValue) else {
            return try parsePostfix()
        }
        let operatorToken = advance()
        try enterNesting()
        defer { nesting -= 1 }
        try expectOperand(after: operatorToken)
        let operand = try parseUnary()
        return Expr(kind: .unary(op, operand), range: operatorToken.range.extended(to: operand.range))
    }

    /// After an operator, the line must go on with an operand: `map x *` is incomplete.
    private func expectOperand(after operatorToken: Token) throws(ParseAbort) {
        guard isAtStageEnd else { return }
        try fail(DiagnosticMessages.expectedExpression(after: operatorToken.text),
                 label: DiagnosticMessages.labelExpressionExample)
    }

    private func parsePostfix() throws(ParseAbort) -> Expr {
        var expr = try parsePrimary()
        var folds = 0
        defer { nesting -= folds }
        var progress = LoopProgress()
        while !isAtStatementEnd, progress.advanced(to: index) {
            if current.kind == .dot {
                advance()
                guard current.kind == .integer, !current.hasLeadingTrivia, let position = Int(current.text) else {
                    try fail(DiagnosticMessages.expectedTupleIndex(found: foundDescription()),
                             label: DiagnosticMessages.labelTupleIndex)
                }
                let indexToken = advance()
                try enterNesting()
                folds += 1
                expr = Expr(kind: .tupleElement(expr, index: position), range: expr.range.extended(to: indexToken.range))
            } else if current.kind == .leftBracket {
                let (position, range) = try bracketed(.leftBracket) { parser throws(ParseAbort) in
                    try parser.parseExpression()
                }
                try enterNesting()
                folds += 1
                expr = Expr(kind: .subscripted(expr, index: position), range: expr.range.extended(to: range))
            } else {
                break
            }
        }
        return expr
    }

    private func parsePrimary() throws(ParseAbort) -> Expr {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            return Expr(kind: .integer(integerValue(of: token)), range: token.range)
        case .decimal:
            advance()
            return Expr(kind: .decimal(Double(token.text) ?? 0), range: token.range)
        case .string:
            advance()
            return Expr(kind: .string(token.stringValue ?? ""), range: token.range)
        case .identifier:
            if startsTaskExpression { try refuseTaskExpression() }  // Issue 18 §3: only `NAME = task { … }` keeps a task
            return try parseIdentifierExpression()
        case .leftParen:
            let (items, range) = try bracketed(.leftParen) { parser throws(ParseAbort) in
                try parser.parseExpressionList()
            }
            // `(x)` groups; `(1, "a")` is a tuple.
            return items.count == 1 ? Expr(kind: items[0].kind, range: range) : Expr(kind: .tuple(items), range: range)
        case .leftBracket:
            let (items, range) = try bracketed(.leftBracket) { parser throws(ParseAbort) in
                try parser.parseBracketedList(until: .rightBracket)
            }
            return Expr(kind: .array(items), range: range)
        case .duration:
            try fail(DiagnosticMessages.expectedExpression(found: DiagnosticMessages.quote(token.text)),
                     label: DiagnosticMessages.labelNotAValue(token.text))
        default:
            try fail(DiagnosticMessages.expectedExpression(found: foundDescription()),
                     label: DiagnosticMessages.labelExpressionExample)
        }
    }

    /// `true`, `false`, `nil`, a call `name(args)` (no space before `(`), or a name.
    private func parseIdentifierExpression() throws(ParseAbort) -> Expr {
        let token = advance()
        switch token.text {
        case "true": return Expr(kind: .bool(true), range: token.range)
        case "false": return Expr(kind: .bool(false), range: token.range)
        case "nil": return Expr(kind: .nil, range: token.range)
        default: break
        }
        if var member = consumeMember() {
            // `vm.text`: an object's property, read when the expression runs; issue 18:
            // `vm.child.text` goes on through the object `vm.child` holds.
            var path = token.text + "." + member.text
            while let next = consumeMember() {
                path += "." + next.text
                member = next
            }
            return Expr(kind: .identifier(path), range: token.range.extended(to: member.range))
        }
        guard current.kind == .leftParen, !current.hasLeadingTrivia else {
            return Expr(kind: .identifier(token.text), range: token.range)
        }
        let (arguments, range) = try bracketed(.leftParen) { parser throws(ParseAbort) in
            try parser.parseBracketedList(until: .rightParen)
        }
        return Expr(kind: .call(Identifier(token.text, range: token.range), arguments: arguments),
                    range: token.range.extended(to: range))
    }

    /// Elements up to `closer`: possibly none, a trailing comma allowed.
    private func parseBracketedList(until closer: TokenKind) throws(ParseAbort) -> [Expr] {
        var items: [Expr] = []
        var progress = LoopProgress()
        while current.kind != closer, current.kind != .endOfFile, progress.advanced(to: index) {
            items.append(try parseExpression())
            guard consume(.comma) != nil else { break }
        }
        return items
    }
}
