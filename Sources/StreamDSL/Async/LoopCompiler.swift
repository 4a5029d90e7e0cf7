import StreamCore
import StreamLanguage

/// `ASYNCSEQ | for await [work D] as NAME`: the loop that consumes an async sequence, and
/// its lane (subscribe when the loop starts, each element, `|` when it exits).
extension StatementCompiler {
    mutating func compileLoop(_ subscription: PipelineSubscription) -> (() -> Void)? {
        guard let loop = subscription.sink.loop else {
            // `| sink` on an async sequence.
            report(Diagnostic(DiagnosticMessages.asyncSequenceSink, at: subscription.sink.range,
                              label: DiagnosticMessages.fixUseForAwait,
                              fixIts: [FixIt(DiagnosticMessages.fixUseForAwait, replacing: subscription.sink.range,
                                             with: "for await as " + (subscription.sink.name?.name ?? "out"))]))
            _ = compileAsyncPipeline(subscription.pipeline)
            return nil
        }
        guard let name = subscription.sink.name, isFree(name) else { return nil }
        let plan = compileAsyncPipeline(subscription.pipeline)
        if let work = loop.work, work.milliseconds < 0 { return nil }
        guard let plan else { return nil }
        let session = self.session
        let lane = session.makeLane(name: subscription.laneName, role: .subscription)
        let recorder = lane.recorder
        let range = subscription.range
        // The sequence is built when the loop starts, so `values` subscribes then.
        let names = pipelines.resolved
        let sequence = BuiltOnStart { session.buildAsync(plan, at: range, names: names) }
        let running = ForAwaitLoop(
            sequence: sequence, clock: session.clock, work: loop.work?.milliseconds ?? 0,
            observer: .init(
                started: { recorder.record(.subscribe) },
                received: { recorder.record(.value($0)) },
                exited: { element in
                    if case .failure(let error) = element { recorder.record(.failure(error)) }
                    else { recorder.record(.finished) }
                },
                cancelled: { recorder.record(.cancel) }))
        let binding = Binding.async(.loop(running, lane: lane))
        pipelines.pending[name.name] = binding
        earlyDeclarations.append((name.name, binding))
        return {
            session.register(lane)
            running.start()
        }
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
    func next(_ resume: @escaping (AsyncElement) -> Void) { resume(.end) }
    func cancel() {}
}
