/// `debounce 300ms`: see `DebounceStateMachine` for the rules.
///
/// Only one clock timer is outstanding at a time; it is re-armed with the tie order reserved
/// when the newest value arrived, so ordering is exactly that of one timer per value.
/// Completion is delivered through the clock at the same instant (Combine schedules it too).
final class DebounceStage: Stage {
    private let clock: VirtualClock
    /// Where the stage's scheduled deliveries run (Combine's scheduler argument).
    private let queue: ExecutionQueue
    private let interval: VirtualTime
    private var machine = DebounceStateMachine()
    private var timer: ScheduledTimer?
    private var demand = Demand.none

    init(downstream: any Subscriber, clock: VirtualClock, interval: VirtualTime, queue: ExecutionQueue = .main) {
        self.clock = clock
        self.queue = queue
        self.interval = Swift.max(0, interval)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        subscription.request(.unlimited)
    }

    override func request(_ demand: Demand) { self.demand += demand }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        let action = machine.receive(value, now: clock.now, interval: interval, sequence: clock.reserveSequence())
        if case .armTimer(let time, let sequence) = action { arm(at: time, sequence: sequence) }
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        switch machine.terminate() {
        case .cancelTimerAndComplete:
            timer?.cancel()
            scheduleCompletion(completion)
        case .complete:
            scheduleCompletion(completion)
        case .none:
            break
        }
    }

    override func didTerminate() {
        if machine.terminate() == .cancelTimerAndComplete { timer?.cancel() }
    }

    private func scheduleCompletion(_ completion: Completion) {
        clock.schedule(on: queue) { [weak self] in self?.finish(completion) }
    }

    private func arm(at time: VirtualTime, sequence: UInt64) {
        timer = clock.scheduleTimer(at: time, sequence: sequence, on: queue) { [weak self] in
            self?.timerFired(sequence: sequence)
        }
    }

    private func timerFired(sequence: UInt64) {
        switch machine.timerFired(now: clock.now, sequence: sequence) {
        case .emit(let value):
            // Without downstream demand the value is dropped, as in Combine.
            guard demand.count > 0 else { return }
            demand -= 1
            demand += downstream.receive(value)
        case .rearm(let time, let nextSequence):
            arm(at: time, sequence: nextSequence)
        case .none:
            break
        }
    }
}

extension Publisher {
    /// `queue` is where the scheduled deliveries run: Combine's scheduler argument.
    public func debounce(_ interval: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) { DebounceStage(downstream: $0, clock: clock, interval: interval, queue: queue) }
    }
}
