/// `fetch "quote" after 200ms`: URLSession's `dataTaskPublisher(for:)`, with a virtual network.
///
/// Cold: each subscriber makes its own request, which starts with the subscriber's first
/// demand (as the data task publisher resumes its task on the first `request(_:)`), answers
/// after the delay with one value and finishes, or fails (a `URLError`). Cancelling the
/// subscription cancels the request: nothing arrives after.
public final class FetchPublisher: Publisher {
    private let clock: VirtualClock
    private let delay: VirtualTime
    private let answer: Result<Value, StreamError>

    public init(clock: VirtualClock, delay: VirtualTime, answer: Result<Value, StreamError>) {
        self.clock = clock
        self.delay = Swift.max(0, delay)
        self.answer = answer
    }

    public func receive(subscriber: any Subscriber) {
        subscriber.receive(subscription: FetchRequest(downstream: subscriber, publisher: self))
    }

    fileprivate func start(_ request: FetchRequest) -> Cancellable {
        clock.scheduleTimer(at: clock.now.addingClamped(delay)) { [answer] in request.answered(answer) }
    }
}

/// One subscriber's request: not started until demand, then in flight until answered or cancelled.
final class FetchRequest: Subscription {
    private enum State {
        case waitingForDemand(FetchPublisher)
        case inFlight(Cancellable)
        case over
    }

    private var downstream: (any Subscriber)?
    private var state: State

    fileprivate init(downstream: any Subscriber, publisher: FetchPublisher) {
        self.downstream = downstream
        state = .waitingForDemand(publisher)
    }

    func request(_ demand: Demand) {
        guard demand.count > 0, case .waitingForDemand(let publisher) = state else { return }
        state = .inFlight(publisher.start(self))
    }

    func cancel() {
        if case .inFlight(let request) = state { request.cancel() }
        state = .over
        downstream = nil
    }

    /// The answer came: the value then finished (the demand that started it asked for it), or the failure.
    fileprivate func answered(_ answer: Result<Value, StreamError>) {
        guard case .inFlight = state, let downstream else { return }
        state = .over
        self.downstream = nil
        switch answer {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}
