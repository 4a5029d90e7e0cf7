/// `drop(while:)`: drops values while the predicate holds; from the first value that fails it
/// on, passes everything (the predicate is not asked again).
///
/// A dropped value is replaced by demand for one more, so the downstream still gets as many
/// values as it asked for.
///
///     SequencePublisher(.values([.int(1), .int(2), .int(5), .int(1)])).drop { $0 != .int(5) }
///     // Prints: 5, 1, then finished
final class DropWhileStage: Stage {
    private var predicate: ValuePredicate?

    init(downstream: any Subscriber, predicate: @escaping ValuePredicate) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if let predicate {
            do {
                if try predicate(value) { return .max(1) }
            } catch {
                fail(error)
                return .none
            }
            self.predicate = nil
        }
        return downstream.receive(value)
    }
}

extension Publisher {
    public func drop(while predicate: @escaping ValuePredicate) -> any Publisher {
        StagePublisher(self) { DropWhileStage(downstream: $0, predicate: predicate) }
    }
}
