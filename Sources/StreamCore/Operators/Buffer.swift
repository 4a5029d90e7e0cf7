/// `buffer [n]`: asks its upstream for everything up front, keeps up to `n` values (newest
/// dropped when full) in a `DemandGate` and hands them on as the downstream asks.
///
/// As in Combine, `finished` goes out only while the downstream has outstanding demand: an
/// empty stream does not finish towards a subscriber with zero demand, and a finish that
/// follows the last value the subscriber asked for waits for its next request.
///
/// Put in front of `flatMap max 1`, it turns "values lost while an inner runs" into "values
/// processed in order".
final class BufferStage: Stage {
    private let gate: DemandGate

    init(downstream: any Subscriber, capacity: Int, memory: RecordingBudget? = nil) {
        gate = DemandGate(downstream: downstream, capacity: capacity, completionRule: .whileDemandOutstanding,
                          memory: memory)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        upstream = subscription
        // As Combine does, the upstream is asked before the subscription is passed down: a
        // synchronous upstream fills the buffer (and may finish) before anyone downstream asks.
        subscription.request(.unlimited)
        downstream.receive(subscription: self)
    }

    override func request(_ demand: Demand) { gate.request(demand) }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        gate.send(value)
        return .none
    }

    override func deliver(_ completion: Completion) { gate.finish(completion) }

    override func cancel() {
        gate.cancel()
        super.cancel()
    }
}

extension Publisher {
    public func buffer(size: Int, memory: RecordingBudget? = nil) -> any Publisher {
        StagePublisher(self) { BufferStage(downstream: $0, capacity: size, memory: memory) }
    }
}
