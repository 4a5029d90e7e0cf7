/// `retry n`: on failure, subscribes to the upstream again at that instant, up to `n` times.
final class RetryPublisher: Publisher {
    private let upstream: any Publisher
    private let attempts: Int
    private let budget: EmissionBudget?

    init(upstream: any Publisher, attempts: Int, budget: EmissionBudget? = nil) {
        self.upstream = upstream
        self.attempts = Swift.max(0, attempts)
        self.budget = budget
    }

    func receive(subscriber: any Subscriber) {
        let subscription = RetrySubscription(upstream: upstream, attempts: attempts, downstream: subscriber, budget: budget)
        subscriber.receive(subscription: subscription)
        subscription.start()
    }
}

/// Honours downstream demand: each (re)subscription asks for what is still outstanding.
final class RetrySubscription: Subscription {
    private let upstream: any Publisher
    private var remaining: Int
    private let downstream: any Subscriber
    private var current: IndexedSubscriber?
    private var isTerminated = false
    private var demand = Demand.none
    /// True while `start` is subscribing; a failure delivered during it asks for another
    /// round of the loop instead of recursing (a source that fails on subscription would
    /// otherwise nest one call per attempt).
    private var isSubscribing = false
    private var resubscribeRequested = false
    /// Spent once per resubscription (see `Publisher.retry(_:budget:)`).
    private let budget: EmissionBudget?

    init(upstream: any Publisher, attempts: Int, downstream: any Subscriber, budget: EmissionBudget?) {
        self.upstream = upstream
        self.remaining = attempts
        self.downstream = downstream
        self.budget = budget
    }

    func start() {
        guard !isSubscribing else {
            resubscribeRequested = true
            return
        }
        isSubscribing = true
        defer { isSubscribing = false }
        repeat {
            resubscribeRequested = false
            subscribeOnce()
        } while resubscribeRequested && !isTerminated
    }

    private func subscribeOnce() {
        guard !isTerminated else { return }
        let child = IndexedSubscriber(
            index: 0,
            initialDemand: demand,
            onValue: { [weak self] _, value in
                guard let self, !self.isTerminated else { return .none }
                self.demand -= 1
                let more = self.downstream.receive(value)
                self.demand += more
                return more
            },
            onCompletion: { [weak self] _, completion in self?.upstreamCompleted(completion) }
        )
        current = child
        upstream.receive(subscriber: child)
    }

    private func upstreamCompleted(_ completion: Completion) {
        guard !isTerminated else { return }
        if case .failure = completion, remaining > 0 {
            if let reason = budget?.spend(resubscription: true) {
                isTerminated = true
                downstream.receive(completion: .failure(reason))
                return
            }
            remaining -= 1
            start()
            return
        }
        isTerminated = true
        downstream.receive(completion: completion)
    }

    func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0 else { return }
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
    /// - Parameter budget: when given, every resubscription spends one unit, so nested
    ///   retries (`retry 10000 | retry 10000`) stop with a failure instead of multiplying
    ///   into 10⁸ attempts, and Ctrl-C can stop them (see `EmissionBudget`).
    public func retry(_ attempts: Int, budget: EmissionBudget? = nil) -> any Publisher {
        RetryPublisher(upstream: self, attempts: attempts, budget: budget)
    }
}
