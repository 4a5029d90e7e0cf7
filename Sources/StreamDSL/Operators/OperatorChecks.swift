import StreamCore
import StreamLanguage

/// What a descriptor's `check` works with: the argument checks every descriptor shares
/// (expressions in the right scope, counts and durations in range, inner pipelines and
/// publisher lists), over the pipeline compiler that keeps the diagnostics and the chain
/// depth. `PipelineCompiler.withChecks` moves the compiler in and takes it back, so a check
/// costs no copy.
package struct OperatorChecks {
    package var compiler: PipelineCompiler

    package mutating func report(_ diagnostic: Diagnostic) { compiler.report(diagnostic) }
}

extension OperatorChecks {
    /// A per-value expression (`map x * 2`): `x` is the value.
    mutating func valueExpression(_ expr: Expr?, _ context: OperatorContext,
                                  throwing: Bool = false) -> CheckedExpression? {
        guard let expr else { return missingArgument(context) }
        return compiler.expressions.check(expr, scope: throwing ? context.throwingValueScope : context.valueScope)
    }

    /// An expression evaluated once, where the operator stands (`replaceError 0`).
    mutating func placeExpression(_ expr: Expr?, _ context: OperatorContext) -> CheckedExpression? {
        guard let expr else { return missingArgument(context) }
        return compiler.expressions.check(expr, scope: context.scope)
    }

    /// `.some(nil)` when there is no expression, `nil` when it failed to compile.
    mutating func optionalExpression(_ expr: Expr?, _ scope: ExpressionScope) -> CheckedExpression?? {
        guard let expr else { return .some(nil) }
        guard let compiled = compiler.expressions.check(expr, scope: scope) else { return nil }
        return .some(compiled)
    }

    mutating func expressionList(_ items: [Expr], _ scope: ExpressionScope) -> [CheckedExpression]? {
        let compiled = items.compactMap { compiler.expressions.check($0, scope: scope) }
        return compiled.count == items.count ? compiled : nil
    }

    /// `INITIAL, BODY` of scan and reduce: INITIAL where the operator stands, BODY with `acc` and `x`.
    mutating func initialAndBody(_ arguments: OperatorArguments, _ context: OperatorContext,
                                 throwing: Bool = false) -> CheckedArguments? {
        let parts = arguments.expressions
        guard parts.count == 2 else { return missingArgument(context) }
        let initial = compiler.expressions.check(parts[0], scope: context.scope)
        let step = compiler.expressions.check(parts[1], scope: context.accumulatorScope(throwing: throwing))
        guard let initial, let step else { return nil }
        return CheckedArguments(expression: step, initial: initial)
    }

    /// A count of at least 1; `problem` says what 0 would mean (`"collect needs a count of at least 1"`).
    mutating func positiveCount(_ count: CountLiteral, _ problem: String) -> Int? {
        guard count.value > 0 else {
            report(Diagnostic(.invalidValue(problem), at: count.range))
            return nil
        }
        return count.value
    }

    /// A duration above 0ms, for operators that tick.
    mutating func positiveDuration(_ interval: DurationLiteral) -> Int? {
        guard interval.milliseconds > 0 else {
            report(Diagnostic(.zeroDuration, at: interval.range))
            return nil
        }
        return interval.milliseconds
    }

    /// A duration (`delay 0ms` is allowed).
    package mutating func duration(_ arguments: OperatorArguments, _ context: OperatorContext) -> Int? {
        guard let interval = arguments.duration else { return missingArgument(context) }
        return interval.milliseconds
    }

    /// A descriptor's parser and compiler disagree on the arguments' shape: a bug, reported
    /// against the stage rather than trapping.
    mutating func missingArgument<T>(_ context: OperatorContext) -> T? {
        report(Diagnostic(.malformedOperator, at: context.range))
        return nil
    }
}

/// Inner pipelines: each is compiled on top of, or beside, the operator's chain, so their
/// depth counts (see `ChainDepth`).
extension OperatorChecks {
    /// `{ PIPELINE }`, compiled with `x` bound to the outer value (`throwing`: where `fail(…)`
    /// may throw). It runs on top of the operator's chain, so its depth adds to it.
    mutating func innerPipeline(_ pipeline: Pipeline?, _ context: OperatorContext, throwing: Bool = false) -> PublisherPlan? {
        guard let pipeline else { return missingArgument(context) }
        let plan = compiler.compile(pipeline, scope: throwing ? context.throwingValueScope : context.valueScope)
        compiler.chain.nested += compiler.chain.last
        return plan
    }

    /// `merge b, (just 1)`: each runs on its own chain, beside the upstream.
    mutating func publisherList(_ sources: [PipelineSource], _ context: OperatorContext) -> [PublisherPlan]? {
        var compiled: [PublisherPlan] = []
        for source in sources {
            if let plan = compiler.compileSource(source, scope: context.scope) { compiled.append(plan) }
            compiler.chain.beside = max(compiler.chain.beside, compiler.chain.last)
        }
        return compiled.count == sources.count ? compiled : nil
    }

    /// The publisher after `until`: a name or source, or `{ PIPELINE }` built with the operator.
    mutating func untilPublisher(_ arguments: OperatorArguments, _ context: OperatorContext) -> PublisherPlan? {
        let plan: PublisherPlan?
        if let pipeline = arguments.pipeline {
            plan = compiler.compile(pipeline, scope: context.scope)
        } else if let source = arguments.publishers.first {
            plan = compiler.compileSource(source, scope: context.scope)
        } else {
            return missingArgument(context)
        }
        compiler.chain.beside = max(compiler.chain.beside, compiler.chain.last)
        return plan
    }
}
