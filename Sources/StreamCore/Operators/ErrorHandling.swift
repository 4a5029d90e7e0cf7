/// Makes the replacement publisher for a failure.
public typealias ErrorHandler = (StreamError) throws(StreamError) -> any Publisher

/// `catch { … }`: on failure, continues with the publisher the handler makes.
///
/// The replacement inherits the failed stream's outstanding demand (requested minus
/// received), as in Combine, so it never delivers more than the subscriber asked for.
final class CatchStage: Stage {
    private let handler: ErrorHandler
    private var replacement: IndexedSubscriber?
    private var outstanding = Demand.none

    init(downstream: any Subscriber, handler: @escaping ErrorHandler) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func request(_ demand: Demand) {
        guard demand.count > 0 else { return }
        if let replacement {
            replacement.request(demand)
        } else {
            outstanding += demand
            upstream?.request(demand)
        }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, replacement == nil else { return .none }
        outstanding -= 1
        let more = downstream.receive(value)
        outstanding += more
        return more
    }

    override func receive(completion: Completion) {
        guard !isTerminated, replacement == nil else { return }
        guard case .failure(let error) = completion else {
            finish(completion)
            return
        }
        upstream = nil
        let publisher: any Publisher
        do { publisher = try handler(error) } catch {
            finish(.failure(error))
            return
        }
        let child = IndexedSubscriber(
            index: 0,
            initialDemand: outstanding,
            onValue: { [weak self] _, value in
                guard let self, !self.isTerminated else { return .none }
                return self.downstream.receive(value)
            },
            onCompletion: { [weak self] _, completion in self?.finish(completion) }
        )
        replacement = child
        publisher.receive(subscriber: child)
    }

    override func didTerminate() { replacement?.cancel() }
}

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
    /// Spent once per resubscription (see `PublisherOperators.retry`).
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
