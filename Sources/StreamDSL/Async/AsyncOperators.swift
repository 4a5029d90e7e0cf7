import StreamCore

/// The operators an async sequence has, with AsyncAlgorithms 1.1's (and the standard
/// library's) semantics. They share their spelling, and so their parsing, with the Combine
/// operators of `OperatorRegistry`; only checking and building differ. An operator missing
/// here has no AsyncSequence counterpart, which is a located error.
enum AsyncOperators {
    /// Builds the operator on top of its upstream sequence.
    typealias Build = (_ upstream: any AsyncSequenceModel, _ context: AsyncBuildContext) -> any AsyncSequenceModel
    typealias Compile = @Sendable (_ arguments: OperatorArguments, _ compiler: inout PipelineCompiler,
                         _ context: OperatorContext) -> Build?

    static let compilers: [String: Compile] = [
        "map": map, "filter": filter, "compactMap": compactMap, "prefix": prefix, "dropFirst": dropFirst,
        "removeDuplicates": removeDuplicates, "chunks": chunks, "debounce": debounce,
        "throttle": throttle, "merge": merge, "zip": zip,
        "combineLatest": combineLatest, "share": share,
    ]

    /// Checks one `| operator` of an async pipeline.
    static func compile(_ stage: PipelineOperator, _ compiler: inout PipelineCompiler) -> Build? {
        let name = stage.name.name
        guard let compile = compilers[name] else {
            compiler.report(Diagnostic(DiagnosticMessages.noAsyncCounterpart(name), at: stage.range,
                                       label: DiagnosticMessages.labelAsyncOperators(compilers.keys.sorted())))
            return nil
        }
        let context = OperatorContext(name: name, range: stage.range, scope: .topLevel, upstream: .never)
        return compile(OperatorArguments(stage.arguments), &compiler, context)
    }

    private static let map: Compile = { arguments, compiler, context in
        if arguments.pipeline != nil {
            compiler.report(Diagnostic(DiagnosticMessages.noAsyncCounterpart("map { PIPELINE }"), at: context.range,
                                       label: DiagnosticMessages.labelAsyncMapTakesExpression))
            return nil
        }
        guard let body = compiler.valueExpression(arguments.expression(), context) else { return nil }
        return { upstream, _ in upstream.map { value throws(StreamError) in try body(Environment(x: value)) } }
    }

    private static let filter: Compile = { arguments, compiler, context in
        guard let body = compiler.valueExpression(arguments.expression(), context) else { return nil }
        return { upstream, _ in upstream.filter(PlanInstantiator.predicate(body, .empty, "filter")) }
    }

    private static let compactMap: Compile = { arguments, compiler, context in
        guard let body = compiler.valueExpression(arguments.expression(), context) else { return nil }
        return { upstream, _ in upstream.compactMap { value throws(StreamError) in try body(Environment(x: value)) } }
    }

    private static let prefix: Compile = { arguments, _, _ in
        guard let count = arguments.count() else { return nil }
        return { upstream, _ in upstream.prefix(count.value) }
    }

    private static let dropFirst: Compile = { arguments, _, _ in
        let count = arguments.count()?.value ?? 1
        return { upstream, _ in upstream.dropFirst(count) }
    }

    /// `removeDuplicates by EXPR`: AsyncAlgorithms compares with the last element it
    /// emitted, which `prev` names here.
    private static let removeDuplicates: Compile = { arguments, compiler, context in
        guard let condition = arguments.expression(after: "by") else {
            return { upstream, _ in upstream.removeDuplicates() }
        }
        var scope = context.valueScope
        scope.hasPrev = true
        guard let body = compiler.expressions.compile(condition, scope: scope) else { return nil }
        return { upstream, _ in
            upstream.removeDuplicates { previous, value throws(StreamError) in
                try PlanInstantiator.truth(body(Environment(x: value, prev: previous)), "removeDuplicates by")
            }
        }
    }

    /// AsyncAlgorithms' `debounce(for:)`: a pending element goes out when the base finishes.
    private static let debounce: Compile = { arguments, compiler, context in
        guard let interval = compiler.duration(arguments, context) else { return nil }
        return { upstream, context in upstream.debounce(interval, clock: context.clock) }
    }

    /// AsyncAlgorithms' `_throttle(for:latest:)`: pull-based, no timer while the input is silent.
    private static let throttle: Compile = { arguments, compiler, context in
        guard let interval = compiler.duration(arguments, context) else { return nil }
        let latest = !arguments.has("first")
        return { upstream, context in upstream.throttle(interval, latest: latest, clock: context.clock) }
    }

    /// AsyncAlgorithms' `merge`, `zip` and `combineLatest` take async sequences: streams, channels, named
    /// async sequences, or `( PUBLISHER | values )`.
    private static let merge: Compile = { arguments, compiler, context in
        guard compiler.withinArity(arguments.publishers, of: "merge", async: true),
              let others = compiler.asyncOperands(arguments.publishers, of: context) else { return nil }
        return { upstream, build in AsyncMerge([upstream] + others.compactMap(build.build)) }
    }

    private static let zip: Compile = { arguments, compiler, context in
        guard compiler.withinArity(arguments.publishers, of: "zip", async: true),
              let others = compiler.asyncOperands(arguments.publishers, of: context) else { return nil }
        return { upstream, build in AsyncZip([upstream] + others.compactMap(build.build)) }
    }

    private static let combineLatest: Compile = { arguments, compiler, context in
        guard compiler.withinArity(arguments.publishers, of: "combineLatest", async: true),
              let others = compiler.asyncOperands(arguments.publishers, of: context) else { return nil }
        return { upstream, build in AsyncCombineLatest([upstream] + others.compactMap(build.build)) }
    }

    /// AsyncAlgorithms 1.1's `share()`: a broadcast, buffering `.bounded(1)`; its base
    /// iterator is made when the share is built (when a named pipeline is defined).
    private static let share: Compile = { _, _, _ in
        { upstream, build in upstream.share(clock: build.clock) }
    }

    /// `chunks N` is `chunks(ofCount:)`; `chunks every D` is `chunked(by: .repeating(every: D))`,
    /// whose timer starts with the loop's first `next()`.
    private static let chunks: Compile = { arguments, compiler, context in
        if arguments.has("every") {
            guard let literal = arguments.duration, let interval = compiler.positiveDuration(literal) else {
                return arguments.duration == nil ? compiler.missingArgument(context) : nil
            }
            return { upstream, build in upstream.chunked(every: interval, clock: build.clock, memory: build.memory) }
        }
        guard let count = arguments.count(),
              let size = compiler.positiveCount(count, "chunks needs at least 1 element per chunk") else { return nil }
        return { upstream, build in upstream.chunks(ofCount: size, memory: build.memory) }
    }
}
