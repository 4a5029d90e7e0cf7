/// `prepend` and `append`: all of `first`, then all of `second`.
///
/// `prepend 1, 2` is the values before the upstream; `append 9` the values after it
/// finishes. A failure of `first` ends the stream without subscribing to `second`.
final class ConcatenatePublisher: Publisher {
    private let first: any Publisher
    private let second: any Publisher

    init(_ first: any Publisher, then second: any Publisher) {
        self.first = first
        self.second = second
    }

    func receive(subscriber: any Subscriber) {
        let subscription = ConcatenateSubscription(second: second, downstream: subscriber)
        subscriber.receive(subscription: subscription)
        subscription.subscribe(to: first, isLast: false)
    }
}

final class ConcatenateSubscription: Subscription {
    private let second: any Publisher
    private let downstream: any Subscriber
    private var current: IndexedSubscriber?
    private var demand = Demand.none
    private var isTerminated = false

    init(second: any Publisher, downstream: any Subscriber) {
        self.second = second
        self.downstream = downstream
    }

    func subscribe(to publisher: any Publisher, isLast: Bool) {
        guard !isTerminated else { return }
        let child = IndexedSubscriber(
            index: isLast ? 1 : 0,
            initialDemand: demand,
            onValue: { [weak self] _, value in
                guard let self, !self.isTerminated else { return .none }
                self.demand -= 1
                let more = self.downstream.receive(value)
                self.demand += more
                return more
            },
            onCompletion: { [weak self] index, completion in self?.completed(index, completion) }
        )
        current = child
        publisher.receive(subscriber: child)
    }

    private func completed(_ index: Int, _ completion: Completion) {
        guard !isTerminated else { return }
        if index == 0, case .finished = completion {
            subscribe(to: second, isLast: true)
            return
        }
        isTerminated = true
        downstream.receive(completion: completion)
    }

    func request(_ demand: Demand) {
        guard !isTerminated else { return }
        self.demand += demand
        current?.request(demand)
    }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        current?.cancel()
    }
}

extension Publisher {
    public func prepend(_ values: [Value]) -> any Publisher {
        ConcatenatePublisher(SequencePublisher(.values(values)), then: self)
    }

    public func append(_ values: [Value]) -> any Publisher {
        ConcatenatePublisher(self, then: SequencePublisher(.values(values)))
    }

    /// `prepend P`: all of `other` first, then this publisher, subscribed only once `other`
    /// has finished (Combine's `Publishers.Concatenate(prefix: other, suffix: self)`).
    public func prepend(_ other: any Publisher) -> any Publisher {
        ConcatenatePublisher(other, then: self)
    }

    /// `append P`: `other` is subscribed when this publisher finishes, with the demand left over.
    public func append(_ other: any Publisher) -> any Publisher {
        ConcatenatePublisher(self, then: other)
    }
}
