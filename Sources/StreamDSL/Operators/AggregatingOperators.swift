import StreamCore
import StreamLanguage

/// Operators that gather values and emit results when the upstream finishes (or earlier,
/// when the answer is known): reduce, collect, count, min, max, contains, allSatisfy,
/// ignoreOutput.
extension OperatorRegistry {
    static let aggregating: [OperatorDescriptor] =
        [reduce, collect, count, min, max, contains, allSatisfy, ignoreOutput]

    package static let reduce = OperatorDescriptor(
        signature: OperatorSignature(name: "reduce", arguments: .initialAndBody),
        summary: "emit the final result when the upstream finishes", example: "a | reduce 0, acc + x | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try w.accumulate(up, "reduce", args) },
        check: { arguments, checks, context in checks.initialAndBody(arguments, context) },
        instantiate: { checked, instantiator in
            let (initial, step) = (instantiator.lower(checked.initial), instantiator.lower(checked.expression))
            return { upstream, env throws(StreamError) in
                upstream.reduce(try initial(env)) { acc, value throws(StreamError) in
                    try step(env.with(x: value, acc: acc))
                }
            }
        },
        asyncMeaning: .awaitedReduce)  // Issue 20

    package static let collect = OperatorDescriptor(
        signature: OperatorSignature(name: "collect", arguments: .optional(.oneOf([.count, .sequence([.duration, .queue])]))),
        summary: "gather values into arrays: all, by count, or by time window", example: "a | collect 3 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if args.duration != nil {
                w.appleOnly(.operatorMissingInOpenCombine("collect by time"))
                return up.then("collect(.byTime(\(w.scheduler(args)), \(try w.duration(args.duration))))", output: .array(up.output))
            }
            if let count = args.count() { return up.then("collect(\(count.value))", output: .array(up.output)) }
            return up.then("collect()", output: .array(up.output))
        },
        check: { arguments, checks, context in
            if let interval = arguments.duration {
                return checks.positiveDuration(interval).map { CheckedArguments(duration: $0, queue: arguments.queue) }
            }
            guard checks.noQueue(arguments, context) else { return nil }
            if let count = arguments.count() {
                return checks.positiveCount(count, "collect needs a count of at least 1").map { CheckedArguments(count: $0) }
            }
            return CheckedArguments()
        },
        instantiate: { checked, instantiator in
            if let milliseconds = checked.duration {
                let queue = checked.queue
                return { [clock = instantiator.clock] upstream, _ in upstream.collect(every: milliseconds, on: clock, queue: queue) }
            }
            let size = checked.count
            return { upstream, _ in upstream.collect(size) }
        })

    package static let count = OperatorDescriptor(
        signature: OperatorSignature(name: "count"),
        summary: "emit how many values arrived when the upstream finishes",
        example: "a | count | sink",
        swift: { up, _, _ throws(SwiftExportSkip) in up.then("count()", output: .int) },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, _ in { upstream, _ in upstream.count() } })

    /// `min by EXPR`: EXPR orders x before prev (see `orderingCondition`).
    package static let min = OperatorDescriptor(
        signature: OperatorSignature(name: "min", arguments: .optional(.word(.by, .expression))),
        summary: "emit the smallest value (by EXPR: true when x comes before prev) when the upstream finishes",
        example: "a | min | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if args.has(.by) { return try w.ordering(up, "min", args) }
            guard up.output.isComparable else { throw .noSingleSwiftType("min of \(up.output.name)") }
            return up.then("min()")
        },
        check: { arguments, checks, context in
            arguments.has(.by) ? orderingCondition(arguments, &checks, context) : CheckedArguments()
        },
        instantiate: { checked, instantiator in
            guard checked.expression != nil else { return { upstream, _ in upstream.min() } }
            let order = PlanInstantiator.order(instantiator.lower(checked.expression), "min by")
            return { upstream, env in upstream.min(by: order(env)) }
        },
        asyncMeaning: .awaitedExtreme(max: false))  // Issue 20

    /// `max by EXPR`: EXPR orders x before prev (see `orderingCondition`).
    package static let max = OperatorDescriptor(
        signature: OperatorSignature(name: "max", arguments: .optional(.word(.by, .expression))),
        summary: "emit the largest value (by EXPR: true when x comes before prev) when the upstream finishes",
        example: "a | max | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if args.has(.by) { return try w.ordering(up, "max", args) }
            guard up.output.isComparable else { throw .noSingleSwiftType("max of \(up.output.name)") }
            return up.then("max()")
        },
        check: { arguments, checks, context in
            arguments.has(.by) ? orderingCondition(arguments, &checks, context) : CheckedArguments()
        },
        instantiate: { checked, instantiator in
            guard checked.expression != nil else { return { upstream, _ in upstream.max() } }
            let order = PlanInstantiator.order(instantiator.lower(checked.expression), "max by")
            return { upstream, env in upstream.max(by: order(env)) }
        },
        asyncMeaning: .awaitedExtreme(max: true))  // Issue 20

    package static let contains = OperatorDescriptor(
        signature: OperatorSignature(name: "contains", arguments: .expression),
        summary: "emit true as soon as EXPR holds for a value, or false when the upstream finishes",
        example: "a | contains x > 3 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try w.predicate(up, "contains", args.expression(), output: .bool) },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.contains(where: PlanInstantiator.predicate(body, env, "contains")) }
        },
        asyncMeaning: .awaitedContains)  // Issue 20

    package static let allSatisfy = OperatorDescriptor(
        signature: OperatorSignature(name: "allSatisfy", arguments: .expression),
        summary: "emit false as soon as EXPR fails for a value, or true when the upstream finishes",
        example: "a | allSatisfy x > 0 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try w.predicate(up, "allSatisfy", args.expression(), output: .bool) },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.allSatisfy(PlanInstantiator.predicate(body, env, "allSatisfy")) }
        },
        asyncMeaning: .awaitedAllSatisfy)  // Issue 20

    static let ignoreOutput = OperatorDescriptor(
        signature: OperatorSignature(name: "ignoreOutput"),
        summary: "drop every value; pass the completion",
        example: "a | ignoreOutput | sink",
        swift: { up, _, _ throws(SwiftExportSkip) in up.then("ignoreOutput()", output: .never) },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, _ in { upstream, _ in upstream.ignoreOutput() } })
}
