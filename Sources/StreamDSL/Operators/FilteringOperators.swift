import StreamCore
import StreamLanguage

/// Operators that let some values through: filter, tryFilter, removeDuplicates, first, last,
/// prefix, output (in OutputOperator.swift), dropFirst, drop.
extension OperatorRegistry {
    static let filtering: [OperatorDescriptor] = [filter, tryFilter, removeDuplicates, first, last, prefix, output, dropFirst, drop]

    package static let filter = OperatorDescriptor(
        signature: OperatorSignature(name: "filter", arguments: .expression),
        summary: "keep the values for which EXPR is true",
        example: "a | filter x % 2 == 0 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try w.predicate(up, "filter", args.expression()) },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.filter(PlanInstantiator.predicate(body, env, "filter")) }
        },
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in  // AsyncThrowingFilterSequence: fail(…) throws
                checks.valueExpression(arguments.expression(), context, throwing: true).map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                upstream.filter(PlanInstantiator.predicate(context.instantiator.lower(checked.expression), .empty, "filter"))
            }))

    /// `tryFilter`: like filter, but `fail(message)` in its condition fails the stream.
    static let tryFilter = OperatorDescriptor(
        signature: OperatorSignature(name: "tryFilter", arguments: .expression),
        summary: "keep the values for which EXPR is true; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryFilter x >= 0 ? x % 2 == 0 : fail("negative") | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.predicate(up, "tryFilter", args.expression(), throwing: true) },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context, throwing: true).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.filter(PlanInstantiator.predicate(body, env, "tryFilter")) }
        })

    /// `removeDuplicates by EXPR`: EXPR sees `prev` (the previous value received, emitted or
    /// not, as Combine keeps it) and `x`; true means "duplicate", and x is dropped.
    static let removeDuplicates = OperatorDescriptor(
        signature: OperatorSignature(name: "removeDuplicates", arguments: .optional(.word(.by, .expression))),
        summary: "drop a value equal to the previous one, or for which EXPR (prev, x) is true",
        example: "a | removeDuplicates by abs(x - prev) < 10 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if let condition = args.expression(after: .by) {
                let body = try w.expression(condition, x: up.output, prev: up.output)
                return up.then(w.closure("removeDuplicates", "prev, x", body))
            }
            // A tuple is never Equatable, but Swift's `==` compares tuples of up to six
            // Equatable elements, so `by: ==` says the same thing.
            if case .tuple(let elements) = up.output, elements.count <= 6, elements.allSatisfy(\.isEquatable) {
                return up.then("removeDuplicates(by: ==)")
            }
            guard up.output.isEquatable else { throw .noSingleSwiftType("removeDuplicates of \(up.output.name), which is not Equatable") }
            return up.then("removeDuplicates()")
        },
        check: { arguments, checks, context in checks.duplicateCondition(arguments, context) },
        instantiate: { checked, instantiator in
            guard checked.expression != nil else { return { upstream, _ in upstream.removeDuplicates() } }
            let body = instantiator.lower(checked.expression)
            return { upstream, env in
                upstream.removeDuplicates { previous, value throws(StreamError) in
                    try PlanInstantiator.truth(body(env.with(x: value, prev: previous)), "removeDuplicates by")
                }
            }
        },
        // AsyncAlgorithms compares with the last element it emitted, which `prev` names here.
        // Issue 20: its predicate may throw (`AsyncThrowingRemoveDuplicatesSequence`), so
        // `fail(…)` in EXPR fails the sequence with that error.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in checks.duplicateCondition(arguments, context, throwing: true) },
            instantiate: { checked, upstream, context in
                guard checked.expression != nil else { return upstream.removeDuplicates() }
                let body = context.instantiator.lower(checked.expression)
                return upstream.removeDuplicates { previous, value throws(StreamError) in
                    try PlanInstantiator.truth(body(Environment(x: value, prev: previous)), "removeDuplicates by")
                }
            }))

    package static let first = OperatorDescriptor(
        signature: OperatorSignature(name: "first", arguments: .optional(.expression)),
        summary: "emit the first value (matching EXPR), then finish", example: "a | first x > 2 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            args.expression() == nil ? up.then("first()") : try w.predicate(up, "first", args.expression())
        },
        check: { arguments, checks, context in
            checks.optionalExpression(arguments.expression(), context.valueScope).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let predicate = checked.expression.map { instantiator.lower($0) }
            return { upstream, env in upstream.first(where: predicate.map { PlanInstantiator.predicate($0, env, "first") }) }
        },
        asyncMeaning: .awaitedFirst)  // Issue 20

    package static let last = OperatorDescriptor(
        signature: OperatorSignature(name: "last", arguments: .optional(.expression)),
        summary: "emit the last value (matching EXPR) when the upstream finishes", example: "a | last | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            args.expression() == nil ? up.then("last()") : try w.predicate(up, "last", args.expression())
        },
        check: { arguments, checks, context in
            checks.optionalExpression(arguments.expression(), context.valueScope).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let predicate = checked.expression.map { instantiator.lower($0) }
            return { upstream, env in upstream.last(where: predicate.map { PlanInstantiator.predicate($0, env, "last") }) }
        })

    /// `prefix N`, `prefix while EXPR`, `prefix until P`.
    package static let prefix = OperatorDescriptor(
        signature: OperatorSignature(name: "prefix", arguments: .oneOf([.count, whileForm, untilForm])),
        summary: "emit the first N values, or while EXPR holds, or until PUB emits; then finish",
        example: "a | prefix until b | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if args.has(.while) { return try w.predicate(up, "prefix", args.expression(after: .while)) }
            if args.has(.until) {
                let other = try w.other(args)
                return up.then("prefix(untilOutputFrom: \(other.code))")
            }
            guard let count = args.count() else { throw .notTranslated("prefix without a count") }
            // Publishers.Output finishes when the value after the n-th arrives (its receive(_:)).
            w.openCombineDiffers("prefix N finishes with the value after the Nth, not with the Nth")
            return up.then("prefix(\(count.value))")
        },
        check: { arguments, checks, context in
            if arguments.has(.while) {
                return checks.valueExpression(arguments.expression(after: .while), context).map { CheckedArguments(expression: $0) }
            }
            if arguments.has(.until) {
                return checks.untilPublisher(arguments, context).map { CheckedArguments(inner: $0) }
            }
            guard let count = arguments.count() else { return checks.missingArgument(context) }
            return CheckedArguments(count: count.value)
        },
        instantiate: { checked, instantiator in
            if checked.expression != nil {
                let body = instantiator.lower(checked.expression)
                return { upstream, env in upstream.prefix(while: PlanInstantiator.predicate(body, env, "prefix while")) }
            }
            if checked.inner != nil {
                let other = instantiator.builder(for: checked.inner)
                return { upstream, env throws(StreamError) in upstream.prefix(untilOutputFrom: try other(env)) }
            }
            let count = checked.count ?? 0
            return { upstream, _ in upstream.prefix(count) }
        },
        // The standard library's prefix(_:) and prefix(while:); prefix(untilOutputFrom:) is Combine's only.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                if arguments.has(.while) {  // AsyncThrowingPrefixWhileSequence: fail(…) throws
                    return checks.valueExpression(arguments.expression(after: .while), context, throwing: true)
                        .map { CheckedArguments(expression: $0) }
                }
                if arguments.has(.until) {
                    checks.report(Diagnostic(DiagnosticMessages.noAsyncCounterpart("prefix until"), at: context.range,
                                               label: DiagnosticMessages.labelAsyncPrefix))
                    return nil
                }
                guard let count = arguments.count() else { return checks.missingArgument(context) }
                return CheckedArguments(count: count.value)
            },
            instantiate: { checked, upstream, context in
                guard checked.expression != nil else { return upstream.prefix(checked.count ?? 0) }
                let body = context.instantiator.lower(checked.expression)
                return upstream.prefix(while: PlanInstantiator.predicate(body, .empty, "prefix while"))
            }))

    package static let dropFirst = OperatorDescriptor(
        signature: OperatorSignature(name: "dropFirst", arguments: .optional(.count)),
        summary: "skip the first N values (default 1)",
        example: "a | dropFirst 2 | sink",
        swift: { up, args, _ throws(SwiftExportSkip) in up.then("dropFirst(\(args.count()?.value ?? 1))") },
        check: { arguments, _, _ in CheckedArguments(count: arguments.count()?.value ?? 1) },
        instantiate: { checked, _ in
            let count = checked.count ?? 1
            return { upstream, _ in upstream.dropFirst(count) }
        },
        asyncMeaning: AsyncMeaning(
            check: { arguments, _, _ in CheckedArguments(count: arguments.count()?.value ?? 1) },
            instantiate: { checked, upstream, _ in upstream.dropFirst(checked.count ?? 1) }))

    /// `drop while EXPR`, `drop until P` (Combine's `drop(while:)`, `drop(untilOutputFrom:)`).
    package static let drop = OperatorDescriptor(
        signature: OperatorSignature(
            name: "drop", arguments: .oneOf([whileForm, untilForm], label: DiagnosticMessages.labelDropForms)),
        summary: "skip values while EXPR holds, or until PUB emits", example: "a | drop while x < 3 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if args.has(.until) {
                // Combine's drop(untilOutputFrom:) needs both failures alike (prefix(untilOutputFrom:) does not).
                let (upstream, other) = try w.unified(up, try w.other(args))
                return upstream.then("drop(untilOutputFrom: \(other.code))")
            }
            return try w.predicate(up, "drop", args.expression(after: .while))
        },
        check: { arguments, checks, context in
            if arguments.has(.until) {
                return checks.untilPublisher(arguments, context).map { CheckedArguments(inner: $0) }
            }
            return checks.valueExpression(arguments.expression(after: .while), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            if checked.inner != nil {
                let other = instantiator.builder(for: checked.inner)
                return { upstream, env throws(StreamError) in upstream.drop(untilOutputFrom: try other(env)) }
            }
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.drop(while: PlanInstantiator.predicate(body, env, "drop while")) }
        },
        // The standard library's drop(while:); drop(untilOutputFrom:) is Combine's only.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                if arguments.has(.until) {
                    checks.report(Diagnostic(DiagnosticMessages.noAsyncCounterpart("drop until"), at: context.range))
                    return nil
                }
                // AsyncThrowingDropWhileSequence: fail(…) throws.
                return checks.valueExpression(arguments.expression(after: .while), context, throwing: true)
                    .map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                let body = context.instantiator.lower(checked.expression)
                return upstream.drop(while: PlanInstantiator.predicate(body, .empty, "drop while"))
            }))
}

extension OperatorRegistry {
    /// `while EXPR` and `until PUB`, the forms `prefix` and `drop` share.
    static let whileForm = ArgumentGrammar.word(.while, .expression)
    static let untilForm = ArgumentGrammar.word(.until, .publisher)
}

extension OperatorChecks {
    /// removeDuplicates' `by EXPR`, with `prev` and `x`; no expression without `by`.
    /// `throwing`: tryRemoveDuplicates, where `fail(…)` throws.
    mutating func duplicateCondition(_ arguments: OperatorArguments, _ context: OperatorContext,
                                     throwing: Bool = false) -> CheckedArguments? {
        guard let condition = arguments.expression(after: .by) else { return CheckedArguments() }
        var scope = throwing ? context.throwingValueScope : context.valueScope
        scope.hasPrev = true
        return compiler.expressions.check(condition, scope: scope).map { CheckedArguments(expression: $0) }
    }
}
