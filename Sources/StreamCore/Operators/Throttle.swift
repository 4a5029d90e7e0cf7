/// `throttle 300ms latest|first`: see `ThrottleStateMachine` for the rules.
final class ThrottleStage: Stage {
    private let clock: VirtualClock
    /// Where the stage's scheduled deliveries run (Combine's scheduler argument).
    private let queue: ExecutionQueue
    private var machine: ThrottleStateMachine
    private var demand = Demand.none
    /// Told when a value arrives inside the stage's own first request upstream (`just`,
    /// `sequence`, `current`): Apple's Combine sends it, OpenCombine 0.14 drops it
    /// (docs/THROTTLE-SEMANTICS.md), so an export for OpenCombine must know.
    private let tookValueWhileSubscribing: (() -> Void)?
    private var isSubscribing = false

    init(downstream: any Subscriber, clock: VirtualClock, interval: VirtualTime, latest: Bool, queue: ExecutionQueue = .main,
         tookValueWhileSubscribing: (() -> Void)? = nil) {
        self.clock = clock
        self.queue = queue
        self.tookValueWhileSubscribing = tookValueWhileSubscribing
        self.machine = ThrottleStateMachine(interval: Swift.max(0, interval), latest: latest)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        isSubscribing = true
        subscription.request(.unlimited)
        isSubscribing = false
    }

    override func request(_ demand: Demand) { self.demand += demand }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, demand.count > 0 else { return .none }
        if isSubscribing { tookValueWhileSubscribing?() }
        if case .schedule(let time) = machine.receive(value, now: clock.now) {
            demand -= 1
            scheduleEmission(at: time)
        }
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        if case .schedule(let time) = machine.receive(completion: completion, now: clock.now) {
            scheduleEmission(at: time)
        }
    }

    override func didTerminate() { machine.cancel() }

    private func scheduleEmission(at time: VirtualTime) {
        clock.schedule(at: time, on: queue) { [weak self] in self?.emit() }
    }

    private func emit() {
        guard !isTerminated else { return }
        switch machine.emit(now: clock.now) {
        case .send(let value):
            demand += downstream.receive(value)
        case .sendAndComplete(let value, let completion):
            demand += downstream.receive(value)
            finish(completion)
        case .complete(let completion):
            finish(completion)
        case .none:
            break
        }
    }
}

extension Publisher {
    /// `queue` is where the scheduled deliveries run: Combine's scheduler argument.
    public func throttle(_ interval: VirtualTime, latest: Bool, on clock: VirtualClock,
                         queue: ExecutionQueue = .main, tookValueWhileSubscribing: (() -> Void)? = nil) -> any Publisher {
        StagePublisher(self) {
            ThrottleStage(downstream: $0, clock: clock, interval: interval, latest: latest, queue: queue,
                          tookValueWhileSubscribing: tookValueWhileSubscribing)
        }
    }
}
