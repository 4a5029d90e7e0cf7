/// `timeout 500ms [fail "msg"]`: ends the stream when no value arrives within the interval
/// after subscription or after the last value — finishing, or failing with the given error.
///
/// As in Combine, values and completion are passed on through the clock (queued at `now`),
/// and the countdown restarts on the first request.
final class TimeoutStage: Stage {
    private let clock: VirtualClock
    /// Where the stage's scheduled deliveries run (Combine's scheduler argument).
    private let queue: ExecutionQueue
    private let interval: VirtualTime
    private let error: StreamError?
    private var timer: ScheduledTimer?
    private var sawFirstRequest = false

    init(downstream: any Subscriber, clock: VirtualClock, interval: VirtualTime, error: StreamError?,
         queue: ExecutionQueue = .main) {
        self.clock = clock
        self.queue = queue
        self.interval = Swift.max(0, interval)
        self.error = error
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        restartCountdown()
        super.receive(subscription: subscription)
    }

    override func request(_ demand: Demand) {
        guard !isTerminated else { return }
        if !sawFirstRequest {
            sawFirstRequest = true
            restartCountdown()
        }
        upstream?.request(demand)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        restartCountdown()
        deliver(value, at: clock.now, on: clock, queue: queue)
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        timer?.cancel()
        clock.schedule(on: queue) { [weak self] in self?.finish(completion) }
    }

    override func didTerminate() { timer?.cancel() }

    private func restartCountdown() {
        timer?.cancel()
        timer = clock.scheduleTimer(at: clock.now.addingClamped(interval), on: queue) { [weak self] in self?.timedOut() }
    }

    private func timedOut() {
        guard !isTerminated else { return }
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(error.map { .failure($0) } ?? .finished)
    }
}

extension Publisher {
    /// `queue` is where the scheduled deliveries run: Combine's scheduler argument.
    public func timeout(_ interval: VirtualTime, on clock: VirtualClock, error: StreamError? = nil,
                        queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) {
            TimeoutStage(downstream: $0, clock: clock, interval: interval, error: error, queue: queue)
        }
    }
}
