import StreamCore
import StreamLanguage

/// AsyncAlgorithms 1.1's operators that only async sequences have (issue 20): `compacted`,
/// `adjacentPairs`, `reductions [INIT,] EXPR`, `interspersed [every N] EXPR` and `chain P`. Each is a descriptor whose
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
    /// Issue 20: `reductions EXPR` is `reductions { acc, x in EXPR }`, without an initial
    /// result: the first element goes out as it is and starts the running result.
    static let reductions = OperatorDescriptor(
        signature: OperatorSignature(name: "reductions", arguments: .optionalInitialAndBody),
        summary: "AsyncAlgorithms' reductions(_:_:) and reductions(_:): each running result; EXPR uses acc and x "
            + "(without INITIAL, the first element is the first result)",
        example: "s | reductions acc + x | for await as out",
        onPublisher: .asyncOnly(instead: "scan INIT, EXPR"),
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                let parts = arguments.expressions
                // AsyncThrowing(Exclusive|Inclusive)ReductionsSequence: fail(…) in EXPR throws.
                guard parts.count == 1 else { return checks.initialAndBody(arguments, context, throwing: true) }
                guard let step = checks.compiler.expressions.check(parts[0], scope: context.accumulatorScope(throwing: true)) else { return nil }
                // `reductions 0` is an initial result without its EXPR far more often than a
                // closure that ignores both arguments.
                guard step.constant == nil else {
                    checks.report(Diagnostic(.invalidValue("reductions EXPR combines acc and x; this one uses neither"),
                                             at: parts[0].range, label: "for an initial result, write reductions 0, acc + x"))
                    return nil
                }
                return CheckedArguments(expression: step)
            },
            instantiate: { checked, upstream, context in
                let step = context.instantiator.lower(checked.expression)
                guard let initialExpression = checked.initial else {
                    return upstream.inclusiveReductions { acc, value throws(StreamError) in
                        try step(Environment(x: value, acc: acc))
                    }
                }
                let initial = context.instantiator.lower(initialExpression)
                return upstream.reductions({ () throws(StreamError) in try initial(.empty) }) { acc, value throws(StreamError) in
                    try step(Environment(x: value, acc: acc))
                }
            }))

    /// `interspersed EXPR` is `interspersed(with: EXPR)`: EXPR is read once, when the sequence is
    /// made, without `x`.
    /// Issue 20: `interspersed every N EXPR` is `interspersed(every: N, with: EXPR)`: a
    /// separator after every N elements (N ≥ 1: the library's precondition).
    static let interspersed = OperatorDescriptor(
        signature: OperatorSignature(name: "interspersed",
                                     arguments: .oneOf([.expression, .sequence([.word(.every, .count), .expression])])),
        summary: "AsyncAlgorithms' interspersed(every:with:): EXPR after every N elements (1 by default), once the next has arrived",
        example: "s | interspersed every 2 0 | for await as out",
        onPublisher: .asyncOnly(instead: "flatMap { sequence V, x } | dropFirst"),
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                var every = 1
                if let count = arguments.count(after: .every) {
                    guard let checked = checks.positiveCount(count, "interspersed needs every 1 or more elements") else { return nil }
                    every = checked
                }
                return checks.placeExpression(arguments.expression(), context).map { CheckedArguments(expression: $0, count: every) }
            },
            instantiate: { checked, upstream, context in
                // `interspersed(with: EXPR)` takes a value: EXPR is read once, when the sequence
                // is made (as Swift evaluates the argument), not at each separator.
                let separator = context.instantiator.lower(checked.expression)
                let value = Result { () throws(StreamError) in try separator(.empty) }
                return AsyncInterspersed(upstream, every: checked.count ?? 1) { () throws(StreamError) in try value.get() }
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
