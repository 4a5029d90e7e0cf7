/// `sendingAfterCompletion`: a publisher that breaks Combine's completion contract on
/// purpose, for teaching and for testing the subscribers and checks that should notice.
///
/// Combine's contract is that a publisher sends nothing after its completion: "after the
/// publisher calls `receive(completion:)`, it can't call `receive(_:)` again" (Apple,
/// *Subscriber*). This stage passes every event through untouched, and right after it has
/// forwarded its upstream's completion (finished or failed) it sends its `strays` downstream
/// anyway, one `receive(_:)` each, whatever was requested: what a hand-written publisher that
/// forgets to check its own state does.
///
/// What receives the strays decides what happens. In OpenCombine 0.14 `Subscribers.Sink`
/// ignores them (its `receive(completion:)` sets its status to terminal and replaces
/// `receiveValue` with a closure that does nothing), and so does every subscriber StreamCore
/// has: each of its stages keeps a terminated flag, as OpenCombine's `removeDuplicates`,
/// `prefix(while:)` and the `try` filters (FilterProducer), `reduce`, `collect`, `count`,
/// `first`, `last`, `min`, `max`, `contains`, `allSatisfy` (ReduceProducer) and `collect N`
/// do. OpenCombine's `map`, `filter`, `compactMap`, `scan`, `prefix`, `dropFirst`, `print`
/// and `handleEvents` are stateless or do not look, and forward the stray; the sink at the
/// end still drops it, so every lane ends the same, and only `print`'s log shows the
/// difference (`handleEvents` drops its hooks on completion; the differential test pins it).
final class SendingAfterCompletionStage: Stage {
    private let strays: [Value]
    private let onSentAfterCompletion: (_ value: Value, _ completion: Completion) -> Void

    init(downstream: any Subscriber, strays: [Value],
         onSentAfterCompletion: @escaping (_ value: Value, _ completion: Completion) -> Void) {
        self.strays = strays
        self.onSentAfterCompletion = onSentAfterCompletion
        super.init(downstream: downstream)
    }

    /// Forwards the completion, then misbehaves: each stray goes downstream after it. A stage
    /// the downstream cancelled earlier sends nothing (it never forwards that completion).
    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        finish(completion)
        for value in strays {
            onSentAfterCompletion(value, completion)
            _ = downstream.receive(value)
        }
    }
}

extension Publisher {
    /// Passes everything through, then sends `strays` after the upstream's completion;
    /// `onSentAfterCompletion` is told each stray, and the completion it followed, as it goes.
    public func sendingAfterCompletion(
        _ strays: [Value],
        onSentAfterCompletion: @escaping (_ value: Value, _ completion: Completion) -> Void = { _, _ in }
    ) -> any Publisher {
        StagePublisher(self) {
            SendingAfterCompletionStage(downstream: $0, strays: strays, onSentAfterCompletion: onSentAfterCompletion)
        }
    }
}
