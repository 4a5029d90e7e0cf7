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

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
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
