import StreamCore
import StreamLanguage

/// `multicast subject NAME`: Combine's `multicast(subject:)` with a subject the session
/// declared (`subject s`, `current s = 0`), so the user can also `send` to it and subscribe
/// to it directly; once connected, the upstream's values and completion pass through it.
///
/// The other forms are Combine's `multicast(_:)` factory: `multicast` and
/// `multicast { subject }` make a `PassthroughSubject`, `multicast current V` and
/// `multicast { current V }` a `CurrentValueSubject`. As in OpenCombine's
/// `Publishers.Multicast`, the factory runs once, when the subject is first needed (the
/// first subscriber or connect), and that subject is kept: a second `connect` after it
/// completed subscribes the upstream again, and the completed subject ignores what it relays.
enum MulticastSubjectForm {
    /// Checks the name after `subject`: a passthrough or current-value subject of the session,
    /// and not the source of the upstream itself (each relayed value would be sent back into
    /// the pipeline that relays it, without end). The plan names it; instantiation takes the
    /// subject the name stands for then.
    static func check(_ named: Expr, _ checks: inout OperatorChecks, _ context: OperatorContext) -> CheckedArguments? {
        guard case .identifier(let name) = named.kind else { return checks.missingArgument(context) }
        if name.contains(".") {  // `vm.$text`: a property's publisher is not a subject one can send to
            checks.report(Diagnostic(.wrongKind(name, is: "a property or its publisher", expected: "a subject"), at: named.range,
                                     label: "multicast shares through a subject: declare one with 'subject NAME' or 'current NAME = 0'"))
            return nil
        }
        guard let binding = checks.compiler.binding(name) else {
            let suggestion = Suggestions.didYouMean(name, among: checks.compiler.knownNames)
            checks.report(Diagnostic(.unknownName(name), at: named.range, label: suggestion ?? DiagnosticMessages.labelDeclareFirst))
            return nil
        }
        guard binding.subject != nil else {
            checks.report(Diagnostic(.wrongKind(name, is: binding.kindDescription, expected: "a subject"), at: named.range,
                                     label: "multicast shares through a subject: declare one with 'subject \(name)' or 'current \(name) = 0'"))
            return nil
        }
        if source(of: context.upstream) == name {
            checks.report(Diagnostic(.invalidValue("multicast subject \(name) would relay into its own source: each value "
                                                       + "it relays is sent to \(name) again, without end"),
                                     at: named.range, label: "multicast through another subject"))
            return nil
        }
        if checks.compiler.pending[name] == nil, let publisher = binding.publisher {
            checks.compiler.references.publishers[name] = publisher
        }
        return CheckedArguments(inner: .named(name))
    }

    /// The name a plan starts from, through its stages (`s | map x` starts from `s`).
    private static func source(of plan: PublisherPlan) -> String? {
        switch plan {
        case .named(let name): name
        case .stage(let upstream, _), .probe(let upstream, _): source(of: upstream)
        default: nil
        }
    }

    /// The multicast through the subject `plan` names, bounded so that a relay loop the
    /// check cannot see (through a named pipeline, or two multicasts) stops the program as a
    /// trap instead of overflowing the stack.
    static func instantiate(_ plan: PublisherPlan, _ instantiator: PlanInstantiator) -> StageBuilder {
        let source = instantiator.builder(for: plan)
        let name = if case .named(let name) = plan { name } else { "?" }
        return { [built = instantiator.connectableBuilt, trap = instantiator.trap] upstream, env throws(StreamError) in
            guard let subject = try source(env) as? any Subject else { throw StreamError("\(name) is no longer a subject") }
            let multicast = upstream.multicast(subject: subject)
            let depth = 100
            multicast.relayLoopLimit = RelayLoopLimit(depth: depth) { trap(RuntimeNotes.relayLoop(name, depth: depth)) }
            built(multicast, RuntimeNotes.neverConnected("multicast"))
            return multicast
        }
    }

    /// `multicast(subject: s)`: Swift needs the subject's Output and Failure to be the upstream's.
    static func swift(_ upstream: SwiftPublisher, _ named: Expr,
                      _ writer: any SwiftOperatorWriter) throws(SwiftExportSkip) -> SwiftPublisher {
        guard case .identifier(let name) = named.kind else { throw .notTranslated("multicast subject without a name") }
        let subject = try writer.subject(Identifier(name, range: named.range))
        guard subject.output == upstream.output, subject.failure == upstream.failure else {
            throw .noSingleSwiftType("multicast(subject: \(name)) needs \(name) to be a "
                                     + "Subject<\(upstream.output.name), \(upstream.failure.name)>, "
                                     + "not <\(subject.output.name), \(subject.failure.name)>")
        }
        var result = upstream.then("multicast(subject: \(subject.code))")
        result.isConnectable = true
        return result
    }
}
