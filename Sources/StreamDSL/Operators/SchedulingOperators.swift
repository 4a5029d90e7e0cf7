import StreamCore
import StreamLanguage

/// Operators that move work between queues: Combine's `receive(on:)` and `subscribe(on:)`.
/// A hop runs at the same virtual instant, after what is already due there
/// (docs/SCHEDULER-SEMANTICS.md).
extension OperatorRegistry {
    static let scheduling: [OperatorDescriptor] = [receive, subscribe]

    package static let receive = OperatorDescriptor(
        signature: OperatorSignature(
            name: "receive", syntax: "receive on QUEUE", words: ["on"] + ExecutionQueue.allCases.map(\.rawValue),
            parse: { parser, _ throws(ParseAbort) in try parser.parseQueueClause() }),
        summary: "receive(on:): deliver values and completion on main or background, after what is already due",
        example: "a | debounce 300ms on background | receive on main | sink ui as label",
        swift: { up, args, w throws(SwiftExportSkip) in
            w.noteQueues()
            return up.then("receive(on: \(w.scheduler(args)))")
        },
        check: { arguments, _, _ in CheckedArguments(queue: arguments.queue) },
        instantiate: { checked, instantiator in
            let queue = checked.queue
            return { [clock = instantiator.clock] upstream, _ in upstream.receive(on: queue, clock: clock) }
        })

    package static let subscribe = OperatorDescriptor(
        signature: OperatorSignature(
            name: "subscribe", syntax: "subscribe on QUEUE", words: ["on"] + ExecutionQueue.allCases.map(\.rawValue),
            parse: { parser, _ throws(ParseAbort) in try parser.parseQueueClause() }),
        summary: "subscribe(on:): subscribe, request and cancel upstream on main or background",
        example: "a | subscribe on background | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            w.noteQueues()
            return up.then("subscribe(on: \(w.scheduler(args)))")
        },
        check: { arguments, _, _ in CheckedArguments(queue: arguments.queue) },
        instantiate: { checked, instantiator in
            let queue = checked.queue
            return { [clock = instantiator.clock] upstream, _ in upstream.subscribe(on: queue, clock: clock) }
        })
}
