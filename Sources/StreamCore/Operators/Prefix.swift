/// `prefix n`: passes the first `n` values, then finishes and cancels the upstream.
final class PrefixStage: Stage {
    private var remaining: Int

    init(downstream: any Subscriber, count: Int) {
        self.remaining = Swift.max(0, count)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if remaining == 0 { endEarly() }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, remaining > 0 else { return .none }
        remaining -= 1
        let demand = downstream.receive(value)
        if remaining == 0 { endEarly() }
        return demand
    }

    private func endEarly() {
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(.finished)
    }
}

extension Publisher {
    public func prefix(_ count: Int) -> any Publisher {
        StagePublisher(self) { PrefixStage(downstream: $0, count: count) }
    }
}
