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
        /// `timer DURATION`: emits 0, 1, 2, … every interval.
        case timer(DurationLiteral)
        /// `future EXPR after DURATION`, or `future fail EXPR after DURATION` (`fails`).
        case future(Expr, after: DurationLiteral, fails: Bool)
        /// `deferred { PIPELINE }`.
        case deferred(Pipeline)
        /// `cold "MARBLES" [frame DURATION]`.
        case cold(StringLiteral, frame: DurationLiteral?)
        /// `hot "MARBLES" [frame DURATION]`.
        case hot(StringLiteral, frame: DurationLiteral?)
        /// `( PIPELINE )`.
        case parenthesized(Pipeline)
    }

    public var kind: Kind
    public var range: SourceRange
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// One `| OPERATOR args` stage.
public struct PipelineOperator: Sendable, Hashable {
    /// `collect`'s optional limit.
    public enum CollectLimit: Sendable, Hashable {
        case count(CountLiteral)
        case time(DurationLiteral)
    }

    public indirect enum Kind: Sendable, Hashable {
        case map(Expr)
        /// `map { PIPELINE }`: a publisher per value (for `switchToLatest`).
        case mapToPublisher(Pipeline)
        case filter(Expr)
        case compactMap(Expr)
        /// `scan INITIAL, BODY` (BODY uses `acc` and `x`).
        case scan(initial: Expr, body: Expr)
        /// `reduce INITIAL, BODY`.
        case reduce(initial: Expr, body: Expr)
        case removeDuplicates
        case first(predicate: Expr?)
        case last(predicate: Expr?)
        case prefix(CountLiteral)
        case dropFirst(CountLiteral?)
        /// `collect` (all), `collect 3`, `collect 300ms`.
        case collect(CollectLimit?)
        case debounce(DurationLiteral)
        /// `throttle D latest` (`latest: true`) or `throttle D first` (`latest: false`).
        case throttle(DurationLiteral, latest: Bool)
        case delay(DurationLiteral)
        /// `timeout D [fail EXPR]`.
        case timeout(DurationLiteral, failure: Expr?)
        case merge([PipelineSource])
        case combineLatest([PipelineSource])
        case zip([PipelineSource])
        /// `flatMap [max N] { PIPELINE }`.
        case flatMap(maxPublishers: CountLiteral?, Pipeline)
        case switchToLatest
        case share
        /// `multicast` (a PassthroughSubject) or `multicast current EXPR`.
        case multicast(currentValue: Expr?)
        case makeConnectable
        case autoconnect
        /// `catch { PIPELINE }` (`x` is the error message).
        case `catch`(Pipeline)
        case retry(CountLiteral)
        case replaceError(Expr)
        case replaceEmpty(Expr)
        case prepend([Expr])
        case append([Expr])
        case print(StringLiteral?)
        case buffer(CountLiteral?)
    }

    /// The operator's name as written.
    public var name: Identifier
    public var kind: Kind
    /// From the operator name to its last argument.
    public var range: SourceRange
    public init(name: Identifier, kind: Kind, range: SourceRange) {
        self.name = name
        self.kind = kind
        self.range = range
    }
}
