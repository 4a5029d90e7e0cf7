// Sources and operators of the syntax tree (see SyntaxTree.swift for the overview).

/// The primary publisher a pipeline starts from.
public struct PipelineSource: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// A subject, current-value subject or named pipeline.
        case name(Identifier)
        /// `just EXPR`.
        case just(Expr)
        /// `sequence EXPR, EXPR, …`; `sequence [1, 2]` is parsed as `sequence 1, 2`.
        case sequence([Expr])
        /// `range EXPR...EXPR` (closed) or `range EXPR..<EXPR`.
        case range(lower: Expr, upper: Expr, isClosed: Bool)
        /// `empty`.
        case empty
        /// `fail EXPR`: a publisher that fails at once.
        case fail(Expr)
        /// `never`.
        case never
        /// `timer DURATION`: `Timer.publish`, connectable; once connected, it ticks its time in
        /// ms every interval.
        case timer(DurationLiteral)
        /// `timer every DURATION`: AsyncAlgorithms' `AsyncTimerSequence.repeating(every:)`, an
        /// async sequence (no connection) that ticks its time in ms from its loop's first `next()`.
        case asyncTimer(DurationLiteral)
        /// `future EXPR after DURATION`, or `future fail EXPR after DURATION` (`fails`).
        case future(Expr, after: DurationLiteral, fails: Bool)
        /// `deferred { PIPELINE }`.
        case deferred(Pipeline)
        /// `if EXPR { PIPELINE } else { PIPELINE }`: one of two publishers, chosen when built
        /// (inside braces: per outer value, with `x` in scope in the condition and both branches).
        case conditional(Expr, then: Pipeline, else: Pipeline)
        /// `cold "MARBLES" [frame DURATION]`.
        case cold(StringLiteral, frame: DurationLiteral?)
        /// `hot "MARBLES" [frame DURATION]`.
        case hot(StringLiteral, frame: DurationLiteral?)
        /// `( PIPELINE )`.
        case parenthesized(Pipeline)
        // Milestone 5:
        /// `observations { EXPR }`: Swift 6.2's `Observations`, an async sequence.
        case observations(Expr)
        // Issue 20:
        /// `fetch EXPR after DURATION`, or `fetch fail EXPR after DURATION`: URLSession's
        /// `dataTaskPublisher`, a cold publisher (one request per subscriber).
        case fetch(Expr, after: DurationLiteral, fails: Bool)
        // Milestone 6:
        /// `future [as NAME] { STEPS }`: the `Future { promise in Task { … } }` bridge, whose
        /// task (named `NAME`) starts when the future is made; its `return` fulfils the promise.
        case futureTask(name: Identifier?, body: Body)
        /// `notifications NAME`: `NotificationCenter.default.publisher(for:)`, hot, never completing.
        case notifications(Identifier)
        /// `kvo OBJ.PROP [new]`: KVO's `publisher(for: \.prop)`, options `[.initial, .new]`, or `[.new]`.
        case kvo(PropertyPath, newOnly: Bool)
        /// `record V, V, … [finished | fail EXPR]`: Combine's `Record(output:completion:)`.
        case record([Expr], failure: Expr?)
    }

    public var kind: Kind
    public var range: SourceRange
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// One `| OPERATOR args` stage. Its descriptor (`OperatorRegistry`) gives the arguments
/// their shape and meaning; the tree keeps them as written.
public struct PipelineOperator: Sendable, Hashable {
    /// The operator's name as written.
    public var name: Identifier
    public var arguments: [OperatorArgument]
    /// From the operator name to its last argument.
    public var range: SourceRange
    public init(name: Identifier, arguments: [OperatorArgument], range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}
