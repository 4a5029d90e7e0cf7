/// `delay 250ms`: every event, completion included, arrives `interval` later.
final class DelayStage: Stage {
    private let clock: VirtualClock
    private let interval: VirtualTime

    init(downstream: any Subscriber, clock: VirtualClock, interval: VirtualTime) {
        self.clock = clock
        self.interval = Swift.max(0, interval)
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        deliver(value, at: clock.now.addingClamped(interval), on: clock)
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        clock.schedule(after: interval) { [weak self] in self?.finish(completion) }
    }
}
