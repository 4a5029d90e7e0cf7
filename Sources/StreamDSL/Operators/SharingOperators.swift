import StreamCore
import StreamLanguage

/// Operators that share one upstream subscription: share, multicast, makeConnectable, autoconnect.
extension OperatorRegistry {
    static let sharing: [OperatorDescriptor] = [share, multicast, makeConnectable, autoconnect]

    package static let share = OperatorDescriptor(
        // Issue 20: the buffering words belong to the async share (AsyncShareForms).
        signature: OperatorSignature(name: "share", arguments: .optional(.oneOf(AsyncBufferForms.policies, tight: true))),
        summary: "share one upstream subscription among subscribers (no replay); the words: async share(bufferingPolicy:)",
        example: "q = a | share",
        swift: { up, _, _ throws(SwiftExportSkip) in up.then("share()") },
        check: AsyncShareForms.checkOnPublisher,
        instantiate: { _, _ in { upstream, _ in upstream.share() } },
        // AsyncAlgorithms 1.1's `share(bufferingPolicy:)`, `.bounded(1)` by default: a broadcast;
        // its base iterator is made when the share is built (when a named pipeline is defined).
        asyncMeaning: AsyncMeaning(check: AsyncShareForms.check, instantiate: AsyncShareForms.instantiate))

    package static let multicast = OperatorDescriptor(
        // Issue 20: `subject NAME` is `multicast(subject:)`; the braces spell the factory as Swift does.
        signature: OperatorSignature(name: "multicast", arguments: .optional(.oneOf([
            .word(.current, .expression), .word(.subject, .name),
            .braced(.oneOf([.word(.subject, .none), .word(.current, .expression)], tight: true,
                           label: "the subject to make, as in multicast { subject } or multicast { current 0 }")),
        ], tight: true, label: "multicast subject NAME, multicast current 0 or multicast { subject }"))),
        summary: "share through a subject (made once, or one you declared); nothing flows until connect",
        example: "m = a | multicast subject b",
        makesConnectable: true,
        swift: { up, args, w throws(SwiftExportSkip) in
            if let named = args.expression(after: .subject) { return try MulticastSubjectForm.swift(up, named, w) }
            var result: SwiftPublisher
            if let initial = args.expression(after: .current) {
                let value = try w.values([initial], as: up.output)
                result = up.then("multicast { CurrentValueSubject<\(up.output.name), \(up.failure.name)>(\(value.joined())) }")
            } else {
                result = up.then("multicast { PassthroughSubject<\(up.output.name), \(up.failure.name)>() }")
            }
            result.isConnectable = true
            return result
        },
        check: { arguments, checks, context in
            // `{ subject }` has no name after the word: it is the factory, as a bare `multicast`.
            if let named = arguments.expression(after: .subject) { return MulticastSubjectForm.check(named, &checks, context) }
            return checks.optionalExpression(arguments.expression(after: .current), context.scope).map { CheckedArguments(expression: $0) }
        },
        instantiate: { checked, instantiator in
            if let subject = checked.inner { return MulticastSubjectForm.instantiate(subject, instantiator) }
            let current = checked.expression.map { instantiator.lower($0) }
            return { [built = instantiator.connectableBuilt] upstream, env throws(StreamError) in
                let multicast: MulticastPublisher
                if let current {
                    let initial = try current(env)
                    multicast = upstream.multicast { CurrentValueSubject(initial) }
                } else {
                    multicast = upstream.multicast { PassthroughSubject() }
                }
                built(multicast, RuntimeNotes.neverConnected("multicast"))
                return multicast
            }
        })

    static let makeConnectable = OperatorDescriptor(
        signature: OperatorSignature(name: "makeConnectable"),
        summary: "make a publisher that waits for connect",
        example: "m = a | makeConnectable", makesConnectable: true,
        swift: { up, _, _ throws(SwiftExportSkip) in
            guard up.failure == .never else { throw .noCombineCounterpart("makeConnectable on a publisher that can fail") }
            var result = up.then("makeConnectable()")
            result.isConnectable = true
            return result
        },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, instantiator in
            { [built = instantiator.connectableBuilt] upstream, _ in
                let connectable = upstream.makeConnectable()
                built(connectable, RuntimeNotes.neverConnected("makeConnectable"))
                return connectable
            }
        })

    static let autoconnect = OperatorDescriptor(
        signature: OperatorSignature(name: "autoconnect"),
        summary: "connect when the first subscriber arrives",
        example: "q = a | multicast | autoconnect", needsConnectable: true,
        swift: { up, _, _ throws(SwiftExportSkip) in
            guard up.isConnectable else { throw .notTranslated("autoconnect after a publisher that is not connectable") }
            var result = up.then("autoconnect()")
            result.publishesSchedulerTimes = up.publishesSchedulerTimes
            return result
        },
        check: { _, checks, context in
            guard checks.compiler.isConnectable(context.upstream) else {
                if let meant = checks.autoconnectMeantForArgument(context) {
                    checks.report(meant)
                    return nil
                }
                checks.report(Diagnostic(.notConnectable, at: context.range, label: DiagnosticMessages.labelAddMulticast))
                return nil
            }
            return CheckedArguments()
        },
        instantiate: { _, _ in
            { upstream, _ throws(StreamError) in
                guard let connectable = upstream as? any ConnectablePublisher else {
                    throw StreamError("autoconnect needs a connectable publisher (multicast or makeConnectable before it)")
                }
                return connectable.autoconnect()
            }
        })
}
