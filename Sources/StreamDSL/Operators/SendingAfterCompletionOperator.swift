import StreamCore
import StreamLanguage

/// Issue 20: `sendingAfterCompletion V, …`, a publisher that breaks the completion contract
/// on purpose. It passes everything through and, right after forwarding its upstream's
/// completion, sends the values anyway; each one prints a note. What the downstream does with
/// them is the lesson: a `sink` has ended and ignores them (as OpenCombine's `Sink` does), so
/// the lane still ends with the completion.
extension OperatorRegistry {
    package static let sendingAfterCompletion = OperatorDescriptor(
        signature: OperatorSignature(name: "sendingAfterCompletion", arguments: .expressions),
        summary: "misbehave on purpose: pass everything through, then send these values after the completion",
        example: "a | sendingAfterCompletion 7 | sink",
        swift: { _, _, _ throws(SwiftExportSkip) in
            throw .noCombineCounterpart("sendingAfterCompletion (a publisher that breaks the completion contract on purpose)")
        },
        check: { arguments, checks, context in
            checks.expressionList(arguments.expressions, context.scope).map { CheckedArguments(expressions: $0) }
        },
        instantiate: { checked, instantiator in
            let strays = checked.expressions.map { instantiator.lower($0) }
            return { [printLine = instantiator.printLine] upstream, env throws(StreamError) in
                // Evaluated when subscribing, as `append`'s values are.
                upstream.sendingAfterCompletion(try PlanInstantiator.evaluateAll(strays, env)) { value, completion in
                    printLine(RuntimeNotes.sentAfterCompletion(value, after: completion))
                }
            }
        })
}
