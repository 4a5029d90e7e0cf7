/// `delay 250ms`: every event, completion included, arrives `interval` later.
final class DelayStage: Stage {
    private let clock: VirtualClock
    /// Where the stage's scheduled deliveries run (Combine's scheduler argument).
    private let queue: ExecutionQueue
    private let interval: VirtualTime
    /// Values on their way, counted against the session's memory budget until delivered.
    private lazy var held = HeldValues(budget: memory)

    init(downstream: any Subscriber, clock: VirtualClock, interval: VirtualTime, queue: ExecutionQueue = .main) {
        self.clock = clock
        self.queue = queue
        self.interval = Swift.max(0, interval)
        super.init(downstream: downstream)
    }

    deinit { held.releaseAll() }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, held.hold(value) else { return .none }
        clock.schedule(at: clock.now.addingClamped(interval), on: queue) { [weak self] in
            guard let self else { return }
            self.held.release(value)
            guard !self.isTerminated else { return }
            let more = self.downstream.receive(value)
            if more.count > 0 { self.upstream?.request(more) }
        }
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        clock.schedule(after: interval, on: queue) { [weak self] in self?.finish(completion) }
    }
}

extension Publisher {
    /// `queue` is where the scheduled deliveries run: Combine's scheduler argument.
    public func delay(_ interval: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) { DelayStage(downstream: $0, clock: clock, interval: interval, queue: queue) }
    }
}
