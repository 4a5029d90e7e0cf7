import StreamCore
import StreamLanguage

/// Operators that deal with failure and emptiness: catch, tryCatch, retry, mapError,
/// replaceError, replaceEmpty.
extension OperatorRegistry {
    static let errorHandling: [OperatorDescriptor] = [`catch`, tryCatch, retry, mapError, replaceError, replaceEmpty]
        + failureTypes

    /// The most attempts `retry N` accepts.
    static let maximumRetries = 10_000

    static let `catch` = OperatorDescriptor(
        signature: OperatorSignature(name: "catch", arguments: .pipeline),
        summary: "replace a failed stream with another; x is the error message",
        example: #"a | catch { just "recovered" } | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.recover(up, "catch", args.pipeline, throwing: false) },
        check: { arguments, checks, context in
            checks.innerPipeline(arguments.pipeline, context).map { CheckedArguments(inner: $0) }
        },
        instantiate: { checked, instantiator in
            let inner = instantiator.builder(for: checked.inner)
            return { upstream, env in
                upstream.catch { error throws(StreamError) in try inner(env.with(x: .string(error.message))) }
            }
        })

    /// `tryCatch { … }`: like catch, but building the replacement may throw: `fail(…)` in the
    /// inner pipeline's own expressions fails the stream with that error.
    static let tryCatch = OperatorDescriptor(
        signature: OperatorSignature(name: "tryCatch", arguments: .pipeline),
        summary: "replace a failed stream with another, or fail again with fail(MESSAGE); x is the error message",
        example: #"a | tryCatch { just (x == "busy" ? 0 : fail("fatal: " + x)) } | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in try w.recover(up, "tryCatch", args.pipeline, throwing: true) },
        check: { arguments, checks, context in
            checks.innerPipeline(arguments.pipeline, context, throwing: true).map { CheckedArguments(inner: $0) }
        },
        instantiate: { checked, instantiator in
            let inner = instantiator.builder(for: checked.inner)
            return { upstream, env in
                upstream.tryCatch { error throws(StreamError) in try inner(env.with(x: .string(error.message))) }
            }
        })

    /// `mapError EXPR`: x is the error message, EXPR the new one; it cannot throw, as in Combine.
    static let mapError = OperatorDescriptor(
        signature: OperatorSignature(name: "mapError", arguments: .expression),
        summary: "replace a failure's message with EXPR (x is the message); async: iOS 18+",
        example: #"a | mapError "network: " + x | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in
            let body = try w.expression(args.expression(), x: .string)
            guard body.type == .string else { throw .noCombineCounterpart("an error message that is not text") }
            return up.then("mapError { error in\n        let x = String(describing: error)\n        return MarbleError(\(body.code))\n    }",
                           failure: .marble)
        },
        check: { arguments, checks, context in
            checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let body = instantiator.lower(checked.expression)
            return { upstream, env in
                upstream.mapError { error in
                    // A message that cannot be computed (a type error) is itself the new message:
                    // mapError has no way to fail, in Combine or here.
                    do throws(StreamError) {
                        return StreamError(try body(env.with(x: .string(error.message))).description)
                    } catch {
                        return error
                    }
                }
            }
        },
        // Issue 20: AsyncAlgorithms' mapError(_:) (macOS 15, iOS 18 and later), the same closure.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                checks.valueExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
            },
            instantiate: { checked, upstream, context in
                let body = context.instantiator.lower(checked.expression)
                return AsyncMapError(upstream) { error in
                    do throws(StreamError) {
                        return StreamError(try body(Environment(x: .string(error.message))).description)
                    } catch {
                        return error
                    }
                }
            }))

    package static let retry = OperatorDescriptor(
        signature: OperatorSignature(name: "retry", arguments: .count),
        summary: "resubscribe to the upstream up to N times on failure",
        example: "a | retry 2 | sink",
        swift: { up, args, _ throws(SwiftExportSkip) in up.then("retry(\(args.count()?.value ?? 0))") },
        check: { arguments, checks, context in
            guard let count = arguments.count() else { return checks.missingArgument(context) }
            // A source that fails as it is subscribed is retried at once, in one action: a
            // huge count would never return.
            guard count.value <= maximumRetries else {
                checks.report(Diagnostic(.invalidValue("retry takes at most \(maximumRetries) attempts"), at: count.range))
                return nil
            }
            return CheckedArguments(count: count.value)
        },
        instantiate: { checked, instantiator in
            let count = checked.count ?? 0
            // Resubscriptions spend the run's budget: nested retries multiply.
            return { [budget = instantiator.budget] upstream, _ in upstream.retry(count, budget: budget) }
        })

    static let replaceError = OperatorDescriptor(
        signature: OperatorSignature(name: "replaceError", arguments: .expression),
        summary: "emit a value instead of failing, then finish", example: "a | replaceError 0 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("replaceError(with: \(try w.values(args.expressions, as: up.output).joined()))", failure: .never)
        },
        check: { arguments, checks, context in
            checks.placeExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let value = instantiator.lower(checked.expression)
            return { upstream, env throws(StreamError) in upstream.replaceError(with: try value(env)) }
        })

    static let replaceEmpty = OperatorDescriptor(
        signature: OperatorSignature(name: "replaceEmpty", arguments: .expression),
        summary: "emit a value if the upstream finishes without one", example: "a | replaceEmpty 0 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("replaceEmpty(with: \(try w.values(args.expressions, as: up.output).joined()))")
        },
        check: { arguments, checks, context in
            checks.placeExpression(arguments.expression(), context).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            let value = instantiator.lower(checked.expression)
            return { upstream, env throws(StreamError) in upstream.replaceEmpty(with: try value(env)) }
        })
}
