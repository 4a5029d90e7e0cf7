/// `last [predicate]`: emits the last (matching) value when the upstream finishes.
final class LastStage: AccumulatingStage {
    private let predicate: ValuePredicate?
    private var last: Value?
    private lazy var held = HeldValues(budget: memory)

    init(downstream: any Subscriber, predicate: ValuePredicate?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    deinit { held.releaseAll() }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            guard try predicate?(value) ?? true else { return .none }
            held.releaseAll()
            last = held.hold(value) ? value : nil
        } catch { fail(error) }
        return .none
    }

    override func receive(completion: Completion) {
        held.releaseAll()
        if case .finished = completion { emitAndFinish(last) } else { finish(completion) }
    }
}

extension Publisher {
    public func last(where predicate: ValuePredicate? = nil) -> any Publisher {
        StagePublisher(self) { LastStage(downstream: $0, predicate: predicate) }
    }
}
