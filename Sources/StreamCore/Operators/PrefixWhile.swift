/// `prefix(while:)`: passes values while the predicate holds; at the first value that fails
/// it, cancels the upstream and finishes (that value is not emitted).
///
/// Only values go through demand; the finish goes out at once, as in Combine.
///
///     SequencePublisher(.values([.int(1), .int(2), .int(5), .int(1)])).prefix { $0 != .int(5) }
///     // Prints: 1, 2, then finished
final class PrefixWhileStage: Stage {
    private let predicate: ValuePredicate

    init(downstream: any Subscriber, predicate: @escaping ValuePredicate) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            if try predicate(value) { return downstream.receive(value) }
        } catch {
            fail(error)
            return .none
        }
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(.finished)
        return .none
    }
}

extension Publisher {
    public func prefix(while predicate: @escaping ValuePredicate) -> any Publisher {
        StagePublisher(self) { PrefixWhileStage(downstream: $0, predicate: predicate) }
    }
}
