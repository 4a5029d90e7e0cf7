/// The end of a pipeline: requests values and hands every event to closures.
///
/// Like Combine's `sink`, it requests `.unlimited` on subscription unless given a smaller
/// initial demand. Cancelling it cancels the whole chain upstream.
public final class Sink: Subscriber, Cancellable {
    private var subscription: (any Subscription)?
    private let initialDemand: Demand
    /// What each received value asks for (a subscriber returning `.max(1)` from `receive(_:)`).
    private let perValueDemand: Demand
    private let onSubscribe: () -> Void
    private let onValue: (Value) -> Void
    private let onCompletion: (Completion) -> Void
    /// Private storage behind a public getter: a public stored property keeps a run-time
    /// exclusivity check on every value; a private one lets the optimiser prove it unneeded.
    private var terminated = false

    public var isTerminated: Bool { terminated }

    public init(initialDemand: Demand = .unlimited,
                perValueDemand: Demand = .none,
                onSubscribe: @escaping () -> Void = {},
                onValue: @escaping (Value) -> Void,
                onCompletion: @escaping (Completion) -> Void = { _ in }) {
        self.initialDemand = initialDemand
        self.perValueDemand = perValueDemand
        self.onSubscribe = onSubscribe
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    public func receive(subscription: any Subscription) {
        guard self.subscription == nil, !terminated else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        onSubscribe()
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    public func receive(_ value: Value) -> Demand {
        guard !terminated else { return .none }
        onValue(value)
        return perValueDemand
    }

    public func receive(completion: Completion) {
        guard !terminated else { return }
        terminated = true
        subscription = nil
        onCompletion(completion)
    }

    /// Asks for more values (a sink created with limited demand).
    public func request(_ demand: Demand) {
        subscription?.request(demand)
    }

    public func cancel() {
        guard !terminated else { return }
        terminated = true
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}

extension Publisher {
    /// Subscribes a `Sink` and returns it as the cancellable that keeps the subscription.
    @discardableResult
    public func sink(initialDemand: Demand = .unlimited,
                     receiveValue: @escaping (Value) -> Void,
                     receiveCompletion: @escaping (Completion) -> Void = { _ in }) -> Sink {
        let sink = Sink(initialDemand: initialDemand, onValue: receiveValue, onCompletion: receiveCompletion)
        receive(subscriber: sink)
        return sink
    }
}
