import StreamCore
import StreamLanguage

/// A checked async pipeline, built when its loop starts (or when it is named). Data, as
/// `PublisherPlan` is: a stage is an operator plan whose descriptor's `asyncMeaning` builds it.
package indirect enum AsyncPlan: Equatable {
    /// `PUBLISHER | values`.
    case values(PublisherPlan)
    /// A stream, a channel or a named async sequence, looked up by name when built.
    case named(String)
    case stage(AsyncPlan, OperatorPlan)
    // Milestone 5:
    /// `observations { EXPR }` (see ObservationsSequence).
    case observations(CheckedExpression)
    /// `timer every D`: AsyncAlgorithms' `AsyncTimerSequence` (see AsyncTimerSource.swift).
    case timer(VirtualTime)
}

extension StatementCompiler {
    /// `NAME = … | values …`: the sequence is built when the statement runs.
    mutating func defineAsyncSequence(_ name: Identifier, _ pipeline: Pipeline) -> StatementPlan? {
        guard let plan = pipelines.compileAsyncPipeline(pipeline) else { return nil }
        return .defineSequence(name.name, plan, names: pipelines.resolved, range: pipeline.range, text: pipeline.text)
    }
}

extension PipelineCompiler {
    /// Whether `pipeline` is an async sequence: it goes through `values`, or starts from a
    /// stream, a channel or a named async sequence.
    func isAsync(_ pipeline: Pipeline) -> Bool {
        if pipeline.operators.contains(where: { $0.bridgesToAsync }) { return true }
        if case .observations = pipeline.source.kind { return true }  // Milestone 5
        if case .asyncTimer = pipeline.source.kind { return true }
        guard case .name(let name) = pipeline.source.kind, case .async(let binding)? = binding(name.name)
        else { return false }
        return binding.sequence != nil
    }

    /// Checks an async pipeline: the publisher part before `values` as usual, the rest with
    /// each operator's `asyncMeaning`. `sourceScope` is where its source stands: inside the
    /// braces of `flatMap` or `flatMapLatest`, `x` there is the outer element (as in Combine's
    /// `flatMap { just x }`); each stage after the source has its own `x`.
    mutating func compileAsyncPipeline(_ pipeline: Pipeline, sourceScope: ExpressionScope = .topLevel) -> AsyncPlan? {
        var plan: AsyncPlan?
        var rest = pipeline.operators[...]
        if let valuesIndex = pipeline.operators.firstIndex(where: { $0.bridgesToAsync }) {
            let head = Array(pipeline.operators[..<valuesIndex])
            let headRange = pipeline.source.range.extended(to: head.last?.range ?? pipeline.source.range)
            let publisher = Pipeline(source: pipeline.source, operators: head, range: headRange, text: "")
            plan = compile(publisher, scope: sourceScope).map(AsyncPlan.values)
            rest = pipeline.operators[(valuesIndex + 1)...]
            // Issue 20: `sequence 1, 2 | async` takes a plain sequence only (AsyncSyncSequence.swift).
            if plan != nil, !AsyncSyncSequence.check(pipeline.operators[valuesIndex], after: publisher, in: &self) { plan = nil }
        } else if case .name(let name) = pipeline.source.kind, case .async(let binding)? = binding(name.name),
                  binding.sequence != nil {
            plan = .named(name.name)
            references.sequences[name.name] = binding.sequence
        } else if case .observations(let read) = pipeline.source.kind {  // Milestone 5
            plan = compileObservations(read)
        } else if case .asyncTimer(let interval) = pipeline.source.kind {
            plan = asyncTimer(interval)
        } else {
            // Check the publisher first: an unknown name is the better message.
            guard compile(pipeline, scope: sourceScope) != nil else { return nil }
            if let timer = TimerMixUp.combineTimerWhereAsyncIsNeeded(pipeline) {
                report(timer)
                return nil
            }
            let end = SourceRange(at: pipeline.range.end)
            report(Diagnostic(DiagnosticMessages.forAwaitNeedsAsyncSequence, at: pipeline.range,
                              label: DiagnosticMessages.fixAddValues,
                              fixIts: [FixIt(DiagnosticMessages.fixAddValues, replacing: end, with: " | values")]))
            return nil
        }
        var failed = plan == nil
        for (offset, stage) in rest.enumerated() {
            // A value passes through every stage in one call chain: bound it as publishers are.
            if !checkChainDepth(offset + 1 + rest.startIndex, at: stage.range) { failed = true }
            if stage.bridgesToAsync {
                report(Diagnostic(.wrongKind("values", is: "a publisher operator", expected: "an async operator"),
                                  at: stage.range))
                failed = true
                continue
            }
            // Issue 20: `min`, `reduce`, … return one value: only `| await as NAME` takes them.
            if let call = AwaitedValue.oneValueCall(of: stage) {
                report(Diagnostic(DiagnosticMessages.oneValueIsNotASequence(stage.name.name, call), at: stage.range))
                failed = true
                continue
            }
            guard let operation = compileAsyncOperator(stage) else {
                failed = true
                continue
            }
            plan = plan.map { .stage($0, operation) }
        }
        return failed ? nil : plan
    }

    /// Checks one `| operator` of an async pipeline through its descriptor's `asyncMeaning`.
    mutating func compileAsyncOperator(_ stage: PipelineOperator) -> OperatorPlan? {
        let name = stage.name.name
        guard let descriptor = OperatorRegistry.descriptor(named: name), let meaning = descriptor.asyncMeaning else {
            if let connection = TimerMixUp.needsNoConnection(stage) {
                report(connection)
                return nil
            }
            if let counterpart = AsyncCounterparts.diagnostic(for: name, at: stage.range) {  // Issue 20
                report(counterpart)
                return nil
            }
            report(Diagnostic(DiagnosticMessages.noAsyncCounterpart(name), at: stage.range,
                              label: DiagnosticMessages.labelAsyncOperators(OperatorRegistry.asyncOperatorNames)))
            return nil
        }
        let context = OperatorContext(name: name, range: stage.range, scope: .topLevel, upstream: .never)
        let arguments = OperatorArguments(stage.arguments)
        return withChecks { checks in
            guard checks.withinArity(arguments, of: descriptor, async: true) else { return nil }
            return meaning.check(arguments, &checks, context).map { OperatorPlan(name: descriptor.name, arguments: $0) }
        }
    }
}

extension PipelineOperator {
    /// Whether this stage turns a publisher into an async sequence (`values`), as its descriptor says.
    var bridgesToAsync: Bool { OperatorRegistry.descriptor(named: name.name)?.bridgesToAsync ?? false }
}

extension OperatorRegistry {
    /// The operators an async sequence has (those with an `asyncMeaning`), sorted.
    static var asyncOperatorNames: [String] { all.filter { $0.asyncMeaning != nil }.map(\.name).sorted() }
}

extension StatementRunner {
    /// Builds a checked async plan on the session's clock, with the names its statement resolved.
    /// `environment` binds the outer `x` of an inner sequence (`flatMap { sequence x | async }`).
    static func buildAsync(_ plan: AsyncPlan, at range: SourceRange, names: ResolvedNames,
                           in session: Session, environment: Environment = .empty) -> (any AsyncSequenceModel)? {
        switch plan {
        case .values(let publisherPlan):
            return build(publisherPlan, at: range, names: names, in: session, environment: environment)
                .map { PublisherValues($0, clock: session.runtime.clock) }
        case .named(let name):
            if let sequence = names.sequences[name] { return sequence }
            guard case .async(let binding)? = session.names.lookup(name), let sequence = binding.sequence else {
                session.recording.emit(RuntimeNotes.asyncSequenceNotBuilt(name))
                return nil
            }
            return sequence
        case .stage(let upstream, let operation):
            guard let meaning = operation.descriptor?.asyncMeaning else { return nil }
            var instantiator = session.runtime.instantiator
            instantiator.names = names
            let context = AsyncBuildContext(instantiator: instantiator, memory: session.recording.budget) { [weak session] plan, environment in
                session.flatMap { buildAsync(plan, at: range, names: names, in: $0, environment: environment) }
            }
            return buildAsync(upstream, at: range, names: names, in: session, environment: environment)
                .map { meaning.instantiate(operation.arguments, $0, context) }
        // Milestone 5:
        case .observations(let read):
            return buildObservations(read, names: names, in: session)
        case .timer(let interval):
            return AsyncTimerSequenceModel(interval: interval, clock: session.runtime.clock)
        }
    }
}

/// What an async operator may use when it is built: the clock, the session's memory budget
/// (for what a stage holds), and a builder for the other sequences it combines (`merge`, `zip`)
/// or makes per element (`flatMap { … }`, with the element as `x`).
struct AsyncBuildContext {
    /// Lowers the operator's expressions (once: an async stage is built once).
    let instantiator: PlanInstantiator
    package let memory: RecordingBudget
    package let buildInEnvironment: (AsyncPlan, Environment) -> (any AsyncSequenceModel)?

    package var clock: VirtualClock { instantiator.clock }

    /// Builds a sequence that stands beside the operator's upstream (no outer `x`).
    func build(_ plan: AsyncPlan) -> (any AsyncSequenceModel)? { buildInEnvironment(plan, .empty) }
}

extension OperatorChecks {
    /// The other sequences of `merge` or `zip` on an async sequence: each must be one.
    mutating func asyncOperands(_ sources: [PipelineSource], of context: OperatorContext) -> [AsyncPlan]? {
        var plans: [AsyncPlan] = []
        for source in sources {
            let pipeline: Pipeline
            switch source.kind {
            case .parenthesized(let inner): pipeline = inner
            default: pipeline = Pipeline(source: source, operators: [], range: source.range, text: "")
            }
            guard compiler.isAsync(pipeline) else {
                guard compiler.compile(pipeline, scope: .topLevel) != nil else { return nil }
                if let timer = TimerMixUp.combineTimerWhereAsyncIsNeeded(pipeline) {
                    report(timer)
                    return nil
                }
                let text = "(\(sourceText(pipeline)) | values)"
                report(Diagnostic(DiagnosticMessages.asyncOperandNeeded(context.name), at: source.range,
                                  label: DiagnosticMessages.fixAddValues,
                                  fixIts: [FixIt(DiagnosticMessages.fixAddValues, replacing: source.range, with: text)]))
                return nil
            }
            guard let plan = compiler.compileAsyncPipeline(pipeline) else { return nil }
            plans.append(plan)
        }
        return plans
    }

    /// A name source's text (for a fix-it); other sources are rewritten by hand.
    private func sourceText(_ pipeline: Pipeline) -> String {
        if case .name(let name) = pipeline.source.kind, pipeline.operators.isEmpty { return name.name }
        return pipeline.text
    }
}
