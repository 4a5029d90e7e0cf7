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
        updateConduits { $0.append(conduit) }
        subscriber.receive(subscription: conduit)
    }

    public func send(_ value: Value) {
        // No completion check needed: completing empties `conduits`, and a subscriber
        // arriving after completion never gets a conduit, so a late `send` reaches no one.
        // One subscriber (the usual case) needs no snapshot, which saves a retain per value.
        if conduits.count == 1 { return conduits[0].offer(value) }
        // Iterate a snapshot: a subscriber may subscribe or cancel while receiving.
        for conduit in conduits { conduit.offer(value) }
    }

    public func send(completion: Completion) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finishing = conduits
        conduits = []
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
        updateConduits { list in
            if let index = list.firstIndex(where: { $0 === conduit }) { list.remove(at: index) }
        }
    }

    /// Mutates `conduits` through instantaneous accesses only: take the array out, change it,
    /// put it back. A long `conduits.append(…)` access is one the optimiser cannot prove free
    /// of overlap, and it would then check exclusivity at run time on every `send` (a third of
    /// the cost of a value's trip through a short chain). Taking it out keeps the buffer
    /// uniquely referenced, so the change is still made in place.
    private func updateConduits(_ change: (inout [Conduit]) -> Void) {
        var list = conduits
        conduits = []
        change(&list)
        conduits = list
    }
}
