import Marbles
import StreamCore
import StreamLanguage

/// Checks one statement and returns the action that carries it out.
///
/// Nothing in the session changes while compiling; the returned action is run only when the
/// whole statement is free of errors — which is what makes every statement atomic.
struct StatementCompiler {
    let session: Session
    let source: String
    var pipelines: PipelineCompiler
    /// The time the statement will run at (`at 250ms: …` runs later than now).
    var runTime: VirtualTime
    /// Whether the statement being compiled is the inner statement of `at T: …`.
    private var insideAt = false
    /// Names that exist from the moment the statement is accepted, even when the rest runs
    /// later: `at 250ms: q | sink as late` lets `cancel late @400ms` follow at once.
    var earlyDeclarations: [(String, Binding)] = []

    init(session: Session, source: String) {
        self.session = session
        self.source = source
        self.pipelines = PipelineCompiler(session: session)
        self.runTime = session.clock.now
    }

    var diagnostics: [Diagnostic] { pipelines.diagnostics }

    mutating func report(_ diagnostic: Diagnostic) { pipelines.report(diagnostic) }

    mutating func compile(_ statement: Statement) -> (() -> Void)? {
        switch statement.kind {
        case .declareSubject(let name, let subscription):
            guard isFree(name) else { return nil }
            let subject = PassthroughSubject()
            let lane = session.makeLane(name: name.name, role: .source)
            return declare(name, .passthrough(subject, lane: lane), lane: lane, subscription)
        case .declareCurrent(let name, let initialExpr, let subscription):
            guard isFree(name) else { return nil }
            guard let initial = pipelines.expressions.constant(initialExpr) else { return nil }
            let subject = CurrentValueSubject(initial)
            let lane = session.makeLane(name: name.name, role: .source)
            let declare = declare(name, .current(subject, lane: lane), lane: lane, subscription)
            return declare.map { action in { lane.recorder.record(.value(initial)); action() } }
        case .subscribe(let subscription):
            return compileSubscription(subscription)
        case .definePipeline(let name, let pipeline):
            guard isFree(name) else { return nil }
            if isAsync(pipeline) { return defineAsyncSequence(name, pipeline) }
            guard let plan = pipelines.compile(pipeline, scope: .topLevel) else { return nil }
            let session = self.session
            let depth = pipelines.chain.last
            let names = pipelines.resolved
            return {
                if let publisher = session.build(plan, at: pipeline.range, names: names) {
                    session.define(name.name, .pipeline(publisher, readOnly: plan.isErased, depth: depth))
                }
            }
        case .send(let subjectName, let values) where isChannel(subjectName):
            return compileChannelSend(subjectName, values)
        case .fail(let streamName, let messageExpr, let time) where isStream(streamName):
            return compileStreamFailure(streamName, messageExpr, time)
        case .async(let asyncStatement):
            return compileAsync(asyncStatement)
        case .send(let subjectName, let values):
            if let mixed = SendTiming.mixedTimes(subject: subjectName, values: values, statementRange: statement.range,
                                                 source: source, insideAt: insideAt) {
                report(mixed)
            }
            guard let (subject, lane) = subject(subjectName) else { return nil }
            var sends: [(VirtualTime?, Value)] = []
            for item in values {
                let time = checkTime(item.time)
                let value = pipelines.expressions.constant(item.value)
                if let value, time != .invalid { sends.append((time.value, value)) }
            }
            guard sends.count == values.count else { return nil }
            let session = self.session
            return {
                for (time, value) in sends {
                    session.perform(at: time) {
                        // The subject's lane shows what it published: nothing after completion.
                        if subject.completion == nil { lane?.recorder.record(.value(value)) }
                        subject.send(value)
                    }
                }
            }
        case .complete(let subjectName, let time):
            return completion(subjectName, time) { _ in .finished }
        case .fail(let subjectName, let messageExpr, let time):
            guard let message = pipelines.expressions.constant(messageExpr) else {
                _ = self.subject(subjectName)
                return nil
            }
            return completion(subjectName, time) { _ in .failure(StreamError(message.description)) }
        case .at(let time, let inner):
            let checked = checkTime(time)
            guard case .at(let runAt) = checked else { return nil }
            let previous = runTime
            runTime = runAt
            pipelines.runTime = runAt
            insideAt = true
            defer { runTime = previous; pipelines.runTime = nil; insideAt = false }
            let namedBefore = earlyDeclarations.count
            guard let action = compile(inner) else { return nil }
            let session = self.session
            let declared = Self.declaredNames(inner)
            // A sink, connection or loop named inside `at` has its name at once, but exists
            // only from `runAt`: `cancel` before then is refused (`Session.madeLater`).
            let madeLater = earlyDeclarations[namedBefore...].compactMap { $0.1.cancellable.map(ObjectIdentifier.init) }
            return {
                for name in declared { session.reserve(name, until: runAt) }
                for made in madeLater { session.madeLater[made] = runAt }
                session.perform(at: runAt) {
                    for name in declared { session.releaseReservation(name) }
                    for made in madeLater { session.madeLater[made] = nil }
                    action()
                }
            }
        case .cancel(let name, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            guard let cancellable = binding.cancellable else {
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a subscription or connection"),
                                  at: name.range, label: "cancel stops what `| sink as NAME` or `connect … as NAME` started"))
                return nil
            }
            guard checked != .invalid else { return nil }
            if let made = session.madeLater[ObjectIdentifier(cancellable)], (checked.value ?? runTime) < made {
                let when = formatVirtualTime(made)
                report(Diagnostic(DiagnosticMessages.cancelBeforeMade(name.name, binding.kindDescription, at: when),
                                  at: time?.range ?? name.range, label: DiagnosticMessages.labelCancelFrom(when)))
                return nil
            }
            let session = self.session
            return { session.perform(at: checked.value) { cancellable.cancel() } }
        case .request(let name, let count, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            guard case .subscription(let sink, _) = binding else {
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a subscription"),
                                  at: name.range, label: DiagnosticMessages.labelRequestNamesASink))
                return nil
            }
            if let count, count.value == 0 {
                // Combine traps on a request for zero values.
                report(Diagnostic(.invalidValue("request needs at least 1 value (Combine rejects a demand of 0)"),
                                  at: count.range))
                return nil
            }
            guard checked != .invalid else { return nil }
            let demand = count.map { Demand.max($0.value) } ?? .unlimited
            let session = self.session
            return { session.perform(at: checked.value) { sink.request(demand) } }
        case .connect(let name, let connectionName, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            guard let connectable = binding.publisher as? any ConnectablePublisher else {
                report(Diagnostic(.cannotConnect(name.name), at: name.range, label: DiagnosticMessages.labelConnectable))
                return nil
            }
            if let connectionName, !isFree(connectionName) { return nil }
            guard checked != .invalid else { return nil }
            let handle = ConnectionHandle()
            if let connectionName {
                pipelines.pending[connectionName.name] = .connection(handle)
                earlyDeclarations.append((connectionName.name, .connection(handle)))
            }
            let session = self.session
            return {
                session.perform(at: checked.value) { handle.connect(connectable) }
            }
        case .advance(let duration):
            let session = self.session
            return {
                session.advance(to: Session.later(session.clock.now, by: duration.milliseconds))
                session.showIfAutomatic()
            }
        case .advanceTo(let time):
            guard checkTime(time) != .invalid else { return nil }
            let session = self.session
            return {
                session.advance(to: time.milliseconds)
                session.showIfAutomatic()
            }
        case .run(let until):
            if let until, checkTime(until) == .invalid { return nil }
            let session = self.session
            return {
                session.run(until: until?.milliseconds)
                session.showIfAutomatic()
            }
        case .declareObject, .declarePublished, .setProperty, .release:
            return compileOwnership(statement)
        }
    }

    // MARK: Pieces

    private mutating func declare(_ name: Identifier, _ binding: Binding, lane: Lane,
                                  _ subscription: PipelineSubscription?) -> (() -> Void)? {
        pipelines.pending[name.name] = binding
        let subscribe = subscription.map { compileSubscription($0) }
        if let subscribe, subscribe == nil { return nil }
        let session = self.session
        return {
            session.define(name.name, binding)
            session.register(lane)
            subscribe??()
        }
    }

    /// The name the pipeline starts from, when that name is a pipeline with stages of its own
    /// (which `:set stages on` cannot draw: they were built once, when it was defined).
    private func namedPipelineWithStages(_ pipeline: Pipeline) -> String? {
        guard case .name(let identifier) = pipeline.source.kind,
              let binding = pipelines.binding(identifier.name), binding.chainDepth > 0 else { return nil }
        return identifier.name
    }

    private mutating func compileSubscription(_ subscription: PipelineSubscription) -> (() -> Void)? {
        if subscription.sink.loop != nil || isAsync(subscription.pipeline) { return compileLoop(subscription) }
        if let name = subscription.sink.name, !isFree(name) { return nil }
        var stageLabels: [String] = []
        let session = self.session
        let source = self.source
        let showStages = session.settings.showStages
        let plan = pipelines.compile(subscription.pipeline, scope: .topLevel) { index, stage, operation in
            // A probe after multicast would hide the connectable publisher that connect needs.
            guard showStages, !operation.makesConnectable else { return nil }
            let label = "  | " + source.text(in: stage.range)
            stageLabels.append(label)
            return label
        }
        let ownership = ownership(of: subscription)
        guard let plan, let ownership else { return nil }
        let hiddenStages = showStages ? namedPipelineWithStages(subscription.pipeline) : nil
        let lane = session.makeLane(name: subscription.laneName, role: .subscription)
        let demand = subscription.sink.demand.map { Demand.max($0.value) } ?? .unlimited
        let sink = RecordingSink(recorder: lane.recorder, initialDemand: demand)
        let range = subscription.range
        let names = pipelines.resolved
        if let name = subscription.sink.name {
            let binding = Binding.subscription(sink, lane: lane)
            pipelines.pending[name.name] = binding
            earlyDeclarations.append((name.name, binding))
        }
        return {
            if let hiddenStages { session.noteStagesHidden(inside: hiddenStages) }
            let stageLanes = stageLabels.map { session.makeLane(name: $0, role: .stage) }
            for stageLane in stageLanes { session.register(stageLane) }
            session.register(lane)
            session.noteSubscription(sink)
            if let publisher = session.build(plan, at: range, stages: stageLanes.map(\.recorder), names: names) {
                session.subscribe(sink, lane: lane, to: publisher, ownership: ownership, ui: subscription.sink.ui)
            }
        }
    }

    private mutating func completion(_ name: Identifier, _ time: DurationLiteral?,
                                     _ make: @escaping (Value?) -> Completion) -> (() -> Void)? {
        let checked = checkTime(time)
        guard let (subject, lane) = subject(name), checked != .invalid else { return nil }
        let session = self.session
        return {
            session.perform(at: checked.value) {
                guard subject.completion == nil else { return }
                let completion = make(nil)
                switch completion {
                case .finished: lane?.recorder.record(.finished)
                case .failure(let error): lane?.recorder.record(.failure(error))
                }
                subject.send(completion: completion)
            }
        }
    }

    private mutating func subject(_ name: Identifier) -> (any Subject, Lane?)? {
        guard let binding = existing(name) else { return nil }
        switch binding {
        case .passthrough(let subject, let lane): return (subject, lane)
        case .current(let subject, let lane): return (subject, lane)
        case .pipeline(_, readOnly: true, _):
            report(Diagnostic(DiagnosticMessages.sendToErased(name.name), at: name.range,
                              label: DiagnosticMessages.labelErasedReadOnly))
            return nil
        default:
            report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a subject"), at: name.range,
                              label: "only subjects (subject NAME, current NAME = …) can be sent to"))
            return nil
        }
    }

    mutating func existing(_ name: Identifier) -> Binding? {
        if let binding = pipelines.binding(name.name) { return binding }
        if let time = session.reservations[name.name] {
            let when = formatVirtualTime(time)
            report(Diagnostic(.unknownName(name.name), at: name.range,
                              label: "an 'at' statement declares it at \(when): advance the clock there first"))
            return nil
        }
        let suggestion = Suggestions.didYouMean(name.name, among: pipelines.knownNames)
        report(Diagnostic(.unknownName(name.name), at: name.range,
                          label: suggestion ?? DiagnosticMessages.labelDeclareFirst))
        return nil
    }

    /// The names a statement declares when it runs (sink and connection names excepted:
    /// those exist from acceptance).
    static func declaredNames(_ statement: Statement) -> [String] {
        switch statement.kind {
        case .declareSubject(let name, _), .declareCurrent(let name, _, _), .definePipeline(let name, _),
             .declareObject(let name): return [name.name]
        case .async(let asyncStatement): return asyncStatement.declaredName.map { [$0.name] } ?? []
        default: return []
        }
    }

    /// A name may be redefined (the session notes it), but one statement declares it once.
    mutating func isFree(_ name: Identifier) -> Bool {
        guard pipelines.pending[name.name] != nil else { return true }
        report(Diagnostic(.declaredTwice(name.name), at: name.range, label: DiagnosticMessages.labelOneDeclarationPerStatement))
        return false
    }

    enum CheckedTime: Equatable {
        case now
        case at(VirtualTime)
        case invalid

        var value: VirtualTime? {
            if case .at(let time) = self { return time }
            return nil
        }
    }

    /// An absolute time must not lie before the moment the statement runs.
    mutating func checkTime(_ time: DurationLiteral?) -> CheckedTime {
        guard let time else { return .now }
        guard time.milliseconds >= runTime else {
            report(Diagnostic(.timeInPast(formatVirtualTime(time.milliseconds), now: formatVirtualTime(runTime)),
                              at: time.range, label: DiagnosticMessages.labelFutureTime(startAgain: session.startAgainAdvice)))
            return .invalid
        }
        return .at(time.milliseconds)
    }
}
