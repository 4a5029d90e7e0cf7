/// `ignoreOutput()`: drops every value and passes on only the completion.
///
/// As in Combine, it asks its upstream for everything as soon as it subscribes (it never
/// emits, so no downstream demand is needed), and the completion goes out at once.
final class IgnoreOutputStage: Stage {
    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        super.receive(subscription: subscription)
        upstream?.request(.unlimited)
    }

    override func receive(_ value: Value) -> Demand { .none }
}

extension Publisher {
    public func ignoreOutput() -> any Publisher {
        StagePublisher(self) { IgnoreOutputStage(downstream: $0) }
    }
}
