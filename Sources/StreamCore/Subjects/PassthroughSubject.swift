/// A hot source with no memory: subscribers see only what is sent after they subscribe.
///
/// A value sent to a subscriber without demand is dropped for that subscriber; a subscriber
/// arriving after completion receives only the completion; `send` after completion is ignored.
///
/// As in Combine, an upstream attached with `send(subscription:)` (a `multicast` connection)
/// is asked for values only once some subscriber of the subject has demand: a synchronous
/// upstream connected before anyone subscribed waits for its first subscriber.
public final class PassthroughSubject: Subject {
    private var conduits: [Conduit] = []
    public private(set) var completion: Completion?
    private var hasAnyDownstreamDemand = false
    /// Upstreams waiting for the first downstream demand.
    private var waitingUpstreams: [any Subscription] = []

    public init() {}

    public var subscriberCount: Int { conduits.count }

    public func receive(subscriber: any Subscriber) {
        if let completion {
            subscriber.receiveTerminal(completion)
            return
        }
        let conduit = Conduit(downstream: subscriber, onFirstDemand: { [weak self] in self?.acknowledgeDemand() },
                              onCancel: { [weak self] in self?.remove($0) })
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
    }

    public func send(_ value: Value) {
        guard completion == nil else { return }
        // Iterate a snapshot: a subscriber may subscribe or cancel while receiving.
        for conduit in conduits { conduit.offer(value) }
    }

    public func send(completion: Completion) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finishing = conduits
        conduits.removeAll()
        for conduit in finishing { conduit.finish(completion) }
    }

    public func send(subscription: any Subscription) {
        if hasAnyDownstreamDemand {
            subscription.request(.unlimited)
        } else {
            waitingUpstreams.append(subscription)
        }
    }

    private func acknowledgeDemand() {
        guard !hasAnyDownstreamDemand else { return }
        hasAnyDownstreamDemand = true
        let upstreams = waitingUpstreams
        waitingUpstreams.removeAll()
        for upstream in upstreams { upstream.request(.unlimited) }
    }

    private func remove(_ conduit: Conduit) {
        conduits.removeAll { $0 === conduit }
    }
}
