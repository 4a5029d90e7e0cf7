/// Makes the inner publisher for one outer value; a thrown error fails the whole stream.
public typealias PublisherTransform = (Value) throws(StreamError) -> any Publisher

/// `flatMap [max n] { … }`: subscribes to an inner publisher per outer value and interleaves
/// their values.
///
/// It asks its upstream for `maxPublishers` values and one more each time an inner finishes —
/// so directly on a subject, values that arrive while `max 1` inner runs are dropped (the
/// subject sees no demand); behind `buffer` they wait their turn. Finishes when the upstream
/// and every inner have finished; any failure ends everything at once.
final class FlatMapStage: Stage {
    private let maxPublishers: Demand
    private let transform: PublisherTransform
    private var inners: [Int: IndexedSubscriber] = [:]
    private var nextInnerIndex = 0
    private var upstreamFinished = false
    /// Inner values beyond the downstream's demand wait here.
    private lazy var gate = DemandGate(downstream: downstream)

    init(downstream: any Subscriber, maxPublishers: Demand, transform: @escaping PublisherTransform) {
        self.maxPublishers = maxPublishers
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if !isTerminated { subscription.request(maxPublishers) }
    }

    override func request(_ demand: Demand) { gate.request(demand) }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        let inner: any Publisher
        do { inner = try transform(value) } catch {
            fail(error)
            return .none
        }
        let index = nextInnerIndex
        nextInnerIndex += 1
        let child = IndexedSubscriber(
            index: index,
            onValue: { [weak self] _, value in
                guard let self, !self.isTerminated else { return .none }
                self.gate.send(value)
                return .none
            },
            onCompletion: { [weak self] index, completion in self?.innerCompleted(index, completion) }
        )
        inners[index] = child
        inner.receive(subscriber: child)
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        if case .failure = completion {
            finish(completion)
            return
        }
        upstreamFinished = true
        upstream = nil
        if inners.isEmpty { finish(.finished) }
    }

    private func innerCompleted(_ index: Int, _ completion: Completion) {
        guard !isTerminated else { return }
        inners[index] = nil
        if case .failure(let error) = completion {
            fail(error)
            return
        }
        if upstreamFinished {
            if inners.isEmpty { finish(.finished) }
        } else if !maxPublishers.isUnlimited {
            upstream?.request(.max(1))
        }
    }

    override func deliver(_ completion: Completion) { gate.finish(completion) }

    override func cancel() {
        gate.cancel()
        super.cancel()
    }

    override func didTerminate() {
        let running = inners.values
        inners.removeAll()
        for inner in running { inner.cancel() }
    }
}

extension Completion {
    var error: StreamError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
