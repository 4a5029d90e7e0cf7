/// `ignoringDemand`: a publisher that breaks Combine's demand contract on purpose, for
/// teaching and for testing the subscribers and checks that should notice.
///
/// Combine's contract is that "a publisher can't send elements until the subscriber attaches
/// and asks for them" (Apple, *Processing Published Elements with Subscribers*). This stage
/// asks its upstream for `.unlimited` once and hands every value on, whatever its downstream
/// requested. It still counts that demand (requests plus what each `receive(_:)` returns), so
/// it can say when a value goes out beyond it.
///
/// What receives the extra value decides what happens, as in OpenCombine 0.14: its
/// `Subscribers.Sink.receive(_:)` calls `receiveValue` without looking at demand, and its
/// operators forward the value on; a `buffer` downstream holds it until someone asks, so
/// the contract is whole again after it.
final class IgnoringDemandStage: Stage {
    /// What the downstream has asked for and not yet received.
    private var outstanding: Demand = .none
    /// How many values went out with no demand outstanding.
    private(set) var sentBeyondDemand = 0
    private let onBeyondDemand: (_ total: Int) -> Void

    init(downstream: any Subscriber, onBeyondDemand: @escaping (_ total: Int) -> Void) {
        self.onBeyondDemand = onBeyondDemand
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        upstream = subscription
        downstream.receive(subscription: self)
        // Asked after the downstream has its subscription, so a synchronous upstream's values
        // find a subscriber to (mis)deliver to.
        if !isTerminated { subscription.request(.unlimited) }
    }

    /// Noted, never passed up: the upstream already has all it could ask for.
    override func request(_ demand: Demand) { outstanding += demand }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if outstanding > .none {
            outstanding -= 1
        } else {
            sentBeyondDemand += 1
            onBeyondDemand(sentBeyondDemand)
        }
        outstanding += downstream.receive(value)
        return .none
    }
}

extension Publisher {
    /// Passes every value on whatever the downstream asked for; `onBeyondDemand` is told the
    /// running total each time a value goes out with no demand outstanding.
    public func ignoringDemand(onBeyondDemand: @escaping (_ total: Int) -> Void = { _ in }) -> any Publisher {
        StagePublisher(self) { IgnoringDemandStage(downstream: $0, onBeyondDemand: onBeyondDemand) }
    }
}
