/// Makes the inner publisher for one outer value; a thrown error fails the whole stream.
public typealias PublisherTransform = (Value) throws(StreamError) -> any Publisher

/// `flatMap [max n] { … }`: subscribes to an inner publisher per outer value and interleaves
/// their values.
///
/// It asks its upstream for `maxPublishers` values and one more each time an inner finishes —
/// so directly on a subject, values that arrive while `max 1` inner runs are dropped (the
/// subject sees no demand); behind `buffer` they wait their turn. Finishes when the upstream
/// and every inner have finished; any failure ends everything at once.
///
/// Demand follows Combine's flatMap: with unlimited downstream demand every inner is asked
/// for everything; otherwise each inner is asked for one value at a time, and a value that
/// arrives without downstream demand waits (one per inner) until the next request, which
/// then asks that inner for one more. So a hot inner's values beyond that are lost.
final class FlatMapStage: Stage {
    private let maxPublishers: Demand
    private let transform: PublisherTransform
    private var inners: [Int: IndexedSubscriber] = [:]
    private var nextInnerIndex = 0
    private var upstreamFinished = false
    private var demand = Demand.none
    /// Inner values that arrived without downstream demand, with the inner they came from.
    private var waiting: [(inner: Int, value: Value)] = []
    /// The waiting values, counted against the session's memory budget.
    private lazy var held = HeldValues(budget: memory)
    /// True while handing a value downstream: a request made from inside only adds demand.
    private var isDelivering = false
    /// True while asking an inner for one more: what it sends at once joins the queue, so
    /// values keep their order.
    private var isRequestingInner = false

    init(downstream: any Subscriber, maxPublishers: Demand, transform: @escaping PublisherTransform) {
        self.maxPublishers = maxPublishers
        self.transform = transform
        super.init(downstream: downstream)
    }

    deinit { held.releaseAll() }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if !isTerminated { subscription.request(maxPublishers) }
    }

    override func request(_ more: Demand) {
        guard more.count > 0 else { return }
        if isDelivering {
            demand += more
            return
        }
        guard !isTerminated else { return }
        if more.isUnlimited {
            demand = .unlimited
            let kept = waiting
            waiting.removeAll()
            held.releaseAll()
            for item in kept { send(item.value) }
            for inner in inners.values { inner.request(.unlimited) }
        } else {
            demand += more
            while !isTerminated, !waiting.isEmpty, demand.count > 0 {
                let item = waiting.removeFirst()
                held.release(item.value)
                demand -= 1
                send(item.value)
                isRequestingInner = true
                inners[item.inner]?.request(.max(1))
                isRequestingInner = false
            }
        }
        finishIfDone()
    }

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
            initialDemand: demand.isUnlimited ? .unlimited : .max(1),
            onValue: { [weak self] index, value in self?.innerValue(value, from: index) ?? .none },
            onCompletion: { [weak self] index, completion in self?.innerCompleted(index, completion) }
        )
        child.memory = memory
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
        finishIfDone()
    }

    private func innerValue(_ value: Value, from index: Int) -> Demand {
        guard !isTerminated else { return .none }
        if demand.isUnlimited {
            send(value)
            return .none
        }
        guard demand.count > 0, !isRequestingInner else {
            if held.hold(value) { waiting.append((index, value)) }
            return .none
        }
        demand -= 1
        send(value)
        return .max(1)
    }

    private func send(_ value: Value) {
        isDelivering = true
        let more = downstream.receive(value)
        isDelivering = false
        demand += more
    }

    private func innerCompleted(_ index: Int, _ completion: Completion) {
        guard !isTerminated else { return }
        inners[index] = nil
        if case .failure(let error) = completion {
            fail(error)
            return
        }
        finishIfDone()
        if !isTerminated, !upstreamFinished, !maxPublishers.isUnlimited {
            upstream?.request(.max(1))
        }
    }

    /// Finishes once the upstream and every inner have, and no value waits.
    private func finishIfDone() {
        guard !isTerminated, upstreamFinished, inners.isEmpty, waiting.isEmpty else { return }
        finish(.finished)
    }

    override func didTerminate() {
        waiting.removeAll()
        let running = inners.values
        inners.removeAll()
        for inner in running { inner.cancel() }
    }
}

extension Publisher {
    public func flatMap(maxPublishers: Demand = .unlimited,
                        _ transform: @escaping PublisherTransform) -> any Publisher {
        StagePublisher(self) { FlatMapStage(downstream: $0, maxPublishers: maxPublishers, transform: transform) }
    }
}
