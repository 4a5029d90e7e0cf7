/// `switchToLatest`: the upstream emits publishers; a new one cancels the previous inner at
/// once. Finishes when the upstream has finished and the last inner has finished.
///
/// Downstream demand goes to the current inner; a new inner is asked for what is outstanding.
final class SwitchToLatestStage: Stage {
    private var current: IndexedSubscriber?
    private var generation = 0
    private var upstreamFinished = false
    private var demand = Demand.none

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if !isTerminated { subscription.request(.unlimited) }
    }

    override func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0 else { return }
        self.demand += demand
        current?.request(demand)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        guard case .publisher(let box) = value else {
            fail(StreamError("switchToLatest needs a stream of publishers, got \(value.kindName) (\(value.literal)); make one with map { … }"))
            return .none
        }
        current?.cancel()
        generation += 1
        let child = IndexedSubscriber(
            index: generation,
            initialDemand: demand,
            onValue: { [weak self] index, value in
                guard let self, !self.isTerminated, index == self.generation else { return .none }
                self.demand -= 1
                let more = self.downstream.receive(value)
                self.demand += more
                return more
            },
            onCompletion: { [weak self] index, completion in self?.innerCompleted(index, completion) }
        )
        current = child
        box.publisher.receive(subscriber: child)
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
        if current == nil { finish(.finished) }
    }

    private func innerCompleted(_ index: Int, _ completion: Completion) {
        guard !isTerminated, index == generation else { return }
        current = nil
        if case .failure(let error) = completion {
            fail(error)
        } else if upstreamFinished {
            finish(.finished)
        }
    }

    override func didTerminate() {
        current?.cancel()
        current = nil
    }
}

extension Publisher {
    public func switchToLatest() -> any Publisher {
        StagePublisher(self) { SwitchToLatestStage(downstream: $0) }
    }
}
