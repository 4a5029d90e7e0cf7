/// `dropFirst n`: skips the first `n` values.
///
/// As in Combine, the values to skip are requested from the upstream on subscription, on top
/// of the downstream's demand: they are not the downstream's to ask for. Behind a subject with
/// a subscriber that has not asked yet, the first `n` values are still skipped.
final class DropFirstStage: Stage {
    private var remaining: Int
    /// Demand the downstream asks for while it is being handed its subscription.
    private var demandDuringSubscription: Demand?

    init(downstream: any Subscriber, count: Int) {
        self.remaining = Swift.max(0, count)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        demandDuringSubscription = Demand.none
        super.receive(subscription: subscription)
        let initial = (demandDuringSubscription ?? .none) + .max(remaining)
        demandDuringSubscription = nil
        if initial.count > 0 { upstream?.request(initial) }
    }

    override func request(_ demand: Demand) {
        if let pending = demandDuringSubscription {
            demandDuringSubscription = pending + demand
        } else {
            super.request(demand)
        }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if remaining > 0 {
            remaining -= 1
            return .none
        }
        return downstream.receive(value)
    }
}

extension Publisher {
    public func dropFirst(_ count: Int = 1) -> any Publisher {
        StagePublisher(self) { DropFirstStage(downstream: $0, count: count) }
    }
}
