/// A publisher over several upstreams whose subscription is a `MultiUpstreamSubscription`.
final class MultiUpstreamPublisher: Publisher {
    private let upstreams: [any Publisher]
    private let makeSubscription: (any Subscriber, Int) -> MultiUpstreamSubscription

    init(_ upstreams: [any Publisher], makeSubscription: @escaping (any Subscriber, Int) -> MultiUpstreamSubscription) {
        self.upstreams = upstreams
        self.makeSubscription = makeSubscription
    }

    func receive(subscriber: any Subscriber) {
        let subscription = makeSubscription(subscriber, upstreams.count)
        subscriber.receive(subscription: subscription)
        subscription.subscribe(to: upstreams)
    }
}

/// Base of `merge`, `combineLatest` and `zip`: subscribes to every upstream in order, ends
/// at once on the first failure (cancelling the others), and lets subclasses decide values
/// and when to finish.
class MultiUpstreamSubscription: Subscription {
    final let downstream: any Subscriber
    /// Values beyond the downstream's demand wait here (merge, combineLatest).
    final let gate: DemandGate
    final var children: [IndexedSubscriber] = []
    final var finishedFlags: [Bool]
    final var isTerminated = false

    init(downstream: any Subscriber, count: Int, memory: RecordingBudget? = nil) {
        self.downstream = downstream
        self.gate = DemandGate(downstream: downstream, memory: memory)
        self.finishedFlags = Array(repeating: false, count: count)
    }

    /// What each upstream is asked for when subscribed; merge and combineLatest ask for
    /// everything and keep what the downstream has not requested in `gate`.
    var initialChildDemand: Demand { .unlimited }

    final func subscribe(to upstreams: [any Publisher]) {
        children = upstreams.indices.map { index in
            IndexedSubscriber(
                index: index,
                initialDemand: initialChildDemand,
                onValue: { [weak self] index, value in self?.receive(value, from: index) ?? .none },
                onCompletion: { [weak self] index, completion in self?.receive(completion, from: index) }
            )
        }
        for (upstream, child) in zip(upstreams, children) where !isTerminated {
            upstream.receive(subscriber: child)
        }
        if upstreams.isEmpty { end(.finished) }
    }

    func receive(_ value: Value, from index: Int) -> Demand { .none }

    func receive(_ completion: Completion, from index: Int) {
        guard !isTerminated else { return }
        switch completion {
        case .failure:
            end(completion)
        case .finished:
            finishedFlags[index] = true
            upstreamFinished(index)
        }
    }

    /// Called when upstream `index` finished; the default finishes once all have.
    func upstreamFinished(_ index: Int) {
        if finishedFlags.allSatisfy({ $0 }) { end(.finished) }
    }

    /// Ends the stream: cancels every upstream still running, then tells the downstream
    /// (after the values it has not yet asked for, when finishing).
    final func end(_ completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        for child in children { child.cancel() }
        gate.finish(completion)
    }

    func request(_ demand: Demand) { gate.request(demand) }

    func cancel() {
        gate.cancel()
        guard !isTerminated else { return }
        isTerminated = true
        for child in children { child.cancel() }
    }

    final func emit(_ value: Value) {
        guard !isTerminated else { return }
        gate.send(value)
    }
}
