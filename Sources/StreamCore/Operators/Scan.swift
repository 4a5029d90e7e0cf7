/// `scan`: emits every intermediate accumulation.
final class ScanStage: Stage {
    private var accumulated: Value
    private let accumulate: Accumulator

    init(downstream: any Subscriber, initial: Value, accumulate: @escaping Accumulator) {
        self.accumulated = initial
        self.accumulate = accumulate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            accumulated = try accumulate(accumulated, value)
            return downstream.receive(accumulated)
        } catch {
            fail(error)
            return .none
        }
    }
}

extension Publisher {
    public func scan(_ initial: Value, _ accumulate: @escaping Accumulator) -> any Publisher {
        StagePublisher(self) { ScanStage(downstream: $0, initial: initial, accumulate: accumulate) }
    }
}
