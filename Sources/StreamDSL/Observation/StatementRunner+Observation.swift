import StreamLanguage
import StreamCore

/// Running `observable vm.p = V`, `track { … } { … }` and building `observations { … }`.
extension StatementRunner {
    mutating func prepareObservation(_ plan: ObservationPlan) -> () -> Void {
        let session = self.session
        switch plan {
        case .declareObservable(let target, let property, let initial):
            guard case .object(let object) = target.binding else { return {} }
            return {
                object.addObservableProperty(property, initial: initial, registrar: session.ownership.observation,
                                             nestedSets: session.runtime.nestedSets)
            }
        case .track(let track):
            let host = TaskHost(session: session)
            return { host.track(track, capturing: Environment()) }
        }
    }

    /// `observations { EXPR }`: the expression is read by each iteration, under tracking.
    static func buildObservations(_ read: CheckedExpression, names: ResolvedNames,
                                  in session: Session) -> any AsyncSequenceModel {
        var instantiator = session.runtime.instantiator
        instantiator.names = names
        let compiled = instantiator.lower(read)
        return ObservationsSequence(read: { () throws(StreamError) in try compiled(.empty) },
                                    registrar: session.ownership.observation, clock: session.runtime.clock)
    }
}

extension TaskHost {
    /// `track { EXPR } { STEPS }`: reads EXPR now, tracking what it touches; the steps run
    /// once, at the first change of any of it, before the new value is stored. `env` is
    /// what the steps capture (an enclosing body's names).
    func track(_ plan: TrackPlan, capturing env: Environment) {
        guard let registrar = session?.ownership.observation else { return }
        let read = lower(plan.tracked, names: plan.handler.names)
        let properties: Set<ObservationRegistrar.Property>
        do throws(StreamError) {
            (_, properties) = try registrar.tracking { () throws(StreamError) in try read(env) }
        } catch {
            note(TaskNotes.handlerStopped(plan.handler.title, error.message), lane: nil)
            return
        }
        registrar.register(properties) { [self] in
            BodyRun(role: .handler(title: plan.handler.title), steps: plan.handler.steps, names: plan.handler.names,
                    env: env, host: self).start()
        }
    }
}

extension PipelineCompiler {
    /// `observations { EXPR }` in a `for await` loop: EXPR is checked as a value.
    mutating func compileObservations(_ read: Expr) -> AsyncPlan? {
        expressions.check(read, scope: .topLevel).map(AsyncPlan.observations)
    }

    /// True when `object.$property` (or `object.objectWillChange`, for a nil property) is a
    /// publisher; false after reporting that an `@Observable` object has none.
    mutating func refusesObservablePublisher(_ object: OwnedObject, _ property: String?, at range: SourceRange) -> Bool {
        if let property {
            guard object.observableProperties.contains(property) else { return true }
            let path = object.name + "." + property
            report(Diagnostic(DiagnosticMessages.observableHasNoPublisher(path, projected: object.name + ".$" + property),
                              at: range, label: DiagnosticMessages.labelObserveInstead(path)))
            return false
        }
        guard let first = object.observableProperties.sorted().first else { return true }
        let path = object.name + "." + first
        report(Diagnostic(DiagnosticMessages.observableHasNoPublisher(object.name, projected: object.name + "." + ObjectMember.objectWillChange),
                          at: range, label: DiagnosticMessages.labelObserveInstead(path)))
        return false
    }

    /// `observations { … }` where a publisher is needed (inside `flatMap { … }`).
    mutating func observationsAsPublisher(_ source: PipelineSource) -> PublisherPlan? {
        report(Diagnostic(.wrongKind("observations { … }", is: "an async sequence", expected: "a publisher"),
                          at: source.range, label: DiagnosticMessages.fixUseForAwait))
        return nil
    }
}
