/// Sits in front of a subscriber and tells its owner what passed: each value after the
/// subscriber received it, and the end of the subscription (completion or cancel).
///
/// Nothing else changes: demand and cancellation pass straight through, and the subscriber
/// records what it saw as before. `assign(to:on:)` uses `onValue` to set the property; the
/// ownership model uses `onEnd` to learn that a subscription let go of what it held.
public final class SubscriberTap: Subscriber, Subscription, MemoryBudgeted {
    private let downstream: any Subscriber
    private var upstream: (any Subscription)?
    private let onValue: (Value) -> Void
    private var onEnd: (() -> Void)?
    var memory: RecordingBudget? { (downstream as? any MemoryBudgeted)?.memory }

    public init(_ downstream: any Subscriber, onValue: @escaping (Value) -> Void = { _ in },
                onEnd: @escaping () -> Void = {}) {
        self.downstream = downstream
        self.onValue = onValue
        self.onEnd = onEnd
    }

    public func receive(subscription: any Subscription) {
        guard upstream == nil, onEnd != nil else {
            subscription.cancel()
            return
        }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    public func receive(_ value: Value) -> Demand {
        guard onEnd != nil else { return .none }
        let more = downstream.receive(value)
        onValue(value)
        return more
    }

    public func receive(completion: Completion) {
        guard onEnd != nil else { return }
        upstream = nil
        downstream.receive(completion: completion)
        end()
    }

    public func request(_ demand: Demand) {
        upstream?.request(demand)
    }

    public func cancel() {
        guard onEnd != nil else { return }
        let current = upstream
        upstream = nil
        current?.cancel()
        end()
    }

    private func end() {
        let ended = onEnd
        onEnd = nil
        ended?()
    }
}
