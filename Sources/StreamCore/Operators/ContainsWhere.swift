/// `contains(where:)`: emits `true` and finishes as soon as a value matches, cancelling the
/// upstream; emits `false` when the upstream finishes without a match.
///
///     SequencePublisher(.values([.int(1), .int(4), .int(9)])).contains { $0 == .int(4) }
///     // Prints: true, then finished (9 is never requested)
final class ContainsWhereStage: ReducingStage {
    private let predicate: ValuePredicate

    init(downstream: any Subscriber, predicate: @escaping ValuePredicate) {
        self.predicate = predicate
        super.init(downstream: downstream, initial: .bool(false))
    }

    override func reduce(_ value: Value) throws(StreamError) -> Bool {
        guard try predicate(value) else { return false }
        result = .bool(true)
        return true
    }
}

extension Publisher {
    public func contains(where predicate: @escaping ValuePredicate) -> any Publisher {
        StagePublisher(self) { ContainsWhereStage(downstream: $0, predicate: predicate) }
    }
}
