import StreamCore

/// Words that lead from publishers to async sequences: `values`, and `chunks`, which only
/// async sequences have. On a publisher (a pipeline ending in `sink`) both are errors that
/// say where they belong; `AsyncPipelineCompiler` gives them their meaning.
extension OperatorRegistry {
    static let asyncBridge: [OperatorDescriptor] = [values, chunks]

    static let values = OperatorDescriptor(
        name: "values", syntax: "values",
        summary: "Publisher.values: an async sequence that requests .max(1) per next(); consume it with for await",
        example: "a | values | for await as out",
        parse: { _, _ throws(ParseAbort) in [] },
        compile: { _, compiler, context in
            compiler.report(Diagnostic(DiagnosticMessages.asyncSequenceSink, at: context.range,
                                       label: DiagnosticMessages.fixUseForAwait))
            return nil
        })

    static let chunks = OperatorDescriptor(
        name: "chunks", syntax: "chunks N|every DURATION",
        summary: "AsyncAlgorithms' chunks(ofCount:) or chunked(by: .repeating(every:)): arrays of N elements, "
            + "or of what arrived by each tick; the rest when the base ends",
        example: "s | chunks every 300ms | for await as out",
        parse: { parser, _ throws(ParseAbort) in
            if let every = parser.consume(word: "every") {
                return [.word(Identifier(every.text, range: every.range)), .duration(try parser.parseDuration())]
            }
            return [.count(try parser.parseCount())]
        },
        compile: { _, compiler, context in
            compiler.report(Diagnostic(DiagnosticMessages.notOnPublishers("chunks", instead: "collect N"),
                                       at: context.range))
            return nil
        })
}
