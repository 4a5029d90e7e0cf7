import OpenCombineShim

/// A cold marble source (`m.cold("-a-b|")`): every subscriber gets the whole timeline,
/// starting at the moment it subscribes.
///
/// ```
/// let retried = m.cold("-a#").retry(1)
/// m.expect(retried).toBe("-a-a#")
/// ```
public struct ColdMarblePublisher<Output>: Publisher {
    public typealias Failure = MarbleError

    /// When each subscriber subscribed and when its subscription ended.
    public let subscriptions: SubscriptionLog
    private let script: SourceScript<Output>
    private let clock: VirtualClock

    init(script: SourceScript<Output>, clock: VirtualClock) {
        self.script = script
        self.clock = clock
        self.subscriptions = SubscriptionLog(clock: clock)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == MarbleError {
        let subscription = SourceSubscription(subscriber: AnySubscriber(subscriber), log: subscriptions)
        let start = clock.now
        // Scheduled before the subscriber hears of the subscription: events at offset 0
        // then still come after anything the subscriber does when it subscribes.
        for (time, signal) in script.events {
            clock.schedule(at: start + time) { subscription.receive(signal) }
        }
        subscriber.receive(subscription: subscription)
    }
}

/// Checked: a script of `Sendable` values, a locked log and an immutable clock.
extension ColdMarblePublisher: Sendable where Output: Sendable {}
