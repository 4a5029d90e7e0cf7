import StreamCore
import StreamLanguage

/// Operators that turn each value into another: map, tryMap, compactMap, replaceNil, scan, tryScan.
extension OperatorRegistry {
    static let transforming: [OperatorDescriptor] = [map, tryMap, compactMap, replaceNil, scan, tryScan]

    package static let map = OperatorDescriptor(
        signature: OperatorSignature(name: "map", arguments: .oneOf([.expression, .pipeline])),
        summary: "transform each value; with braces, make a publisher per value",
        example: "a | map x * 10 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            if let pipeline = args.pipeline {
                return try w.perValue(up, "map", pipeline) { .publisher($0.output, $0.failure) }
            }
            return try w.transform(up, "map", args.expression())
        },
        check: { arguments, checks, context in
            if let pipeline = arguments.pipeline {
                return checks.innerPipeline(pipeline, context).map { CheckedArguments(inner: $0) }
            }
            return checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            if checked.inner != nil {
                let inner = instantiator.builder(for: checked.inner)
                return { upstream, env throws(StreamError) in
                    upstream.map { value throws(StreamError) in .publisher(PublisherBox(try inner(env.with(x: value)))) }
                }
            }
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.map { value throws(StreamError) in try body(env.with(x: value)) } }
        },
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                if arguments.pipeline != nil {
                    checks.report(Diagnostic(DiagnosticMessages.noAsyncCounterpart("map { PIPELINE }"), at: context.range,
                                               label: DiagnosticMessages.labelAsyncMapTakesExpression))
                    return nil
                }
                // AsyncThrowingMapSequence: fail(…) in the closure throws, as `try` does in Swift.
                return checks.valueExpression(arguments.expression(), context, throwing: true).map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                let body = context.instantiator.lower(checked.expression)
                return upstream.map { value throws(StreamError) in try body(Environment(x: value)) }
            }))

    /// `tryMap`: like map, but `fail(message)` in its expression fails the stream.
    static let tryMap = OperatorDescriptor(
        signature: OperatorSignature(name: "tryMap", arguments: .expression),
        summary: "transform each value; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryMap x > 0 ? x : fail("negative") | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.transform(up, "tryMap", args.expression(), throwing: true) },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context, throwing: true).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.map { value throws(StreamError) in try body(env.with(x: value)) } }
        })

    package static let compactMap = OperatorDescriptor(
        signature: OperatorSignature(name: "compactMap", arguments: .expression),
        summary: "transform each value and drop nil results", example: "a | compactMap x > 1 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            var result = try w.transform(up, "compactMap", args.expression())
            if case .optional(let wrapped) = result.output { result.output = wrapped }
            return result
        },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in upstream.compactMap { value throws(StreamError) in try body(env.with(x: value)) } }
        },
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in  // AsyncThrowingCompactMapSequence: fail(…) throws
                checks.valueExpression(arguments.expression(), context, throwing: true).map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                let body = context.instantiator.lower(checked.expression)
                return upstream.compactMap { value throws(StreamError) in try body(Environment(x: value)) }
            }))

    package static let scan = OperatorDescriptor(
        signature: OperatorSignature(name: "scan", arguments: .initialAndBody),
        summary: "emit each running result; EXPR uses acc and x", example: "a | scan 0, acc + x | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try w.accumulate(up, "scan", args) },
        check: { arguments, checks, context in checks.initialAndBody(arguments, context) },
        instantiate: { checked, instantiator in
            let (initial, step) = (instantiator.lower(checked.initial), instantiator.lower(checked.expression))
            return { upstream, env throws(StreamError) in
                upstream.scan(try initial(env)) { acc, value throws(StreamError) in
                    try step(env.with(x: value, acc: acc))
                }
            }
        })

    /// `tryScan`: like scan, but `fail(message)` in its step fails the stream.
    static let tryScan = OperatorDescriptor(
        signature: OperatorSignature(name: "tryScan", arguments: .initialAndBody),
        summary: "emit each running result; fail(MESSAGE) in EXPR fails the stream",
        example: #"a | tryScan 0, acc + x > 10 ? fail("too much") : acc + x | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.accumulate(up, "tryScan", args, throwing: true) },
        check: { arguments, checks, context in checks.initialAndBody(arguments, context, throwing: true) },
        instantiate: { checked, instantiator in
            let (initial, step) = (instantiator.lower(checked.initial), instantiator.lower(checked.expression))
            return { upstream, env throws(StreamError) in
                upstream.scan(try initial(env)) { acc, value throws(StreamError) in
                    try step(env.with(x: value, acc: acc))
                }
            }
        })

    static let replaceNil = OperatorDescriptor(
        signature: OperatorSignature(name: "replaceNil", arguments: .expression),
        summary: "replace each nil value with EXPR",
        example: "a | replaceNil 0 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            guard case .optional(let wrapped) = up.output else {
                throw .noSingleSwiftType("replaceNil after \(up.output.name) values (Swift needs optionals)")
            }
            let value = try w.values(args.expressions, as: wrapped)
            return up.then("replaceNil(with: \(value.joined()))", output: wrapped)
        },
        check: { arguments, checks, context in
            checks.placeExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let value = instantiator.lower(checked.expression)
            return { upstream, env throws(StreamError) in upstream.replaceNil(with: try value(env)) }
        })
}
