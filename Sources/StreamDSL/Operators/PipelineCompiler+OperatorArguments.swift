import StreamCore
import StreamLanguage

/// Checks shared by operator descriptors: expressions in the right scope, counts and
/// durations in range, inner pipelines and publisher lists.
extension PipelineCompiler {
    /// A per-value expression (`map x * 2`): `x` is the value.
    mutating func valueExpression(_ expr: Expr?, _ context: OperatorContext,
                                  throwing: Bool = false) -> CheckedExpression? {
        guard let expr else { return missingArgument(context) }
        return expressions.check(expr, scope: throwing ? context.throwingValueScope : context.valueScope)
    }

    /// An expression evaluated once, where the operator stands (`replaceError 0`).
    mutating func placeExpression(_ expr: Expr?, _ context: OperatorContext) -> CheckedExpression? {
        guard let expr else { return missingArgument(context) }
        return expressions.check(expr, scope: context.scope)
    }

    /// `.some(nil)` when there is no expression, `nil` when it failed to compile.
    mutating func optionalExpression(_ expr: Expr?, _ scope: ExpressionScope) -> CheckedExpression?? {
        guard let expr else { return .some(nil) }
        guard let compiled = expressions.check(expr, scope: scope) else { return nil }
        return .some(compiled)
    }

    mutating func expressionList(_ items: [Expr], _ scope: ExpressionScope) -> [CheckedExpression]? {
        let compiled = items.compactMap { expressions.check($0, scope: scope) }
        return compiled.count == items.count ? compiled : nil
    }

    /// `{ PIPELINE }`, compiled with `x` bound to the outer value (`throwing`: where `fail(…)`
    /// may throw). It runs on top of the operator's chain, so its depth adds to it.
    mutating func innerPipeline(_ pipeline: Pipeline?, _ context: OperatorContext, throwing: Bool = false) -> PublisherPlan? {
        guard let pipeline else { return missingArgument(context) }
        let plan = compile(pipeline, scope: throwing ? context.throwingValueScope : context.valueScope)
        chain.nested += chain.last
        return plan
    }

    /// `merge b, (just 1)`: each runs on its own chain, beside the upstream.
    mutating func publisherList(_ sources: [PipelineSource], _ context: OperatorContext) -> [PublisherPlan]? {
        var compiled: [PublisherPlan] = []
        for source in sources {
            if let plan = compileSource(source, scope: context.scope) { compiled.append(plan) }
            chain.beside = max(chain.beside, chain.last)
        }
        return compiled.count == sources.count ? compiled : nil
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

extension PipelineCompiler {
    /// Checks one `| operator` through its descriptor; `upstream` lets autoconnect see what precedes it.
    mutating func compileOperator(_ stage: PipelineOperator, scope: ExpressionScope,
                                  upstream: PublisherPlan, previous: PipelineOperator? = nil) -> OperatorPlan? {
        let context = OperatorContext(name: stage.name.name, range: stage.range, scope: scope, upstream: upstream,
                                      previous: previous)
        guard let descriptor = OperatorRegistry.descriptor(named: stage.name.name) else {
            return missingArgument(context)
        }
        guard let check = descriptor.check else {
            report((descriptor.onPublisher ?? .asyncOnly(instead: "")).diagnostic(context))
            return nil
        }
        let arguments = OperatorArguments(stage.arguments)
        guard withinArity(arguments, of: descriptor, async: false) else { return nil }
        return check(arguments, &self, context).map {
            OperatorPlan(name: descriptor.name, arguments: $0)
        }
    }

    /// `INITIAL, BODY` of scan and reduce: INITIAL where the operator stands, BODY with `acc` and `x`.
    mutating func initialAndBody(_ arguments: OperatorArguments, _ context: OperatorContext,
                                 throwing: Bool = false) -> CheckedArguments? {
        let parts = arguments.expressions
        guard parts.count == 2 else { return missingArgument(context) }
        let initial = expressions.check(parts[0], scope: context.scope)
        let step = expressions.check(parts[1], scope: context.accumulatorScope(throwing: throwing))
        guard let initial, let step else { return nil }
        return CheckedArguments(expression: step, initial: initial)
    }

    /// Whether a plan ends in something `autoconnect` and `connect` can start.
    package func isConnectable(_ plan: PublisherPlan) -> Bool {
        switch plan {
        case .named(let name): return binding(name)?.publisher is any ConnectablePublisher
        case .timer: return true
        case .stage(_, let operation): return operation.makesConnectable
        case .probe(let upstream, _): return isConnectable(upstream)
        default: return false
        }
    }

    /// The publisher after `until`: a name or source, or `{ PIPELINE }` built with the operator.
    mutating func untilPublisher(_ arguments: OperatorArguments, _ context: OperatorContext) -> PublisherPlan? {
        let plan: PublisherPlan?
        if let pipeline = arguments.pipeline {
            plan = compile(pipeline, scope: context.scope)
        } else if let source = arguments.publishers.first {
            plan = compileSource(source, scope: context.scope)
        } else {
            return missingArgument(context)
        }
        chain.beside = max(chain.beside, chain.last)
        return plan
    }
}
