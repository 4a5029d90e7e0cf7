/// `timer 100ms`: emits 0, 1, 2, … every interval after each subscription; never finishes.
///
/// A tick that arrives without demand is dropped, as Combine's timer does. Being infinite, it
/// is what the run horizon exists for.
public final class TimerPublisher: Publisher {
    private let clock: VirtualClock
    private let interval: VirtualTime

    public init(clock: VirtualClock, interval: VirtualTime) {
        self.clock = clock
        self.interval = Swift.max(0, interval)
    }

    public func receive(subscriber: any Subscriber) {
        let subscription = TimerSubscription(clock: clock, interval: interval, downstream: subscriber)
        subscriber.receive(subscription: subscription)
        subscription.scheduleNextTick()
    }
}

final class TimerSubscription: Subscription {
    private let clock: VirtualClock
    private let interval: VirtualTime
    private var downstream: (any Subscriber)?
    private var demand = Demand.none
    private var tick = 0
    private var timer: ScheduledTimer?

    init(clock: VirtualClock, interval: VirtualTime, downstream: any Subscriber) {
        self.clock = clock
        self.interval = interval
        self.downstream = downstream
    }

    func scheduleNextTick() {
        guard downstream != nil else { return }
        // At the end of time there is no next tick (clamping would tick at Int.max for ever).
        let (next, overflow) = clock.now.addingReportingOverflow(interval)
        guard !overflow else { return }
        timer = clock.scheduleTimer(at: next) { [weak self] in self?.fire() }
    }

    private func fire() {
        guard let downstream else { return }
        let value = Value.int(tick)
        tick += 1
        if demand.count > 0 {
            demand -= 1
            let more = downstream.receive(value)
            if more.count > 0 { demand += more }
        }
        scheduleNextTick()
    }

    func request(_ demand: Demand) { self.demand += demand }

    func cancel() {
        downstream = nil
        timer?.cancel()
    }
}
