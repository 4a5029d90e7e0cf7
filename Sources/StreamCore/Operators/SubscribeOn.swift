/// `subscribe on QUEUE`: Combine's `subscribe(on:)`.
///
/// Moves the work that goes *upstream* to `queue`: the subscription itself, every request and
/// the cancel are queued on the clock at `now` (behind what is already due) and run there.
/// Values and the completion pass straight through, on whatever queue the upstream sends
/// them (a subject sends on the queue of its `send`).
///
/// Read from OpenCombine 0.14.0 `Publishers.SubscribeOn`: `receive(subscriber:)` schedules
/// `upstream.subscribe`, `request` and `cancel` schedule their call on the subscription.
final class SubscribeOnPublisher: Publisher {
    private let upstream: any Publisher
    private let clock: VirtualClock
    private let queue: ExecutionQueue

    init(_ upstream: any Publisher, clock: VirtualClock, queue: ExecutionQueue) {
        self.upstream = upstream
        self.clock = clock
        self.queue = queue
    }

    func receive(subscriber: any Subscriber) {
        let stage = SubscribeOnStage(downstream: subscriber, clock: clock, queue: queue)
        clock.schedule(on: queue) { [upstream] in upstream.receive(subscriber: stage) }
    }
}

final class SubscribeOnStage: Stage {
    private let clock: VirtualClock
    private let queue: ExecutionQueue

    init(downstream: any Subscriber, clock: VirtualClock, queue: ExecutionQueue) {
        self.clock = clock
        self.queue = queue
        super.init(downstream: downstream)
    }

    override func request(_ demand: Demand) {
        guard !isTerminated, let subscription = upstream else { return }
        clock.schedule(on: queue) { subscription.request(demand) }
    }

    override func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        let subscription = upstream
        upstream = nil
        didTerminate()
        clock.schedule(on: queue) { subscription?.cancel() }
    }
}

extension Publisher {
    /// Combine's `subscribe(on:)`: subscription, requests and cancel run on `queue`.
    public func subscribe(on queue: ExecutionQueue, clock: VirtualClock) -> any Publisher {
        SubscribeOnPublisher(self, clock: clock, queue: queue)
    }
}
