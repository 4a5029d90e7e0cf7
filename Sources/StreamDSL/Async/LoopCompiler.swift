import StreamCore
import StreamLanguage

/// `ASYNCSEQ | for await [work D] as NAME`: the loop that consumes an async sequence, and
/// its lane (subscribe when the loop starts, each element, `|` when it exits).
extension StatementCompiler {
    mutating func compileLoop(_ subscription: PipelineSubscription) -> StatementPlan? {
        guard let loop = subscription.sink.loop else {
            // `| sink` on an async sequence.
            report(Diagnostic(DiagnosticMessages.asyncSequenceSink, at: subscription.sink.range,
                              label: DiagnosticMessages.fixUseForAwait,
                              fixIts: [FixIt(DiagnosticMessages.fixUseForAwait, replacing: subscription.sink.range,
                                             with: "for await as " + (subscription.sink.name?.name ?? "out"))]))
            _ = pipelines.compileAsyncPipeline(subscription.pipeline)
            return nil
        }
        // Issue 20: `… | min | await as NAME`.
        if AwaitedValue.applies(to: subscription, loop) { return AwaitedValue.compile(subscription, loop, in: &self) }
        guard let name = subscription.sink.name, isFree(name) else { return nil }
        let plan = pipelines.compileAsyncPipeline(subscription.pipeline)
        if let work = loop.work, work.milliseconds < 0 { return nil }
        guard let plan else { return nil }
        pipelines.pending[name.name] = .some(nil)
        return .forAwait(LoopPlan(sequence: plan, names: pipelines.resolved, range: subscription.range,
                                  laneName: subscription.laneName, name: name.name, work: loop.work?.milliseconds ?? 0))
    }
}

/// An async sequence whose plan is built when its first iterator is made.
final class BuiltOnStart: AsyncSequenceModel {
    private let make: () -> (any AsyncSequenceModel)?
    private var built: (any AsyncSequenceModel)?

    init(_ make: @escaping () -> (any AsyncSequenceModel)?) { self.make = make }

    func makeIterator() -> any AsyncIteratorModel {
        if built == nil { built = make() }
        return built?.makeIterator() ?? EndedIterator()
    }
}

/// The iterator of a sequence that could not be built: it ends at once.
final class EndedIterator: AsyncIteratorModel {
    package func next(_ resume: @escaping (AsyncElement) -> Void) { resume(.end) }
    package func cancel() {}
}
