/// Shared plumbing for operators with several upstreams (`merge`, `combineLatest`, `zip`) and
/// for inner publishers (`flatMap`, `switchToLatest`): one small subscriber per upstream that
/// reports to its owner with its index.
final class IndexedSubscriber: Subscriber, Cancellable, MemoryBudgeted {
    let index: Int
    /// The budget the stages upstream of it hold values against (its owner's, when set).
    var memory: RecordingBudget?
    private(set) var subscription: (any Subscription)?
    private var isTerminated = false
    private let onValue: (Int, Value) -> Demand
    private let onCompletion: (Int, Completion) -> Void
    private let initialDemand: Demand

    init(index: Int, initialDemand: Demand = .unlimited,
         onValue: @escaping (Int, Value) -> Demand, onCompletion: @escaping (Int, Completion) -> Void) {
        self.index = index
        self.initialDemand = initialDemand
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        if initialDemand.count > 0 { subscription.request(initialDemand) }
    }

    func receive(_ value: Value) -> Demand {
        isTerminated ? .none : onValue(index, value)
    }

    func receive(completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        subscription = nil
        onCompletion(index, completion)
    }

    func request(_ demand: Demand) { subscription?.request(demand) }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}

/// A publisher over several upstreams whose subscription is a `MultiUpstreamSubscription`.
final class MultiUpstreamPublisher: Publisher {
    private let upstreams: [any Publisher]
    private let makeSubscription: (any Subscriber, Int) -> MultiUpstreamSubscription

    init(_ upstreams: [any Publisher], makeSubscription: @escaping (any Subscriber, Int) -> MultiUpstreamSubscription) {
        self.upstreams = upstreams
        self.makeSubscription = makeSubscription
    }

    func receive(subscriber: any Subscriber) {
        let subscription = makeSubscription(subscriber, upstreams.count)
        subscriber.receive(subscription: subscription)
        subscription.subscribe(to: upstreams)
    }
}

/// Base of `merge`, `combineLatest` and `zip`: subscribes to every upstream in order, ends
/// at once on the first failure (cancelling the others), and lets subclasses decide values
/// and when to finish.
class MultiUpstreamSubscription: Subscription {
    final let downstream: any Subscriber
    /// Values beyond the downstream's demand wait here (merge, combineLatest).
    final let gate: DemandGate
    final var children: [IndexedSubscriber] = []
    final var finishedFlags: [Bool]
    final var isTerminated = false

    init(downstream: any Subscriber, count: Int, memory: RecordingBudget? = nil) {
        self.downstream = downstream
        self.gate = DemandGate(downstream: downstream, memory: memory)
        self.finishedFlags = Array(repeating: false, count: count)
    }

    /// What each upstream is asked for when subscribed; merge and combineLatest ask for
    /// everything and keep what the downstream has not requested in `gate`.
    var initialChildDemand: Demand { .unlimited }

    final func subscribe(to upstreams: [any Publisher]) {
        children = upstreams.indices.map { index in
            IndexedSubscriber(
                index: index,
                initialDemand: initialChildDemand,
                onValue: { [weak self] index, value in self?.receive(value, from: index) ?? .none },
                onCompletion: { [weak self] index, completion in self?.receive(completion, from: index) }
            )
        }
        for (upstream, child) in zip(upstreams, children) where !isTerminated {
            upstream.receive(subscriber: child)
        }
        if upstreams.isEmpty { end(.finished) }
    }

    func receive(_ value: Value, from index: Int) -> Demand { .none }

    func receive(_ completion: Completion, from index: Int) {
        guard !isTerminated else { return }
        switch completion {
        case .failure:
            end(completion)
        case .finished:
            finishedFlags[index] = true
            upstreamFinished(index)
        }
    }

    /// Called when upstream `index` finished; the default finishes once all have.
    func upstreamFinished(_ index: Int) {
        if finishedFlags.allSatisfy({ $0 }) { end(.finished) }
    }

    /// Ends the stream: cancels every upstream still running, then tells the downstream
    /// (after the values it has not yet asked for, when finishing).
    final func end(_ completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        for child in children { child.cancel() }
        gate.finish(completion)
    }

    func request(_ demand: Demand) { gate.request(demand) }

    func cancel() {
        gate.cancel()
        guard !isTerminated else { return }
        isTerminated = true
        for child in children { child.cancel() }
    }

    final func emit(_ value: Value) {
        guard !isTerminated else { return }
        gate.send(value)
    }
}

/// `merge b, c`: interleaves values in time order; finishes when every upstream has.
final class MergeSubscription: MultiUpstreamSubscription {
    override func receive(_ value: Value, from index: Int) -> Demand {
        emit(value)
        return .none
    }
}

/// `combineLatest b`: once every upstream has a value, emits a tuple of the latest values on
/// each change; finishes when every upstream has finished.
final class CombineLatestSubscription: MultiUpstreamSubscription {
    private var latest: [Value?]

    override init(downstream: any Subscriber, count: Int, memory: RecordingBudget? = nil) {
        latest = Array(repeating: nil, count: count)
        super.init(downstream: downstream, count: count, memory: memory)
    }

    override func receive(_ value: Value, from index: Int) -> Demand {
        latest[index] = value
        let all = latest.compactMap { $0 }
        guard all.count == latest.count else { return .none }
        do throws(StreamError) {
            emit(try ValueLimits.list(all, tuple: true))
        } catch {
            end(.failure(error))
        }
        return .none
    }
}

/// `zip b`: pairs values by index; finishes as soon as an upstream has finished and every
/// value it sent has been paired (no further tuple can be formed).
///
/// As in Combine, downstream demand is passed to every upstream, so zip never emits more
/// tuples than requested (behind `flatMap max 1`, a subject's extra values are dropped).
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
            let more = downstream.receive(paired)
            if more.count > 0 { for child in children { child.request(more) } }
            finishIfExhausted()
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
