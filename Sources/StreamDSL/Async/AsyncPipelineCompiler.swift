import StreamCore

/// A checked async pipeline, built when its loop starts (or when it is named).
indirect enum AsyncPlan {
    /// `PUBLISHER | values`.
    case values(PublisherPlan)
    /// A stream, a channel or a named async sequence.
    case existing(any AsyncSequenceModel)
    case stage(AsyncPlan, AsyncOperators.Build)
}

extension StatementCompiler {
    /// Whether `pipeline` is an async sequence: it goes through `values`, or starts from a
    /// stream, a channel or a named async sequence.
    func isAsync(_ pipeline: Pipeline) -> Bool {
        if pipeline.operators.contains(where: { $0.name.name == "values" }) { return true }
        guard case .name(let name) = pipeline.source.kind, case .async(let binding)? = pipelines.binding(name.name)
        else { return false }
        return binding.sequence != nil
    }

    /// Checks an async pipeline: the publisher part before `values` as usual, the rest with
    /// `AsyncOperators`.
    mutating func compileAsyncPipeline(_ pipeline: Pipeline) -> AsyncPlan? {
        var plan: AsyncPlan?
        var rest = pipeline.operators[...]
        if let valuesIndex = pipeline.operators.firstIndex(where: { $0.name.name == "values" }) {
            let head = Array(pipeline.operators[..<valuesIndex])
            let headRange = pipeline.source.range.extended(to: head.last?.range ?? pipeline.source.range)
            let publisher = Pipeline(source: pipeline.source, operators: head, range: headRange,
                                     text: source.text(in: headRange))
            plan = pipelines.compile(publisher, scope: .topLevel).map(AsyncPlan.values)
            rest = pipeline.operators[(valuesIndex + 1)...]
        } else if case .name(let name) = pipeline.source.kind, case .async(let binding)? = pipelines.binding(name.name),
                  let sequence = binding.sequence {
            plan = .existing(sequence)
        } else {
            // Check the publisher first: an unknown name is the better message.
            guard pipelines.compile(pipeline, scope: .topLevel) != nil else { return nil }
            let end = SourceRange(at: pipeline.range.end)
            report(Diagnostic(DiagnosticMessages.forAwaitNeedsAsyncSequence, at: pipeline.range,
                              label: DiagnosticMessages.fixAddValues,
                              fixIts: [FixIt(DiagnosticMessages.fixAddValues, replacing: end, with: " | values")]))
            return nil
        }
        var failed = plan == nil
        for (offset, stage) in rest.enumerated() {
            // A value passes through every stage in one call chain: bound it as publishers are.
            if !pipelines.checkChainDepth(offset + 1 + rest.startIndex, at: stage.range) { failed = true }
            if stage.name.name == "values" {
                report(Diagnostic(.wrongKind("values", is: "a publisher operator", expected: "an async operator"),
                                  at: stage.range))
                failed = true
                continue
            }
            guard let build = AsyncOperators.compile(stage, &pipelines) else {
                failed = true
                continue
            }
            plan = plan.map { .stage($0, build) }
        }
        return failed ? nil : plan
    }

    /// `NAME = … | values …`: the sequence is built now (a `share` would start its base here).
    mutating func defineAsyncSequence(_ name: Identifier, _ pipeline: Pipeline) -> (() -> Void)? {
        guard let plan = compileAsyncPipeline(pipeline) else { return nil }
        let session = self.session
        return {
            if let sequence = session.buildAsync(plan, at: pipeline.range) {
                session.define(name.name, .async(.sequence(sequence, text: pipeline.text)))
            }
        }
    }
}

extension Session {
    /// Builds a checked async plan on the session's clock.
    func buildAsync(_ plan: AsyncPlan, at range: SourceRange) -> (any AsyncSequenceModel)? {
        switch plan {
        case .values(let publisherPlan):
            return build(publisherPlan, at: range).map { PublisherValues($0, clock: clock) }
        case .existing(let sequence):
            return sequence
        case .stage(let upstream, let operation):
            return buildAsync(upstream, at: range).map { operation($0, clock) }
        }
    }
}
