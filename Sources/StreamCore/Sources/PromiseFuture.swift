/// Combine's `Future { promise in … }`: made with a promise that whoever holds it calls once
/// with the result. The first call resolves it; a later one is ignored, as OpenCombine's
/// `Future.promise` ignores it (not an error). It replays the result to every subscriber,
/// early or late, each once it has demand (a failure needs none).
///
/// StreamLab's `future { STEPS }` hands the promise to a task: its `return` fulfils it, a
/// throw fails it (`FutureBridge`).
public final class PromiseFuture: Publisher {
    public typealias Promise = (Result<Value, StreamError>) -> Void

    private var result: Result<Value, StreamError>?
    private var waiting: [FutureSubscription] = []
    /// A subscriber cancelled before the result came: the work that will call the promise
    /// goes on all the same (StreamLab notes it).
    public var subscriberCancelledWhileWaiting: (() -> Void)?

    /// Calls `attemptToFulfill` at once with the promise, as Combine's `Future.init` does.
    /// The promise holds the future, as Combine's does: a future made inside `deferred` is
    /// held by nothing else, and must still deliver to its subscriber.
    public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfil(result) }
    }

    public var isResolved: Bool { result != nil }

    public func receive(subscriber: any Subscriber) {
        let subscription = FutureSubscription(downstream: subscriber)
        if result == nil {
            waiting.append(subscription)
            subscription.cancelledWhileWaiting = { [weak self, weak subscription] in
                self?.waiting.removeAll { $0 === subscription }
                self?.subscriberCancelledWhileWaiting?()
            }
        }
        subscriber.receive(subscription: subscription)
        if let result { subscription.resolve(result) }
    }

    /// The promise: the first result is kept and handed to every waiting subscriber; a later
    /// one changes nothing.
    private func fulfil(_ result: Result<Value, StreamError>) {
        guard self.result == nil else { return }
        self.result = result
        let subscribers = waiting
        waiting.removeAll()
        for subscription in subscribers {
            subscription.cancelledWhileWaiting = nil
            subscription.resolve(result)
        }
    }
}
