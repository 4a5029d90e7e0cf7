/// `drop(untilOutputFrom: other)`: drops the upstream's values until `other` emits its first
/// value, then passes everything.
///
/// Combine's exact rules (OpenCombine 0.14 `DropUntilOutput` and its tests):
/// - The downstream gets its subscription first; then `other` is subscribed and asked for one
///   value; then the upstream is subscribed. Requests made before the upstream has subscribed
///   are passed on when it does.
/// - Demand goes straight to the upstream, and a dropped value *uses up* one unit of it
///   (unlike `drop(while:)`, no replacement demand is asked for): a subscriber that asked
///   for 2 and saw 2 values dropped receives nothing more unless it asks again.
/// - `other` emitting lets its subscription go (not cancelled) and opens the gate.
/// - `other` finishing or failing *before* it emitted cancels the upstream and passes that
///   completion on (a failure of `other` fails the stream); after it emitted, it is ignored.
/// - The upstream finishing or failing passes the completion on; `other` is let go, not
///   cancelled.
/// - Cancelling cancels the upstream, then `other` (if it has not emitted).
final class DropUntilOutputStage: Stage {
    private var trigger: IndexedSubscriber?
    private var triggered = false
    /// Requested before the upstream handed over its subscription.
    private var earlyDemand = Demand.none

    /// Subscribes the downstream, then `other`, then the upstream, in Combine's order.
    func start(upstream source: any Publisher, other: any Publisher) {
        downstream.receive(subscription: self)
        guard !isTerminated else { return }
        let trigger = IndexedSubscriber(
            index: 0, initialDemand: .max(1),
            onValue: { [weak self] _, _ in
                self?.triggered = true
                self?.trigger = nil
                return .none
            },
            onCompletion: { [weak self] _, completion in self?.triggerCompleted(completion) }
        )
        self.trigger = trigger
        other.receive(subscriber: trigger)
        source.receive(subscriber: self)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        upstream = subscription
        let demand = earlyDemand
        earlyDemand = .none
        if demand.count > 0 { subscription.request(demand) }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, triggered else { return .none }
        return downstream.receive(value)
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        trigger = nil
        finish(completion)
    }

    override func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0 else { return }
        if let upstream { upstream.request(demand) } else { earlyDemand += demand }
    }

    private func triggerCompleted(_ completion: Completion) {
        trigger = nil
        guard !triggered, !isTerminated else { return }
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(completion)
    }

    override func didTerminate() {
        let current = trigger
        trigger = nil
        current?.cancel()
    }
}

/// Builds a `DropUntilOutputStage` per subscriber; the stage subscribes to both publishers.
final class DropUntilOutputPublisher: Publisher {
    private let upstream: any Publisher
    private let other: any Publisher

    init(upstream: any Publisher, other: any Publisher) {
        self.upstream = upstream
        self.other = other
    }

    func receive(subscriber: any Subscriber) {
        DropUntilOutputStage(downstream: subscriber).start(upstream: upstream, other: other)
    }
}

extension Publisher {
    public func drop(untilOutputFrom other: any Publisher) -> any Publisher {
        DropUntilOutputPublisher(upstream: self, other: other)
    }
}
