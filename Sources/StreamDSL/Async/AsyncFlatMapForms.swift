import StreamCore
import StreamLanguage

/// Issue 20: `s | flatMap { P }` (the standard library's `flatMap` of async sequences, and so
/// `map { P }.joined()`) and `s | flatMapLatest { P }` (AsyncAlgorithms' `flatMapLatest`, the
/// async `switchToLatest`). P is an async sequence made per element, whose source sees the
/// element as `x`: `{ sequence x, x * 10 | async }`, `{ timer every 100ms | prefix 2 }`,
/// `{ just x | delay 300ms | values }`.
extension OperatorRegistry {
    static let flatMapLatest = OperatorDescriptor(
        signature: OperatorSignature(name: "flatMapLatest", arguments: .pipeline),
        summary: "AsyncAlgorithms' flatMapLatest: an inner async sequence per element (x); a new element cancels the previous one",
        example: "sequence 1, 2 | async | flatMapLatest { sequence x, x * 10 | async } | for await as out",
        onPublisher: .asyncOnly(instead: "map { P } | switchToLatest"),
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in AsyncFlatMapForms.check(arguments, &checks, context) },
            instantiate: { checked, upstream, context in
                AsyncFlatMapLatest(upstream, clock: context.clock, transform: AsyncFlatMapForms.transform(checked, context))
            }))
}

enum AsyncFlatMapForms {
    /// `flatMap`'s meaning on an async sequence: one inner sequence after the other.
    static let flatMap = AsyncMeaning(
        check: { arguments, checks, context in check(arguments, &checks, context) },
        instantiate: { checked, upstream, context in AsyncFlatMap(upstream, transform: transform(checked, context)) })

    /// The braces hold an async sequence, checked with `x` bound at its source; Combine's
    /// `max N` has no async counterpart.
    static func check(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                      _ context: OperatorContext) -> CheckedArguments? {
        if arguments.count(after: .max) != nil {
            checks.report(Diagnostic(DiagnosticMessages.asyncFlatMapHasNoLimit, at: context.range))
            return nil
        }
        guard let pipeline = arguments.pipeline else { return checks.missingArgument(context) }
        guard checks.compiler.isAsync(pipeline) else {
            guard checks.compiler.compile(pipeline, scope: context.valueScope) != nil else { return nil }
            let end = SourceRange(at: pipeline.range.end)
            checks.report(Diagnostic(DiagnosticMessages.innerSequenceNeeded(context.name), at: pipeline.range,
                                     label: DiagnosticMessages.fixAddValues,
                                     fixIts: [FixIt(DiagnosticMessages.fixAddValues, replacing: end, with: " | values")]))
            return nil
        }
        return checks.compiler.compileAsyncPipeline(pipeline, sourceScope: context.valueScope)
            .map { CheckedArguments(sequences: [$0]) }
    }

    /// Makes the inner sequence of one element. One that cannot be built (`sequence x * 2` of
    /// "a") fails when iterated, as Combine's `flatMap` fails on an inner publisher's error.
    static func transform(_ checked: CheckedArguments, _ context: AsyncBuildContext) -> AsyncFlatMap.Transform {
        let plan = checked.sequences[0]
        return { value in
            context.buildInEnvironment(plan, Environment(x: value))
                ?? AsyncFailingSequence(StreamError("the inner sequence of \(value.literal) was not built"))
        }
    }
}
