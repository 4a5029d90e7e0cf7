import OpenCombine

/// The time of a hand-driven OpenCombine scenario: the test sets `now` before each action,
/// in the order a StreamLab script runs them.
final class HandClock {
    var now = 0
}

/// An OpenCombine subscriber that records its lane as `Playground.events` does ("^@0",
/// "5@100", "|@300", "#boom@300") and returns demand as a Swift developer's custom subscriber
/// would: `initial` at subscription, then `perValue` from every `receive(_:)`.
final class DemandLane<Input, Failure: Error>: OpenCombine.Subscriber, OpenCombine.Cancellable {
    private let clock: HandClock
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand
    private let literal: (Input) -> String
    private var subscription: (any OpenCombine.Subscription)?
    private(set) var events: [String] = []

    init(_ clock: HandClock, initial: Subscribers.Demand, perValue: Subscribers.Demand = .none,
         literal: @escaping (Input) -> String = { "\($0)" }) {
        self.clock = clock
        self.initial = initial
        self.perValue = perValue
        self.literal = literal
    }

    func receive(subscription: any OpenCombine.Subscription) {
        self.subscription = subscription
        events.append("^@\(clock.now)")
        if initial > .none { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append("\(literal(input))@\(clock.now)")
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: events.append("|@\(clock.now)")
        case .failure(let error): events.append("#\(error)@\(clock.now)")
        }
        subscription = nil
    }

    /// `request NAME N`.
    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

    func cancel() {
        guard let subscription else { return }
        events.append("!@\(clock.now)")
        self.subscription = nil
        subscription.cancel()
    }
}
