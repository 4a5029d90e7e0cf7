/// `zip b`: pairs values by index; finishes as soon as an upstream has finished and every
/// value it sent has been paired (no further tuple can be formed).
///
/// As in Combine, a downstream request is passed to every upstream, so zip never emits more
/// tuples than requested (behind `flatMap max 1`, a subject's extra values are dropped); the
/// demand returned for a tuple goes only to the upstream that completed it.
final class ZipSubscription: MultiUpstreamSubscription {
    /// Each upstream's values not yet paired (a queue: taking one is O(1)).
    private var queues: [ValueQueue]
    /// The unpaired values, counted against the session's memory budget.
    private var held: HeldValues
    /// Demand requested before the upstreams were subscribed.
    private var requested = Demand.none

    override init(downstream: any Subscriber, count: Int, memory: RecordingBudget? = nil) {
        queues = Array(repeating: ValueQueue(), count: count)
        held = HeldValues(budget: memory)
        super.init(downstream: downstream, count: count, memory: memory)
    }

    override var initialChildDemand: Demand { requested }

    override func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0 else { return }
        if children.isEmpty { requested += demand }
        for child in children { child.request(demand) }
    }

    override func receive(_ value: Value, from index: Int) -> Demand {
        guard held.hold(value) else { return .none }
        queues[index].append(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            let tuple = queues.indices.map { queues[$0].popFirst()! }
            for value in tuple { held.release(value) }
            guard !isTerminated else { return .none }
            let paired: Value
            do throws(StreamError) {
                paired = try ValueLimits.list(tuple, tuple: true)
            } catch {
                end(.failure(error))
                return .none
            }
            // What the downstream returns for a tuple goes back only to the upstream whose value
            // completed it, as receive's result; the others are not asked (OpenCombine 0.14's
            // Zip, `processValue`; PerValueDemandDifferentialTests.throughZip).
            let more = downstream.receive(paired)
            finishIfExhausted()
            return more
        }
        return .none
    }

    override func upstreamFinished(_ index: Int) { finishIfExhausted() }

    override func cancel() {
        super.cancel()
        dropQueues()
    }

    deinit { held.releaseAll() }

    private func finishIfExhausted() {
        for index in queues.indices where finishedFlags[index] && queues[index].isEmpty {
            end(.finished)
            dropQueues()
            return
        }
    }

    /// No tuple can be formed any more: what is left unpaired is let go.
    private func dropQueues() {
        for index in queues.indices { queues[index].removeAll() }
        held.releaseAll()
    }
}

extension Publisher {
    public func zip(_ others: [any Publisher], memory: RecordingBudget? = nil) -> any Publisher {
        MultiUpstreamPublisher([self] + others) { ZipSubscription(downstream: $0, count: $1, memory: memory) }
    }
}
