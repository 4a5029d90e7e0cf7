import StreamCore
import StreamLanguage

/// `handleEvents subscription|output|completion|cancel|request { STEPS } …` (issue 20):
/// Combine's `handleEvents`, whose hooks are handler bodies. Its `cancel` hook is the one the
/// `future { }` bridge needs to cancel its task when the subscriber goes away.
extension OperatorRegistry {
    package static let handleEvents = OperatorDescriptor(
        signature: OperatorSignature(name: "handleEvents", arguments: .hooks(EventHook.allCases.map(\.word))),
        summary: "run steps at each event, passing every event on: x is the value, the completion or the demand",
        example: "a | handleEvents output { send b x * 10 } completion { send b -1 } | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try SwiftEventHooks.handleEvents(up, args, w) },
        check: { arguments, checks, context in
            checks.eventHooks(arguments, context).map { CheckedArguments(hooks: $0) }
        },
        instantiate: { checked, instantiator in
            let hooks = (checked.hooks ?? EventHookPlans()).hooks(running: instantiator.runHandler)
            return { upstream, _ in upstream.handleEvents(hooks) }
        })
}
