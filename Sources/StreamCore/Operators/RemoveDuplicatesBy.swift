/// Decides whether `value` duplicates the value received just before it.
public typealias DuplicatePredicate = (_ previous: Value, _ value: Value) throws(StreamError) -> Bool

/// `removeDuplicates(by:)`: drops a value the predicate calls a duplicate of the previous one.
///
/// As in Combine, `previous` is the previous value *received*, whether or not it was emitted:
/// with "duplicate when closer than 2", 1, 2, 3 emits only 1 (2 is close to 1, 3 is close to
/// 2). A dropped value is replaced by demand for one more.
///
///     // 1, 2, 3, 7 with "a duplicate when closer than 2 to the previous value"
///     // Prints: 1, 7, then finished
final class RemoveDuplicatesByStage: Stage {
    private let isDuplicate: DuplicatePredicate
    private var previous: Value?

    init(downstream: any Subscriber, isDuplicate: @escaping DuplicatePredicate) {
        self.isDuplicate = isDuplicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        let last = previous
        previous = value
        guard let last else { return downstream.receive(value) }
        do {
            return try isDuplicate(last, value) ? .max(1) : downstream.receive(value)
        } catch {
            fail(error)
            return .none
        }
    }
}

extension Publisher {
    public func removeDuplicates(by isDuplicate: @escaping DuplicatePredicate) -> any Publisher {
        StagePublisher(self) { RemoveDuplicatesByStage(downstream: $0, isDuplicate: isDuplicate) }
    }
}
