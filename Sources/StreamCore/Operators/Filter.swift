/// `filter`: passes values the predicate accepts; a rejected value is replaced by demand for one more.
final class FilterStage: Stage {
    private let predicate: ValuePredicate

    init(downstream: any Subscriber, predicate: @escaping ValuePredicate) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { return try predicate(value) ? downstream.receive(value) : .max(1) } catch {
            fail(error)
            return .none
        }
    }
}

extension Publisher {
    public func filter(_ predicate: @escaping ValuePredicate) -> any Publisher {
        StagePublisher(self) { FilterStage(downstream: $0, predicate: predicate) }
    }
}
