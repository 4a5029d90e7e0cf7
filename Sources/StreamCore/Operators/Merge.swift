/// `merge b, c`: interleaves values in time order; finishes when every upstream has.
final class MergeSubscription: MultiUpstreamSubscription {
    override func receive(_ value: Value, from index: Int) -> Demand {
        emit(value)
        return .none
    }
}

extension Publisher {
    /// - Parameter memory: when given, the values kept for a downstream that has not asked
    ///   for them count against it (so do `zip`'s unpaired values and `buffer`'s queue).
    public func merge(with others: [any Publisher], memory: RecordingBudget? = nil) -> any Publisher {
        MultiUpstreamPublisher([self] + others) { MergeSubscription(downstream: $0, count: $1, memory: memory) }
    }
}
