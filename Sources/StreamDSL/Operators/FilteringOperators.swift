import StreamCore

/// Operators that let some values through: filter, removeDuplicates, first, last, prefix, dropFirst.
extension OperatorRegistry {
    static let filtering: [OperatorDescriptor] = [filter, removeDuplicates, first, last, prefix, dropFirst]

    static let filter = OperatorDescriptor(
        name: "filter", syntax: "filter EXPR", summary: "keep the values for which EXPR is true",
        example: "a | filter x % 2 == 0 | sink",
        parse: { parser, _ throws(ParseAbort) in [.expression(try parser.parseExpression())] },
        compile: { arguments, compiler, context in
            guard let body = compiler.valueExpression(arguments.expression(), context) else { return nil }
            return OperatorPlan { upstream, _, env in
                upstream.filter(PlanInstantiator.predicate(body, env, "filter"))
            }
        })

    static let removeDuplicates = OperatorDescriptor(
        name: "removeDuplicates", syntax: "removeDuplicates",
        summary: "drop a value equal to the previous one", example: "a | removeDuplicates | sink",
        parse: { _, _ in [] },
        compile: { _, _, _ in OperatorPlan { upstream, _, _ in upstream.removeDuplicates() } })

    static let first = OperatorDescriptor(
        name: "first", syntax: "first [EXPR]",
        summary: "emit the first value (matching EXPR), then finish", example: "a | first x > 2 | sink",
        parse: { parser, _ throws(ParseAbort) in try parser.parseOptionalExpression() },
        compile: { arguments, compiler, context in
            guard let predicate = compiler.optionalExpression(arguments.expression(), context.valueScope) else { return nil }
            return OperatorPlan { upstream, _, env in
                upstream.first(where: predicate.map { PlanInstantiator.predicate($0, env, "first") })
            }
        })

    static let last = OperatorDescriptor(
        name: "last", syntax: "last [EXPR]",
        summary: "emit the last value (matching EXPR) when the upstream finishes", example: "a | last | sink",
        parse: { parser, _ throws(ParseAbort) in try parser.parseOptionalExpression() },
        compile: { arguments, compiler, context in
            guard let predicate = compiler.optionalExpression(arguments.expression(), context.valueScope) else { return nil }
            return OperatorPlan { upstream, _, env in
                upstream.last(where: predicate.map { PlanInstantiator.predicate($0, env, "last") })
            }
        })

    static let prefix = OperatorDescriptor(
        name: "prefix", syntax: "prefix N", summary: "emit the first N values, then finish",
        example: "a | prefix 2 | sink",
        parse: { parser, _ throws(ParseAbort) in [.count(try parser.parseCount())] },
        compile: { arguments, compiler, context in
            guard let count = arguments.count() else { return compiler.missingArgument(context) }
            return OperatorPlan { upstream, _, _ in upstream.prefix(count.value) }
        })

    static let dropFirst = OperatorDescriptor(
        name: "dropFirst", syntax: "dropFirst [N]", summary: "skip the first N values (default 1)",
        example: "a | dropFirst 2 | sink",
        parse: { parser, _ throws(ParseAbort) in parser.isAtStageEnd ? [] : [.count(try parser.parseCount())] },
        compile: { arguments, _, _ in
            let count = arguments.count()?.value ?? 1
            return OperatorPlan { upstream, _, _ in upstream.dropFirst(count) }
        })
}
