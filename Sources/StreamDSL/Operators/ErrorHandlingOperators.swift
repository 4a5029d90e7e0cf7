import StreamCore

/// Operators that deal with failure and emptiness: catch, retry, replaceError, replaceEmpty.
extension OperatorRegistry {
    static let errorHandling: [OperatorDescriptor] = [`catch`, retry, replaceError, replaceEmpty]

    /// The most attempts `retry N` accepts.
    static let maximumRetries = 10_000

    static let `catch` = OperatorDescriptor(
        name: "catch", syntax: "catch { PIPELINE }",
        summary: "replace a failed stream with another; x is the error message",
        example: #"a | catch { just "recovered" } | sink"#,
        parse: { parser, _ throws(ParseAbort) in [.pipeline(try parser.parseBracedPipeline(after: "catch"))] },
        compile: { arguments, compiler, context in
            guard let inner = compiler.innerPipeline(arguments.pipeline, context) else { return nil }
            return OperatorPlan { upstream, instantiator, env in
                upstream.catch { error throws(StreamError) in
                    try instantiator.build(inner, env.with(x: .string(error.message)))
                }
            }
        })

    static let retry = OperatorDescriptor(
        name: "retry", syntax: "retry N", summary: "resubscribe to the upstream up to N times on failure",
        example: "a | retry 2 | sink",
        parse: { parser, _ throws(ParseAbort) in [.count(try parser.parseCount())] },
        compile: { arguments, compiler, context in
            guard let count = arguments.count() else { return compiler.missingArgument(context) }
            // A source that fails as it is subscribed is retried at once, in one action: a
            // huge count would never return.
            guard count.value <= maximumRetries else {
                compiler.report(Diagnostic(.invalidValue("retry takes at most \(maximumRetries) attempts"), at: count.range))
                return nil
            }
            return OperatorPlan { upstream, _, _ in upstream.retry(count.value) }
        })

    static let replaceError = OperatorDescriptor(
        name: "replaceError", syntax: "replaceError EXPR",
        summary: "emit a value instead of failing, then finish", example: "a | replaceError 0 | sink",
        parse: { parser, _ throws(ParseAbort) in [.expression(try parser.parseExpression())] },
        compile: { arguments, compiler, context in
            guard let value = compiler.placeExpression(arguments.expression(), context) else { return nil }
            return OperatorPlan { upstream, _, env throws(StreamError) in upstream.replaceError(with: try value(env)) }
        })

    static let replaceEmpty = OperatorDescriptor(
        name: "replaceEmpty", syntax: "replaceEmpty EXPR",
        summary: "emit a value if the upstream finishes without one", example: "a | replaceEmpty 0 | sink",
        parse: { parser, _ throws(ParseAbort) in [.expression(try parser.parseExpression())] },
        compile: { arguments, compiler, context in
            guard let value = compiler.placeExpression(arguments.expression(), context) else { return nil }
            return OperatorPlan { upstream, _, env throws(StreamError) in upstream.replaceEmpty(with: try value(env)) }
        })
}
