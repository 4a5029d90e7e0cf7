import StreamCore
import StreamLanguage

/// AsyncAlgorithms 1.1's operators that only async sequences have (issue 20): `compacted`,
/// `adjacentPairs`, `reductions INIT, EXPR`, `interspersed EXPR` and `chain P`. Each is a descriptor whose
/// meaning is its `asyncMeaning`; on a publisher it is a located error naming Combine's form.
extension OperatorRegistry {
    static let asyncAlgorithms: [OperatorDescriptor] = [compacted, adjacentPairs, reductions, interspersed, chain, flatMapLatest]

    static let compacted = OperatorDescriptor(
        signature: OperatorSignature(name: "compacted"),
        summary: "AsyncAlgorithms' compacted(): drop the nil elements",
        example: "s | compacted | for await as out",
        onPublisher: .asyncOnly(instead: "compactMap x"),
        asyncMeaning: AsyncMeaning(
            check: { _, _, _ in CheckedArguments() },
            instantiate: { _, upstream, _ in upstream.compacted() }))

    static let adjacentPairs = OperatorDescriptor(
        signature: OperatorSignature(name: "adjacentPairs"),
        summary: "AsyncAlgorithms' adjacentPairs(): each element paired with the one before it, (prev, x)",
        example: "s | adjacentPairs | for await as out",
        onPublisher: .asyncOnly(instead: "scan (nil, nil), (acc.1, x) | dropFirst"),
        asyncMeaning: AsyncMeaning(
            check: { _, _, _ in CheckedArguments() },
            instantiate: { _, upstream, _ in upstream.adjacentPairs() }))

    /// `reductions INIT, EXPR` is `reductions(INIT) { acc, x in EXPR }`: Combine's `scan`.
    static let reductions = OperatorDescriptor(
        signature: OperatorSignature(name: "reductions", arguments: .initialAndBody),
        summary: "AsyncAlgorithms' reductions(_:_:): each running result; EXPR uses acc and x",
        example: "s | reductions 0, acc + x | for await as out",
        onPublisher: .asyncOnly(instead: "scan INIT, EXPR"),
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in checks.initialAndBody(arguments, context) },
            instantiate: { checked, upstream, context in
                let (initial, step) = (context.instantiator.lower(checked.initial), context.instantiator.lower(checked.expression))
                return upstream.reductions({ () throws(StreamError) in try initial(.empty) }) { acc, value throws(StreamError) in
                    try step(Environment(x: value, acc: acc))
                }
            }))

    /// `interspersed EXPR` is `interspersed(with: EXPR)`: EXPR is read once per separator, without `x`.
    static let interspersed = OperatorDescriptor(
        signature: OperatorSignature(name: "interspersed", arguments: .expression),
        summary: "AsyncAlgorithms' interspersed(with:): EXPR between each two elements, once the second has arrived",
        example: "s | interspersed 0 | for await as out",
        onPublisher: .asyncOnly(instead: "flatMap { sequence V, x } | dropFirst"),
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                checks.placeExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                let separator = context.instantiator.lower(checked.expression)
                return AsyncInterspersed(upstream) { () throws(StreamError) in try separator(.empty) }
            }))

    /// `chain P, …`: AsyncAlgorithms' `chain(upstream, P, …)`, of two or three async sequences.
    static let chain = OperatorDescriptor(
        signature: OperatorSignature(name: "chain", arguments: .publishers),
        summary: "AsyncAlgorithms' chain(_:_:): every element of the upstream, then of each sequence after it",
        example: "s | chain t | for await as out",
        combiningArity: CombiningArity(publishers: 0, asyncSequences: 2),
        onPublisher: .asyncOnly(instead: "append of a publisher, or flatMap max 1 { … } of the sources"),
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                checks.asyncOperands(arguments.publishers, of: context).map { CheckedArguments(sequences: $0) }
            },
            instantiate: { checked, upstream, context in AsyncChain([upstream] + checked.sequences.compactMap(context.build)) }))
}
