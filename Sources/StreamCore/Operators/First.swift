/// `first [predicate]`: emits the first (matching) value, finishes, cancels the upstream.
final class FirstStage: AccumulatingStage {
    private let predicate: ValuePredicate?

    init(downstream: any Subscriber, predicate: ValuePredicate?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            guard try predicate?(value) ?? true else { return .none }
        } catch {
            fail(error)
            return .none
        }
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        emitAndFinish(value)
        return .none
    }
}

extension Publisher {
    public func first(where predicate: ValuePredicate? = nil) -> any Publisher {
        StagePublisher(self) { FirstStage(downstream: $0, predicate: predicate) }
    }
}
