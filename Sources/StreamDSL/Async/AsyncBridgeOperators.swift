import StreamCore
import StreamLanguage

/// Words that lead from publishers to async sequences: `values`, and `chunks`, which only
/// async sequences have. On a publisher (a pipeline ending in `sink`) both are errors that
/// say where they belong (`onPublisher`); `chunks`' meaning is its `asyncMeaning`, and
/// `AsyncPipelineCompiler` treats `values` as the bridge itself.
extension OperatorRegistry {
    static let asyncBridge: [OperatorDescriptor] = [values, chunks,
                                                     async]  // Issue 20: AsyncSyncSequence.swift

    package static let values = OperatorDescriptor(
        signature: OperatorSignature(name: "values"),
        summary: "Publisher.values: an async sequence that requests .max(1) per next(); consume it with for await",
        example: "a | values | for await as out", bridgesToAsync: true,
        onPublisher: .endsInForAwait)

    package static let chunks = OperatorDescriptor(
        signature: OperatorSignature(name: "chunks", arguments: ChunksForms.grammar),
        summary: "AsyncAlgorithms' chunks(ofCount:[or:]) and chunked(by:|on:): arrays of N elements, of what arrived by "
            + "each tick or signal (or N, whichever first), runs where EXPR (prev, x) holds, or (key, run) pairs",
        example: "s | chunks every 300ms | for await as out",
        onPublisher: .asyncOnly(instead: "collect N"),
        // Each form and the library call it is: ChunksForms. The timer of `every` starts
        // with the loop's first `next()`.
        asyncMeaning: AsyncMeaning(check: ChunksForms.check, instantiate: ChunksForms.instantiate))
}
