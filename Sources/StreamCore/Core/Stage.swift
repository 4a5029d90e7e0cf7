/// The common shape of an operator's subscription: a subscriber to its upstream and a
/// subscription for its downstream.
///
/// Subclasses override the three `receive` methods they care about. Terminal events are
/// forwarded once; after a terminal event or a cancel, everything else is ignored.
class Stage: Subscriber, Subscription, MemoryBudgeted {
    final let downstream: any Subscriber
    /// The session's memory budget, which values this stage holds count against (`HeldValues`).
    final let memory: RecordingBudget?
    final var upstream: (any Subscription)?
    /// True once the stage has finished, failed or been cancelled.
    final var isTerminated = false

    init(downstream: any Subscriber) {
        self.downstream = downstream
        memory = (downstream as? any MemoryBudgeted)?.memory
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        return downstream.receive(value)
    }

    func receive(completion: Completion) {
        finish(completion)
    }

    func request(_ demand: Demand) {
        upstream?.request(demand)
    }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        didTerminate()
    }

    /// Sends `completion` downstream once and lets go of the upstream.
    final func finish(_ completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        upstream = nil
        didTerminate()
        deliver(completion)
    }

    /// Hands the completion to the downstream; gated stages let waiting values go first.
    func deliver(_ completion: Completion) {
        downstream.receive(completion: completion)
    }

    /// Fails the stream because a value could not be processed: cancels the upstream first.
    final func fail(_ error: StreamError) {
        guard !isTerminated else { return }
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(.failure(error))
    }

    /// Hands `value` on at `time` through the clock (`delay`, `timeout`), passing any demand
    /// the downstream adds back to the upstream; nothing happens if the stage ended meanwhile.
    final func deliver(_ value: Value, at time: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) {
        clock.schedule(at: time, on: queue) { [weak self] in
            guard let self, !self.isTerminated else { return }
            let more = self.downstream.receive(value)
            if more.count > 0 { self.upstream?.request(more) }
        }
    }

    /// Hook for stages holding timers or inner subscriptions to release them.
    func didTerminate() {}
}

/// A publisher built from an upstream and a factory for its stage — the shape of most operators.
final class StagePublisher: Publisher {
    private let upstream: any Publisher
    private let makeStage: (any Subscriber) -> Stage

    init(_ upstream: any Publisher, makeStage: @escaping (any Subscriber) -> Stage) {
        self.upstream = upstream
        self.makeStage = makeStage
    }

    func receive(subscriber: any Subscriber) {
        upstream.receive(subscriber: makeStage(subscriber))
    }
}
