/// `last [predicate]`: emits the last (matching) value when the upstream finishes.
final class LastStage: AccumulatingStage {
    private let predicate: ValuePredicate?
    private var last: Value?

    init(downstream: any Subscriber, predicate: ValuePredicate?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { if try predicate?(value) ?? true { last = value } } catch { fail(error) }
        return .none
    }

    override func receive(completion: Completion) {
        if case .finished = completion { emitAndFinish(last) } else { finish(completion) }
    }
}

extension Publisher {
    public func last(where predicate: ValuePredicate? = nil) -> any Publisher {
        StagePublisher(self) { LastStage(downstream: $0, predicate: predicate) }
    }
}
