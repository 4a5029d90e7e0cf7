// The statements of the async world (see SyntaxTree.swift for the overview):
//
//   stream NAME [throwing] [buffering unbounded|newest N|oldest N] [onTermination { STEPS }]
//   channel NAME [throwing]
//   yield NAME VALUE [@TIME], …
//   finish NAME [@TIME]
//   stream NAME unfolding EXPR from V [after DURATION]      (issue 20)
//   … | for await [work DURATION] as NAME          (a `SinkClause` with a `loop`)

/// A statement that declares or drives an `AsyncStream` or an `AsyncChannel`.
public enum AsyncStatement: Sendable, Hashable {
    /// `stream NAME [throwing] [buffering …] [onTermination { … }]`: an AsyncStream (or
    /// AsyncThrowingStream) and its continuation, with its `onTermination` handler (issue 18 §4).
    case declareStream(name: Identifier, throwing: Bool, buffering: StreamBuffering, onTermination: Body?)
    /// `channel NAME [throwing]`: AsyncAlgorithms' AsyncChannel (or AsyncThrowingChannel).
    case declareChannel(name: Identifier, throwing: Bool)
    /// `yield NAME VALUE [@TIME], …`: `continuation.yield`.
    case yield(stream: Identifier, values: [TimedValue])
    /// `finish NAME [@TIME]`: `continuation.finish()` or `channel.finish()`.
    case finish(name: Identifier, time: DurationLiteral?)
    // Issue 20:
    /// `stream NAME unfolding EXPR from V [after D]`: `AsyncStream(unfolding:)` (no continuation).
    case declareUnfoldingStream(UnfoldingStreamSyntax)

    /// The name the statement declares, if it declares one.
    package var declaredName: Identifier? {
        switch self {
        case .declareStream(let name, _, _, _), .declareChannel(let name, _): return name
        case .yield, .finish: return nil
        case .declareUnfoldingStream(let stream): return stream.name  // Issue 20
        }
    }
}

/// An AsyncStream's buffering policy as written; `unbounded` by default.
public enum StreamBuffering: Sendable, Hashable {
    case unbounded
    case newest(CountLiteral)
    case oldest(CountLiteral)

    /// `buffering newest 2`, as notes name it.
    package var spelling: String {
        switch self {
        case .unbounded: return "buffering unbounded"
        case .newest(let count): return "buffering newest \(count.value)"
        case .oldest(let count): return "buffering oldest \(count.value)"
        }
    }
}

/// `for await [work DURATION]`: the loop that consumes an async sequence; its body takes
/// `work` of virtual time per element (none by default).
public struct ForAwaitClause: Sendable, Hashable {
    public var work: DurationLiteral?
    public var range: SourceRange
    /// Issue 20: `| await as NAME`, the one value `min`, `reduce`, … return (no loop).
    public var awaitsOneValue: Bool
    public init(work: DurationLiteral?, range: SourceRange, awaitsOneValue: Bool = false) {
        self.work = work
        self.range = range
        self.awaitsOneValue = awaitsOneValue
    }
}
