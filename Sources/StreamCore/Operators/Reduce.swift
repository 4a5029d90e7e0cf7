/// `reduce initial, body`: emits the final accumulation when the upstream finishes.
final class ReduceStage: AccumulatingStage {
    private var accumulated: Value
    private let accumulate: Accumulator

    init(downstream: any Subscriber, initial: Value, accumulate: @escaping Accumulator) {
        self.accumulated = initial
        self.accumulate = accumulate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { accumulated = try accumulate(accumulated, value) } catch { fail(error) }
        return .none
    }

    override func receive(completion: Completion) {
        if case .finished = completion { emitAndFinish(accumulated) } else { finish(completion) }
    }
}

extension Publisher {
    public func reduce(_ initial: Value, _ accumulate: @escaping Accumulator) -> any Publisher {
        StagePublisher(self) { ReduceStage(downstream: $0, initial: initial, accumulate: accumulate) }
    }
}
