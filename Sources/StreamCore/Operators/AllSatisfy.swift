/// `allSatisfy(_:)`: emits `false` and finishes as soon as a value fails the predicate,
/// cancelling the upstream; emits `true` when the upstream finishes (an empty one included).
///
///     SequencePublisher(.values([.int(2), .int(3), .int(4)])).allSatisfy { $0 != .int(3) }
///     // Prints: false, then finished
final class AllSatisfyStage: ReducingStage {
    private let predicate: ValuePredicate

    init(downstream: any Subscriber, predicate: @escaping ValuePredicate) {
        self.predicate = predicate
        super.init(downstream: downstream, initial: .bool(true))
    }

    override func reduce(_ value: Value) throws(StreamError) -> Bool {
        guard try !predicate(value) else { return false }
        result = .bool(false)
        return true
    }
}

extension Publisher {
    public func allSatisfy(_ predicate: @escaping ValuePredicate) -> any Publisher {
        StagePublisher(self) { AllSatisfyStage(downstream: $0, predicate: predicate) }
    }
}
