import StreamCore
import StreamLanguage

/// Issue 20: the async meaning of `min`, `max`, `reduce`, `contains`, `allSatisfy` and
/// `first`: the standard library's `AsyncSequence` methods that return one value, awaited
/// (`AsyncAwaitedValue`). Each descriptor names its meaning here; `oneValueCall` makes the
/// compiler refuse it anywhere but at the end of a pipeline awaited with `| await as NAME`.
/// Their closures may throw (the methods rethrow): `fail(…)` in one makes the call throw.
extension AsyncMeaning {
    /// `min` / `min by EXPR`: `min()` / `min(by:)`; `max` likewise.
    static func awaitedExtreme(max: Bool) -> AsyncMeaning {
        let name = max ? "max" : "min"
        return AsyncMeaning(
            check: { arguments, checks, context in
                arguments.has(.by) ? OperatorRegistry.orderingCondition(arguments, &checks, context, throwing: true) : CheckedArguments()
            },
            instantiate: { checked, upstream, context in
                let order = checked.expression.map {
                    PlanInstantiator.order(context.instantiator.lower($0), "\(name) by")(.empty)
                }
                return AsyncAwaitedValue(upstream) { .extreme(max: max, order: order) }
            },
            oneValueCall: "\(name)()")
    }

    /// `reduce INIT, EXPR`: `reduce(INIT) { acc, x in EXPR }`.
    static let awaitedReduce = AsyncMeaning(
        check: { arguments, checks, context in checks.initialAndBody(arguments, context, throwing: true) },
        instantiate: { checked, upstream, context in
            let (initial, step) = (context.instantiator.lower(checked.initial), context.instantiator.lower(checked.expression))
            return AsyncAwaitedValue(upstream) {
                .reduce({ () throws(StreamError) in try initial(.empty) }) { acc, value throws(StreamError) in
                    try step(Environment(x: value, acc: acc))
                }
            }
        },
        oneValueCall: "reduce(_:_:)")

    /// `contains EXPR`: `contains(where:)`, which returns at the first match.
    static let awaitedContains = predicate("contains", call: "contains(where:)") { .contains($0) }
    /// `allSatisfy EXPR`: `allSatisfy(_:)`, which returns at the first element failing it.
    static let awaitedAllSatisfy = predicate("allSatisfy", call: "allSatisfy(_:)") { .allSatisfy($0) }
    /// `first EXPR`: `first(where:)`; an AsyncSequence has no `first()` (a located error).
    static let awaitedFirst = predicate("first", call: "first(where:)") { .first(where: $0) }

    private static func predicate(_ name: String, call: String,
                                  _ fold: @escaping @Sendable (@escaping ValuePredicate) -> AsyncAwaitedValue.Fold) -> AsyncMeaning {
        AsyncMeaning(
            check: { arguments, checks, context in
                guard let condition = arguments.expression() else {
                    // `first` alone parses (Combine's first()); the async method needs a condition.
                    checks.report(Diagnostic(DiagnosticMessages.asyncFirstNeedsCondition, at: context.range))
                    return nil
                }
                return checks.valueExpression(condition, context, throwing: true).map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                let body = context.instantiator.lower(checked.expression)
                return AsyncAwaitedValue(upstream) { fold(PlanInstantiator.predicate(body, .empty, name)) }
            },
            oneValueCall: call)
    }
}
