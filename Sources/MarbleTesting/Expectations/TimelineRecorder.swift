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
}

/// The subscriber of `m.expect(publisher)`: subscribes with unlimited demand and writes
/// down every event with the virtual time it arrived at.
final class TimelineRecorder<Input, Failure: Error>: Subscriber {
    private(set) var events: [RecordedEvent<Input>] = []
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
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    /// More demand, as a subscriber that asks for values one batch at a time.
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        subscription?.request(demand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append(RecordedEvent(time: clock.now, kind: .value(input)))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        subscription = nil
        switch completion {
        case .finished:
            events.append(RecordedEvent(time: clock.now, kind: .finished))
        case .failure(let error):
            events.append(RecordedEvent(time: clock.now, kind: .failure(String(describing: error))))
        }
    }

    /// The `!` of `subscribedAt:`.
    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}
