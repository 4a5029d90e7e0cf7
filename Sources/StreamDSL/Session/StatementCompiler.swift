import Marbles
import StreamCore
import StreamLanguage

/// Checks one statement against the names in scope and returns its plan (`StatementPlan`).
///
/// Compiling only reads (`NamesInScope`): it makes no lane, subject or sink and binds no
/// name. The plan runs only when the whole statement is free of errors — which is what makes
/// every statement atomic.
package struct StatementCompiler {
    let scope: NamesInScope
    package let source: String
    package var pipelines: PipelineCompiler
    /// The time the statement will run at (`at 250ms: …` runs later than now).
    var runTime: VirtualTime
    /// Whether the statement being compiled is the inner statement of `at T: …`.
    private var insideAt = false

    init(scope: NamesInScope, source: String) {
        self.scope = scope
        self.source = source
        self.pipelines = PipelineCompiler(scope: scope)
        self.runTime = scope.now
    }

    package var diagnostics: [Diagnostic] { pipelines.diagnostics }

    package mutating func report(_ diagnostic: Diagnostic) { pipelines.report(diagnostic) }

    /// The statement's plan, or its errors: a plan only when nothing was reported as an error.
    mutating func plan(_ statement: Statement) -> Result<StatementPlan, StatementErrors> {
        let plan = compile(statement)
        if let plan, !diagnostics.contains(where: \.isError) { return .success(plan) }
        return .failure(StatementErrors(diagnostics: diagnostics))
    }

    package mutating func compile(_ statement: Statement) -> StatementPlan? {
        switch statement.kind {
        case .declareSubject(let name, let subscription):
            guard isFree(name) else { return nil }
            pipelines.pending[name.name] = .passthrough(PassthroughSubject(), lane: nil)
            let then = subscription.map { compileSubscription($0) }
            if let then, then == nil { return nil }
            return .declareSubject(name.name, then: then.flatMap(\.self))
        case .declareCurrent(let name, let initialExpr, let subscription):
            guard isFree(name) else { return nil }
            guard let initial = pipelines.expressions.constant(initialExpr) else { return nil }
            pipelines.pending[name.name] = .current(CurrentValueSubject(initial), lane: nil)
            let then = subscription.map { compileSubscription($0) }
            if let then, then == nil { return nil }
            return .declareCurrent(name.name, initial: initial, then: then.flatMap(\.self))
        case .subscribe(let subscription):
            return compileSubscription(subscription)
        case .definePipeline(let name, let pipeline):
            guard isFree(name), FutureBridgeChecks.leaves(name, to: pipeline, in: &self) else { return nil }  // Milestone 6
            if pipelines.isAsync(pipeline) { return defineAsyncSequence(name, pipeline) }
            guard let plan = pipelines.compile(pipeline, scope: .topLevel) else { return nil }
            return .definePipeline(name.name, plan, names: pipelines.resolved, range: pipeline.range, depth: pipelines.chain.last)
        case .send(let subjectName, let values, let task) where isChannel(subjectName):
            return compileChannelSend(subjectName, values, task: task)
        case .fail(let name, let messageExpr, let time) where isStream(name) || isChannel(name):
            return compileAsyncFailure(name, messageExpr, time)
        case .async(let asyncStatement):
            return compileAsync(asyncStatement)
        case .send(let subjectName, let values, let task):
            if let task {
                report(Diagnostic(DiagnosticMessages.namedSendNeedsChannel, at: task.range,
                                  label: DiagnosticMessages.labelNamedSend))
                return nil
            }
            if let mixed = SendTiming.mixedTimes(subject: subjectName, values: values, statementRange: statement.range,
                                                 source: source, insideAt: insideAt) {
                report(mixed)
            }
            guard let subject = subject(subjectName) else { return nil }
            var sends: [TimedSend] = []
            for item in values {
                let time = checkTime(item.time)
                let value = pipelines.expressions.constant(item.value)
                if let value, time != .invalid { sends.append(TimedSend(time: time.value, value: value)) }
            }
            guard sends.count == values.count else { return nil }
            return .send(subject, sends)
        case .complete(let subjectName, let time):
            let checked = checkTime(time)
            guard let subject = subject(subjectName), checked != .invalid else { return nil }
            return .complete(subject, at: checked.value)
        case .fail(let subjectName, let messageExpr, let time):
            guard let message = pipelines.expressions.constant(messageExpr) else {
                _ = self.subject(subjectName)
                return nil
            }
            let checked = checkTime(time)
            guard let subject = subject(subjectName), checked != .invalid else { return nil }
            return .fail(subject, message: message.description, at: checked.value)
        case .at(let time, let inner):
            let checked = checkTime(time)
            guard case .at(let runAt) = checked else { return nil }
            let previous = runTime
            runTime = runAt
            pipelines.runTime = runAt
            insideAt = true
            defer { runTime = previous; pipelines.runTime = nil; insideAt = false }
            guard let plan = compile(inner) else { return nil }
            return .at(runAt, plan, declares: Self.declaredNames(inner))
        case .cancel(let name, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            guard let cancellable = binding.cancellable else {
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a subscription or connection"),
                                  at: name.range, label: "cancel stops what `| sink as NAME` or `connect … as NAME` started"))
                return nil
            }
            guard checked != .invalid else { return nil }
            if let made = scope.madeLater(cancellable), (checked.value ?? runTime) < made {
                let when = formatVirtualTime(made)
                report(Diagnostic(DiagnosticMessages.cancelBeforeMade(name.name, binding.kindDescription, at: when),
                                  at: time?.range ?? name.range, label: DiagnosticMessages.labelCancelFrom(when)))
                return nil
            }
            return .cancel(BoundName(name: name.name, binding: binding), at: checked.value)
        case .request(let name, let count, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            guard case .subscription = binding else {
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
            return .request(BoundName(name: name.name, binding: binding), demand, at: checked.value)
        case .connect(let name, let connectionName, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            guard binding.publisher is any ConnectablePublisher else {
                report(Diagnostic(.cannotConnect(name.name), at: name.range, label: DiagnosticMessages.labelConnectable))
                return nil
            }
            if let connectionName, !isFree(connectionName) { return nil }
            guard checked != .invalid else { return nil }
            if let connectionName { pipelines.pending[connectionName.name] = .some(nil) }
            return .connect(BoundName(name: name.name, binding: binding), as: connectionName?.name, at: checked.value)
        case .advance(let duration):
            return .advance(by: duration.milliseconds)
        case .advanceTo(let time):
            guard checkTime(time) != .invalid else { return nil }
            return .advanceTo(time.milliseconds)
        case .run(let until):
            if let until, checkTime(until) == .invalid { return nil }
            return .run(until: until?.milliseconds)
        case .setProperty(let path, let value, let time) where CurrentValueSetting.sets(path, in: self):  // Issue 20
            return CurrentValueSetting.compile(path, value: value, time: time, in: &self)
        case .declareObject, .declarePublished, .setProperty, .release:
            return compileOwnership(statement)
        case .task(let declaration):
            return checkingBodies { $0.compileTaskStatement(declaration) }
        case .didSet(let path, let body):
            return checkingBodies { $0.compileDidSet(path, body) }
        // Milestone 5:
        case .observation(let observation):
            return checkingBodies { ObservationChecks.compileObservation(observation, in: &$0) }
        case .function(let declaration):
            return checkingBodies { $0.compileFunctionStatement(declaration) }
        case .actor(let declaration):  // Milestone 3
            return checkingBodies { ActorChecks.compileActor(declaration, &$0) }
        case .post(let name, let values):  // Issue 20
            return SystemPublisherChecks.compilePost(name, values, statement: statement, in: &self)
        }
    }

    // MARK: Pieces

    /// The name the pipeline starts from, when that name is a pipeline with stages of its own
    /// (which `:set stages on` cannot draw: they were built once, when it was defined).
    private func namedPipelineWithStages(_ pipeline: Pipeline) -> String? {
        guard case .name(let identifier) = pipeline.source.kind,
              let binding = pipelines.binding(identifier.name), binding.chainDepth > 0 else { return nil }
        return identifier.name
    }

    private mutating func compileSubscription(_ subscription: PipelineSubscription) -> StatementPlan? {
        if subscription.sink.loop != nil || pipelines.isAsync(subscription.pipeline) { return compileLoop(subscription) }
        if let name = subscription.sink.name, !isFree(name) { return nil }
        if let name = subscription.sink.name, !FutureBridgeChecks.leaves(name, to: subscription.pipeline, in: &self) { return nil }  // Milestone 6
        var stageLabels: [String] = []
        let source = self.source
        let showStages = scope.settings.showStages
        let plan = pipelines.compile(subscription.pipeline, scope: .topLevel) { index, stage, operation in
            // A probe after multicast would hide the connectable publisher that connect needs.
            guard showStages, !operation.makesConnectable else { return nil }
            let label = "  | " + source.text(in: stage.range)
            stageLabels.append(label)
            return label
        }
        let ownership = ownership(of: subscription)
        let body = checkingBodies { $0.compileSinkBody(subscription) }
        guard let plan, let ownership, !body.failed else { return nil }
        if let name = subscription.sink.name { pipelines.pending[name.name] = .some(nil) }
        var subscriptionPlan = SubscriptionPlan(
            publisher: plan, names: pipelines.resolved, range: subscription.range, laneName: subscription.laneName,
            stageLabels: stageLabels, demand: subscription.sink.demand.map { Demand.max($0.value) } ?? .unlimited,
            sinkName: subscription.sink.name?.name, ownership: ownership, ui: subscription.sink.ui,
            hidesStagesOf: showStages ? namedPipelineWithStages(subscription.pipeline) : nil)
        subscriptionPlan.body = body.plan
        subscriptionPlan.perValueDemand = subscription.sink.demandPerValue.map { Demand.max($0.value) } ?? .none  // Issue 20
        return .subscribe(subscriptionPlan)
    }

    /// The subject `name` stands for, or nil after reporting why it cannot be sent to.
    private mutating func subject(_ name: Identifier) -> BoundName? {
        guard let binding = existing(name) else { return nil }
        switch binding {
        case .passthrough, .current:
            return BoundName(name: name.name, binding: binding)
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
        if let time = scope.reservation(of: name.name) {
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
    package static func declaredNames(_ statement: Statement) -> [String] {
        switch statement.kind {
        case .declareSubject(let name, _), .declareCurrent(let name, _, _), .definePipeline(let name, _),
             .declareObject(let name): return [name.name]
        case .async(let asyncStatement): return asyncStatement.declaredName.map { [$0.name] } ?? []
        default: return []
        }
    }

    /// A name may be redefined (the session notes it), but one statement declares it once.
    mutating func isFree(_ name: Identifier) -> Bool {
        guard pipelines.pending.index(forKey: name.name) == nil else {
            report(Diagnostic(.declaredTwice(name.name), at: name.range, label: DiagnosticMessages.labelOneDeclarationPerStatement))
            return false
        }
        return true
    }

    /// An absolute time must not lie before the moment the statement runs.
    mutating func checkTime(_ time: DurationLiteral?) -> CheckedTime {
        guard let time else { return .now }
        guard time.milliseconds >= runTime else {
            report(Diagnostic(.timeInPast(formatVirtualTime(time.milliseconds), now: formatVirtualTime(runTime)),
                              at: time.range, label: DiagnosticMessages.labelFutureTime(startAgain: scope.startAgainAdvice)))
            return .invalid
        }
        return .at(time.milliseconds)
    }
}

/// When a statement's `@TIME` says it acts: now (no time), at a time not yet past, or
/// never (the time was in the past: reported).
enum CheckedTime: Equatable {
    case now
    case at(VirtualTime)
    case invalid

    package var value: VirtualTime? {
        if case .at(let time) = self { return time }
        return nil
    }
}

/// Every error a statement's check reported (it has warnings too, when it has any).
struct StatementErrors: Error {
    package let diagnostics: [Diagnostic]
}
