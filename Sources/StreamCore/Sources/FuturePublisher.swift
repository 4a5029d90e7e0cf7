/// `future 42 after 300ms`: starts its work when it is *created*, not when subscribed.
///
/// It resolves once, at creation time + delay, and replays that single result (a value then
/// finished, or a failure) to every subscriber, early or late. Wrap it in `deferred` to make
/// the work start per subscription.
public final class FuturePublisher: Publisher {
    private var result: Result<Value, StreamError>?
    private var waiting: [FutureSubscription] = []

    /// Schedules the resolution on `clock` right away.
    ///
    /// The clock keeps the future alive until it resolves (as Combine's promise closure
    /// does): a future made inside `deferred` is referenced by nothing else, and must still
    /// deliver to its subscriber.
    public init(clock: VirtualClock, delay: VirtualTime, result: Result<Value, StreamError>) {
        clock.schedule(after: Swift.max(0, delay)) { self.resolve(result) }
    }

    public var isResolved: Bool { result != nil }

    public func receive(subscriber: any Subscriber) {
        let subscription = FutureSubscription(downstream: subscriber)
        if result == nil { waiting.append(subscription) }
        subscriber.receive(subscription: subscription)
        if let result { subscription.resolve(result) }
    }

    private func resolve(_ result: Result<Value, StreamError>) {
        guard self.result == nil else { return }
        self.result = result
        let subscribers = waiting
        waiting.removeAll()
        for subscription in subscribers { subscription.resolve(result) }
    }
}

/// Holds a resolved value until its subscriber has demand, like Combine's Future.
final class FutureSubscription: Subscription {
    private var downstream: (any Subscriber)?
    private var hasDemand = false
    private var pending: Result<Value, StreamError>?
    /// Told when the subscriber cancels before the result came (`PromiseFuture`'s note).
    var cancelledWhileWaiting: (() -> Void)?

    init(downstream: any Subscriber) { self.downstream = downstream }

    func resolve(_ result: Result<Value, StreamError>) {
        pending = result
        deliverIfPossible()
    }

    func request(_ demand: Demand) {
        guard demand.count > 0 else { return }
        hasDemand = true
        deliverIfPossible()
    }

    func cancel() {
        if downstream != nil, pending == nil { cancelledWhileWaiting?() }
        cancelledWhileWaiting = nil
        downstream = nil
    }

    private func deliverIfPossible() {
        guard let downstream, let result = pending else { return }
        switch result {
        case .success(let value):
            guard hasDemand else { return }
            self.downstream = nil
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            self.downstream = nil
            downstream.receive(completion: .failure(error))
        }
    }
}
