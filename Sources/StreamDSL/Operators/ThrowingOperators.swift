import StreamCore
import StreamLanguage

/// The try… forms whose closure may throw: `fail(MESSAGE)` in their expression fails the
/// stream with that message. StreamCore's closures all throw a `StreamError`, so each is built
/// on its plain operator's stage; the language allows `fail(…)` only in these spellings, as
/// Swift allows `throw` only in the try… operators' closures.
extension OperatorRegistry {
    static let throwing: [OperatorDescriptor] =
        [tryCompactMap, tryRemoveDuplicates, tryFirst, tryLast, tryPrefix, tryDrop, tryReduce, tryMin, tryMax,
         tryContains, tryAllSatisfy]

    static let tryCompactMap = OperatorDescriptor(
        signature: OperatorSignature(name: "tryCompactMap", arguments: .expression),
        summary: "transform each value and drop nil results; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryCompactMap x < 0 ? fail("negative") : (x % 2 == 0 ? x : nil) | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in
            var result = try w.transform(up, "tryCompactMap", args.expression(), throwing: true)
            if case .optional(let wrapped) = result.output { result.output = wrapped }
            return result
        },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context, throwing: true).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.compactMap { value throws(StreamError) in try body(env.with(x: value)) } }
        })

    /// `tryRemoveDuplicates by EXPR`: as `removeDuplicates by`, `prev` is the previous value received.
    static let tryRemoveDuplicates = OperatorDescriptor(
        signature: OperatorSignature(name: "tryRemoveDuplicates", arguments: .word(.by, .expression)),
        summary: "drop a value for which EXPR (prev, x) is true; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryRemoveDuplicates by x < prev ? fail("went down") : x == prev | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in
            let body = try w.expression(args.expression(after: .by), x: up.output, prev: up.output)
            guard body.type == .bool || body.type == nil else { throw .noSingleSwiftType("tryRemoveDuplicates with a condition that is not a Bool") }
            return up.then(w.closure("tryRemoveDuplicates", "prev, x", body), failure: .any)
        },
        check: { arguments, checks, context in checks.duplicateCondition(arguments, context, throwing: true) },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in
                upstream.removeDuplicates { previous, value throws(StreamError) in
                    try PlanInstantiator.truth(body(env.with(x: value, prev: previous)), "tryRemoveDuplicates by")
                }
            }
        })

    static let tryFirst = throwingPredicate(
        name: "tryFirst", summary: "emit the first value matching EXPR, then finish; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryFirst x < 0 ? fail("negative") : x > 2 | sink"#) { upstream, test in upstream.first(where: test) }

    static let tryLast = throwingPredicate(
        name: "tryLast", summary: "emit the last value matching EXPR when the upstream finishes; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryLast x < 0 ? fail("negative") : x < 3 | sink"#) { upstream, test in upstream.last(where: test) }

    static let tryPrefix = throwingPredicate(
        name: "tryPrefix", after: .while, summary: "emit values while EXPR holds, then finish; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryPrefix while x < 0 ? fail("negative") : x < 3 | sink"#) { upstream, test in upstream.prefix(while: test) }

    static let tryDrop = throwingPredicate(
        name: "tryDrop", after: .while, summary: "skip values while EXPR holds; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryDrop while x < 0 ? fail("negative") : x < 3 | sink"#) { upstream, test in upstream.drop(while: test) }

    static let tryReduce = OperatorDescriptor(
        signature: OperatorSignature(name: "tryReduce", arguments: .initialAndBody),
        summary: "emit the final result when the upstream finishes; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryReduce 0, acc + x > 10 ? fail("too much") : acc + x | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.accumulate(up, "tryReduce", args, throwing: true) },
        check: { arguments, checks, context in checks.initialAndBody(arguments, context, throwing: true) },
        instantiate: { checked, instantiator in
            let (initial, step) = (instantiator.lower(checked.initial), instantiator.lower(checked.expression))
            return { upstream, env throws(StreamError) in
                upstream.reduce(try initial(env)) { acc, value throws(StreamError) in
                    try step(env.with(x: value, acc: acc))
                }
            }
        })

    static let tryMin = OperatorDescriptor(
        signature: OperatorSignature(name: "tryMin", arguments: .word(.by, .expression)),
        summary: "emit the smallest value by EXPR (true when x comes before prev); fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryMin by x < 0 ? fail("negative") : x < prev | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.ordering(up, "tryMin", args, throwing: true) },
        check: { arguments, checks, context in orderingCondition(arguments, &checks, context, throwing: true) },
        instantiate: { checked, instantiator in
            let order = PlanInstantiator.order(instantiator.lower(checked.expression), "tryMin by")
            return { upstream, env in upstream.min(by: order(env)) }
        })

    static let tryMax = OperatorDescriptor(
        signature: OperatorSignature(name: "tryMax", arguments: .word(.by, .expression)),
        summary: "emit the largest value by EXPR (true when x comes before prev); fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryMax by x < 0 ? fail("negative") : x < prev | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.ordering(up, "tryMax", args, throwing: true) },
        check: { arguments, checks, context in orderingCondition(arguments, &checks, context, throwing: true) },
        instantiate: { checked, instantiator in
            let order = PlanInstantiator.order(instantiator.lower(checked.expression), "tryMax by")
            return { upstream, env in upstream.max(by: order(env)) }
        })

    static let tryContains = throwingPredicate(
        name: "tryContains", output: .bool,
        summary: "emit true as soon as EXPR holds for a value, or false at the finish; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryContains x < 0 ? fail("negative") : x > 3 | sink"#) { upstream, test in upstream.contains(where: test) }

    static let tryAllSatisfy = throwingPredicate(
        name: "tryAllSatisfy", output: .bool,
        summary: "emit false as soon as EXPR fails for a value, or true at the finish; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryAllSatisfy x < 0 ? fail("negative") : x < 4 | sink"#) { upstream, test in upstream.allSatisfy(test) }

    /// A try… operator's per-value condition, where `fail(…)` throws.
    private static func throwingCondition(_ expr: Expr?, _ checks: inout OperatorChecks,
                                          _ context: OperatorContext) -> CheckedArguments? {
        checks.valueExpression(expr, context, throwing: true).map { CheckedArguments(expression: $0) }
    }

    /// A try… operator that tests each value with EXPR (`tryFirst`, `tryPrefix while`, …): they
    /// differ only in their name, the word before EXPR, their Swift output and the stage the
    /// test goes to.
    private static func throwingPredicate(
        name: String, after word: ArgumentWord? = nil, output: SwiftType? = nil, summary: String, example: String,
        stage: @escaping @Sendable (_ upstream: any Publisher, _ test: @escaping ValuePredicate) -> any Publisher
    ) -> OperatorDescriptor {
        let label = word.map { "\(name) \($0.text)" } ?? name
        return OperatorDescriptor(
            signature: OperatorSignature(name: name, arguments: word.map { .word($0, .expression) } ?? .expression),
            summary: summary,
            example: example,
            swift: { up, args, w throws(SwiftExportSkip) in
                try w.predicate(up, name, args.expression(after: word), output: output, throwing: true)
            },
            check: { arguments, checks, context in throwingCondition(arguments.expression(after: word), &checks, context) },
            instantiate: { checked, instantiator in
                let body = instantiator.lower(checked.expression)
                return { upstream, env in stage(upstream, PlanInstantiator.predicate(body, env, label)) }
            })
    }
}
