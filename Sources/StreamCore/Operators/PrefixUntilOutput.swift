/// `prefix(untilOutputFrom: other)`: passes the upstream's values until `other` emits its
/// first value, then cancels the upstream and finishes.
///
/// Combine's exact rules (OpenCombine 0.14 `PrefixUntilOutput` and its tests):
/// - `other` is subscribed first, asked for one value, then the upstream is subscribed.
/// - `other` emitting finishes the stream at once (the finish needs no demand); `other`'s
///   subscription is let go, not cancelled. If that happens before the upstream has handed
///   over its subscription (a synchronous `other` such as `Just`), the downstream gets the
///   finish before any subscription, and the upstream's subscription is cancelled on arrival.
/// - `other` finishing or failing without a value changes nothing: values keep flowing.
/// - The upstream finishing or failing cancels `other`, then passes the completion on.
/// - Cancelling cancels the upstream, then `other`.
/// - Demand goes straight to the upstream.
final class PrefixUntilOutputStage: Stage {
    private var trigger: IndexedSubscriber?

    /// Subscribes to `other`; the caller then subscribes the stage to the upstream.
    func watch(_ other: any Publisher) {
        let trigger = IndexedSubscriber(
            index: 0, initialDemand: .max(1),
            onValue: { [weak self] _, _ in
                self?.triggerFired()
                return .none
            },
            onCompletion: { [weak self] _, _ in self?.trigger = nil }
        )
        self.trigger = trigger
        other.receive(subscriber: trigger)
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        cancelTrigger()
        finish(completion)
    }

    private func triggerFired() {
        guard !isTerminated, trigger != nil else { return }
        trigger = nil
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(.finished)
    }

    private func cancelTrigger() {
        let current = trigger
        trigger = nil
        current?.cancel()
    }

    override func didTerminate() { cancelTrigger() }
}

extension Publisher {
    public func prefix(untilOutputFrom other: any Publisher) -> any Publisher {
        StagePublisher(self) { downstream in
            let stage = PrefixUntilOutputStage(downstream: downstream)
            stage.watch(other)
            return stage
        }
    }
}
