import StreamLanguage
import StreamCore

/// Carries out a checked statement (`StatementPlan`): makes the subjects, sinks, loops and
/// lanes it declares, binds its names, and runs or schedules what it does.
///
/// Running happens in two steps, as a statement is accepted and then acts: `prepare` makes
/// the objects and returns the action, and `accepted` lists the names that exist from the
/// moment the statement is accepted (`at 250ms: q | sink as late` lets `cancel late @400ms`
/// follow at once); the session binds those before the action runs.
struct StatementRunner {
    package let session: Session
    /// Names bound as soon as the statement is accepted, in the order they were made.
    package private(set) var accepted: [(name: String, binding: Binding)] = []

    init(session: Session) { self.session = session }

    mutating func accept(_ name: String, _ binding: Binding) { accepted.append((name, binding)) }

    mutating func prepare(_ plan: StatementPlan) -> () -> Void {
        let session = self.session
        switch plan {
        case .declareSubject(let name, let then):
            let lane = Self.makeLane(name: name, role: .source, in: session)
            return declare(name, .passthrough(PassthroughSubject(), lane: lane), lane: lane, then: then)
        case .declareCurrent(let name, let initial, let then):
            let lane = Self.makeLane(name: name, role: .source, in: session)
            let declare = declare(name, .current(CurrentValueSubject(initial), lane: lane), lane: lane, then: then)
            return { lane.recorder.record(.value(initial)); declare() }
        case .subscribe(let subscription):
            return subscribe(subscription)
        case .forAwait(let loop):
            return startLoop(loop)
        case .definePipeline(let name, let publisherPlan, let names, let range, let depth):
            return {
                if let publisher = Self.build(publisherPlan, at: range, names: names, in: session) {
                    Self.define(name, .pipeline(publisher, readOnly: publisherPlan.isErased, depth: depth), in: session)
                }
            }
        case .defineSequence(let name, let asyncPlan, let names, let range, let text):
            return {
                if let sequence = Self.buildAsync(asyncPlan, at: range, names: names, in: session) {
                    Self.define(name, .async(.sequence(sequence, text: text)), in: session)
                }
            }
        case .send(let target, let sends):
            guard let subject = target.binding.subject else { return {} }
            let lane = Self.sourceLane(of: target.binding)
            return {
                for send in sends {
                    session.runtime.perform(at: send.time) {
                        // The subject's lane shows what it published: nothing after completion.
                        if subject.completion == nil { lane?.recorder.record(.value(send.value)) }
                        subject.send(send.value)
                    }
                }
            }
        case .complete(let target, let time):
            return complete(target, at: time, with: .finished)
        case .fail(let target, let message, let time):
            return complete(target, at: time, with: .failure(StreamError(message)))
        case .at(let runAt, let inner, let declared):
            let namedBefore = accepted.count
            let action = prepare(inner)
            // A sink, connection or loop named inside `at` has its name at once, but exists
            // only from `runAt`: `cancel` before then is refused (`NameTable.madeLater`).
            let madeLater = accepted[namedBefore...].compactMap { $0.binding.cancellable.map(ObjectIdentifier.init) }
            return {
                for name in declared { session.names.reserve(name, until: runAt) }
                for made in madeLater { session.names.makeLater(made, at: runAt) }
                session.runtime.perform(at: runAt) {
                    for name in declared { session.names.releaseReservation(name) }
                    for made in madeLater { session.names.makeLater(made, at: nil) }
                    action()
                }
            }
        case .cancel(let target, let time):
            guard let cancellable = target.binding.cancellable else { return {} }
            return { session.runtime.perform(at: time) { cancellable.cancel() } }
        case .request(let target, let demand, let time):
            guard case .subscription(let sink, _) = target.binding else { return {} }
            return { session.runtime.perform(at: time) { sink.request(demand) } }
        case .connect(let target, let connectionName, let time):
            guard let connectable = target.binding.publisher as? any ConnectablePublisher else { return {} }
            let handle = ConnectionHandle()
            if let connectionName { accept(connectionName, .connection(handle)) }
            return { session.runtime.perform(at: time) { handle.connect(connectable) } }
        case .advance(let duration):
            return {
                session.runtime.advance(to: SessionRuntime.later(session.runtime.clock.now, by: duration))
                Self.showIfAutomatic(session)
            }
        case .advanceTo(let time):
            return {
                session.runtime.advance(to: time)
                Self.showIfAutomatic(session)
            }
        case .run(let until):
            return {
                session.runtime.run(until: until)
                Self.showIfAutomatic(session)
            }
        case .declareObject, .declarePublished, .setProperty, .release:
            return prepareOwnership(plan)
        case .declareStream, .declareChannel, .yield, .finish, .sendToChannel, .failStream:
            return prepareAsync(plan)
        case .startTask(let task):
            return startTask(task)
        case .didSet(let target, let property, let handler):
            return addDidSet(target, property: property, handler)
        // Milestone 5:
        case .observation(let observation):
            return prepareObservation(observation)
        case .declareFunction(let function):
            return declareFunction(function)
        case .declareActor(let actor):  // Milestone 3
            return ActorDeclarations.declare(actor, runner: &self)
        case .post(let name, let sends):  // Issue 20
            return SystemPublisherSteps.post(name, sends, session: session)
        case .setCurrentValue(let target, let value, let names, let time):  // Issue 20
            return CurrentValueSetting.prepare(target, value: value, names: names, at: time, session: session)
        case .declareUnfolding(let plan):  // Issue 20
            return UnfoldingStreams.prepare(plan, session: session)
        }
    }

    // MARK: Pieces

    private mutating func declare(_ name: String, _ binding: Binding, lane: Lane, then: StatementPlan?) -> () -> Void {
        let subscribe = then.map { prepare($0) }
        let session = self.session
        return {
            Self.define(name, binding, in: session)
            session.recording.register(lane)
            subscribe?()
        }
    }

    private mutating func subscribe(_ plan: SubscriptionPlan) -> () -> Void {
        let session = self.session
        let lane = Self.makeLane(name: plan.laneName, role: .subscription, in: session)
        let sink = RecordingSink(recorder: lane.recorder, initialDemand: plan.demand, perValueDemand: plan.perValueDemand)
        if let body = plan.body {
            let host = TaskHost(session: session)
            sink.body = { value in Self.runHandler(body, x: value, host: host) }
        }
        if let name = plan.sinkName { accept(name, .subscription(sink, lane: lane)) }
        return {
            if let hidden = plan.hidesStagesOf { session.recording.noteStagesHidden(inside: hidden) }
            let stageLanes = plan.stageLabels.map { Self.makeLane(name: $0, role: .stage, in: session) }
            for stageLane in stageLanes { session.recording.register(stageLane) }
            session.recording.register(lane)
            session.ownership.noteSubscription(sink)
            if let publisher = Self.build(plan.publisher, at: plan.range, stages: stageLanes.map(\.recorder), names: plan.names, in: session) {
                session.ownership.subscribe(sink, lane: lane, to: publisher, ownership: plan.ownership, ui: plan.ui)
            }
        }
    }

    private func complete(_ target: BoundName, at time: VirtualTime?, with completion: Completion) -> () -> Void {
        guard let subject = target.binding.subject else { return {} }
        let lane = Self.sourceLane(of: target.binding)
        let session = self.session
        return {
            session.runtime.perform(at: time) {
                guard subject.completion == nil else { return }
                switch completion {
                case .finished: lane?.recorder.record(.finished)
                case .failure(let error): lane?.recorder.record(.failure(error))
                }
                subject.send(completion: completion)
            }
        }
    }

    /// The lane a subject's sends are drawn on.
    private static func sourceLane(of binding: Binding) -> Lane? {
        switch binding {
        case .passthrough(_, let lane), .current(_, let lane): lane
        default: nil
        }
    }
}
