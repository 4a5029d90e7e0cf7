import StreamCore
import StreamLanguage

/// Words that lead from publishers to async sequences: `values`, and `chunks`, which only
/// async sequences have. On a publisher (a pipeline ending in `sink`) both are errors that
/// say where they belong (`onPublisher`); `chunks`' meaning is its `asyncMeaning`, and
/// `AsyncPipelineCompiler` treats `values` as the bridge itself.
extension OperatorRegistry {
    static let asyncBridge: [OperatorDescriptor] = [values, chunks]

    package static let values = OperatorDescriptor(
        signature: OperatorSignature(name: "values"),
        summary: "Publisher.values: an async sequence that requests .max(1) per next(); consume it with for await",
        example: "a | values | for await as out", bridgesToAsync: true,
        onPublisher: .endsInForAwait)

    package static let chunks = OperatorDescriptor(
        signature: OperatorSignature(name: "chunks", arguments: .oneOf([.count, .word(.every, .duration)], tight: true)),
        summary: "AsyncAlgorithms' chunks(ofCount:) or chunked(by: .repeating(every:)): arrays of N elements, "
            + "or of what arrived by each tick; the rest when the base ends",
        example: "s | chunks every 300ms | for await as out",
        onPublisher: .asyncOnly(instead: "collect N"),
        // `chunks N` is `chunks(ofCount:)`; `chunks every D` is `chunked(by: .repeating(every: D))`,
        // whose timer starts with the loop's first `next()`.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                if arguments.has(.every) {
                    guard let literal = arguments.duration, let interval = checks.positiveDuration(literal) else {
                        return arguments.duration == nil ? checks.missingArgument(context) : nil
                    }
                    return CheckedArguments(duration: interval)
                }
                guard let count = arguments.count(),
                      let size = checks.positiveCount(count, "chunks needs at least 1 element per chunk") else { return nil }
                return CheckedArguments(count: size)
            },
            instantiate: { checked, upstream, context in
                if let interval = checked.duration {
                    return upstream.chunked(every: interval, clock: context.clock, memory: context.memory)
                }
                return upstream.chunks(ofCount: checked.count ?? 1, memory: context.memory)
            }))
}
