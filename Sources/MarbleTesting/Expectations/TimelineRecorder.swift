import OpenCombineShim

/// What a publisher under test did, each event at its time in ms.
struct RecordedEvent<Output> {
    enum Kind {
        case value(Output)
        case finished
        /// The error, as `String(describing:)` gives it.
        case failure(String)
    }

    var time: Int
    var kind: Kind
    /// The test scheduler it arrived on (`main`, `background`, …), nil when none was running.
    var scheduler: String?
}

/// The subscriber of `m.expect(publisher)`: subscribes with unlimited demand (unless the test
/// says otherwise), writes down every event with the virtual time and the scheduler it
/// arrived on, and keeps a demand ledger.
final class TimelineRecorder<Input, Failure: Error>: Subscriber {
    private(set) var events: [RecordedEvent<Input>] = []
    /// The error the publisher failed with, as it was (an `errors:` map compares it with `==`).
    private(set) var error: Failure?
    private(set) var ledger = DemandLedger()
    /// Issue 20: the values that arrived after the completion (their indices among `events`),
    /// which Combine's contract forbids and `toBe` reports whatever the marbles say.
    private(set) var afterCompletion: [Int] = []
    /// How the publisher completed ("finished", "failed"), once it has.
    private(set) var completion: String?
    private var subscription: (any Subscription)?
    private let clock: VirtualClock
    /// What it asks for when it subscribes (unlimited unless the test says otherwise).
    private let initialDemand: Subscribers.Demand

    init(clock: VirtualClock, demand: Subscribers.Demand = .unlimited) {
        self.clock = clock
        self.initialDemand = demand
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        request(initialDemand)
    }

    /// More demand, as a subscriber that asks for values one batch at a time.
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none, let subscription else { return }
        ledger.request(demand)
        subscription.request(demand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if completion != nil { afterCompletion.append(events.count) }
        ledger.deliver(event: events.count)
        record(.value(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        subscription = nil
        switch completion {
        case .finished:
            self.completion = self.completion ?? "finished"
            record(.finished)
        case .failure(let error):
            self.completion = self.completion ?? "failed"
            self.error = error
            record(.failure(String(describing: error)))
        }
    }

    private func record(_ kind: RecordedEvent<Input>.Kind) {
        events.append(RecordedEvent(time: clock.now, kind: kind, scheduler: clock.runningScheduler))
    }

    /// The `!` of `subscribedAt:`.
    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}
