/// Issue 20: `stream NAME unfolding EXPR from V [after DURATION]`, the standard library's
/// `AsyncStream(unfolding:)`: no continuation; each `next()` calls the closure, EXPR, which
/// makes the next element from `acc` (the previous element, V at first); `nil` ends the
/// stream. `after D` is a closure that takes D per call (it sleeps, then makes the element),
/// counted from when a loop asks: not a period, so `every` would mislead.
public struct UnfoldingStreamSyntax: Sendable, Hashable {
    public var name: Identifier
    /// EXPR: the next element, from `acc`.
    public var step: Expr
    /// V: `acc` for the first call.
    public var initial: Expr
    /// `after D`: how long each call takes (none: it returns at once).
    public var delay: DurationLiteral?

    public init(name: Identifier, step: Expr, initial: Expr, delay: DurationLiteral?) {
        self.name = name
        self.step = step
        self.initial = initial
        self.delay = delay
    }
}

extension Parser {
    /// After `stream NAME`, at `unfolding`: `unfolding EXPR from V [after DURATION]`.
    func parseUnfoldingStream(name: Identifier) throws(ParseAbort) -> AsyncStatement {
        advance()
        let step = try parseExpression()
        if consume(word: "from") == nil {
            try fail(DiagnosticMessages.expectedWord(["from"], found: foundDescription()),
                     label: Self.labelUnfoldingExample)
        }
        let initial = try parseExpression()
        let delay = consume(word: "after") == nil ? nil : try parseDuration()
        return .declareUnfoldingStream(UnfoldingStreamSyntax(name: name, step: step, initial: initial, delay: delay))
    }

    /// The label of a malformed `unfolding` declaration.
    static let labelUnfoldingExample = "the first acc comes after 'from', as in stream u unfolding acc + 1 from 0"
}
