/// Combine's three roles, specialised to dynamic values.
///
/// Publishers describe; subscribing creates a chain of subscriptions. Everything runs on one
/// thread, driven by a `VirtualClock`, so there are no locks anywhere in the engine.
public protocol Publisher: AnyObject {
    /// Attaches `subscriber`; the publisher must call `subscriber.receive(subscription:)`.
    func receive(subscriber: any Subscriber)
}

public protocol Subscriber: AnyObject {
    func receive(subscription: any Subscription)
    /// Delivers one value; returns how much *additional* demand the subscriber has.
    func receive(_ value: Value) -> Demand
    func receive(completion: Completion)
}

public protocol Cancellable: AnyObject {
    func cancel()
}

public protocol Subscription: Cancellable {
    func request(_ demand: Demand)
}

/// A subscription that does nothing: handed to subscribers of an already-terminated source.
public final class EmptySubscription: Subscription {
    public init() {}
    public func request(_ demand: Demand) {}
    public func cancel() {}
}

extension Subscriber {
    /// Sends a subscription followed at once by a completion (empty, failed or finished sources).
    func receiveTerminal(_ completion: Completion) {
        receive(subscription: EmptySubscription())
        receive(completion: completion)
    }
}
