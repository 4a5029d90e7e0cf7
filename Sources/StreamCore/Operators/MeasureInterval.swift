/// `measureInterval(using:)`: replaces each value with the time since the previous value,
/// or since the subscription for the first one, in milliseconds on the stage's clock.
///
/// As in Combine, the reference point is taken when the upstream's subscription arrives,
/// and demand passes straight through: each value becomes exactly one interval.
final class MeasureIntervalStage: Stage {
    private let clock: VirtualClock
    private var last: VirtualTime = 0

    init(downstream: any Subscriber, clock: VirtualClock) {
        self.clock = clock
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        last = clock.now
        super.receive(subscription: subscription)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        let now = clock.now
        let interval = now - last
        last = now
        return downstream.receive(.int(interval))
    }
}

extension Publisher {
    public func measureInterval(on clock: VirtualClock) -> any Publisher {
        StagePublisher(self) { MeasureIntervalStage(downstream: $0, clock: clock) }
    }
}
