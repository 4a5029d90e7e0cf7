/// `collect 500ms`: every interval after subscription, emits the values gathered in that
/// window as an array (empty windows emit nothing); on finish emits the rest, then finishes.
/// On failure the gathered values are discarded and the failure forwarded.
final class CollectByTimeStage: Stage {
    private let clock: VirtualClock
    /// Where the stage's scheduled deliveries run (Combine's scheduler argument).
    private let queue: ExecutionQueue
    private let interval: VirtualTime
    private var buffer: [Value] = []
    private var counter = ListSizeCounter()
    private var timer: ScheduledTimer?
    /// Windows the downstream has not asked for yet wait here.
    private lazy var gate = DemandGate(downstream: downstream, memory: memory)

    init(downstream: any Subscriber, clock: VirtualClock, interval: VirtualTime, queue: ExecutionQueue = .main) {
        self.clock = clock
        self.queue = queue
        self.interval = Swift.max(1, interval)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        subscription.request(.unlimited)
        scheduleWindowEnd()
    }

    override func request(_ demand: Demand) { gate.request(demand) }

    override func deliver(_ completion: Completion) { gate.finish(completion) }

    override func cancel() {
        gate.cancel()
        super.cancel()
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        guard counter.add(value) else {
            buffer.removeAll()
            fail(ValueLimits.tooLarge)
            return .none
        }
        buffer.append(value)
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        if case .finished = completion { flush() } else { buffer.removeAll() }
        finish(completion)
    }

    override func didTerminate() { timer?.cancel() }

    private func scheduleWindowEnd() {
        let (next, overflow) = clock.now.addingReportingOverflow(interval)
        guard !overflow else { return }
        timer = clock.scheduleTimer(at: next, on: queue) { [weak self] in
            guard let self, !self.isTerminated else { return }
            self.flush()
            self.scheduleWindowEnd()
        }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        let window = buffer
        buffer.removeAll()
        counter.reset()
        gate.send(.array(ValueElements(window)))
    }
}

extension Publisher {
    /// `queue` is where the scheduled deliveries run: Combine's scheduler argument.
    public func collect(every interval: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) { CollectByTimeStage(downstream: $0, clock: clock, interval: interval, queue: queue) }
    }
}
