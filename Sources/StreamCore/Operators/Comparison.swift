/// `min()` and `max()`: emit the smallest or largest value once the upstream finishes, and
/// nothing (only the finish) for an empty upstream.
///
/// Combine offers them only when `Output: Comparable`, so a stream mixing kinds, or of a kind
/// Swift cannot compare, fails with a message saying Swift would not compile it. Ties keep
/// the earlier value.
///
///     SequencePublisher(.values([.int(3), .int(1), .int(2)])).min()
///     // Prints: 1, then finished
final class ComparisonStage: ReducingStage {
    enum Extreme: String { case min, max }

    private let extreme: Extreme

    init(downstream: any Subscriber, extreme: Extreme) {
        self.extreme = extreme
        super.init(downstream: downstream, initial: nil)
    }

    override func reduce(_ value: Value) throws(StreamError) -> Bool {
        guard value.isComparable else { throw typeError(value.swiftTypeName + ", which is not Comparable") }
        guard let current = result else {
            result = value
            return false
        }
        // Combine's max() is max(by: <) and min() is max(by: >): the new value replaces the
        // kept one only when strictly greater (smaller), so ties keep the earlier value.
        let replaces = extreme == .max ? Value.comparableLess(current, value) : Value.comparableLess(value, current)
        guard let replaces else { throw typeError("\(current.swiftTypeName) and \(value.swiftTypeName)") }
        if replaces { result = value }
        return false
    }

    private func typeError(_ types: String) -> StreamError {
        let name = extreme.rawValue
        return StreamError("\(name) compares values of one comparable type; Swift would not compile \(name)() over \(types)")
    }
}

extension Publisher {
    public func min() -> any Publisher {
        StagePublisher(self) { ComparisonStage(downstream: $0, extreme: .min) }
    }

    public func max() -> any Publisher {
        StagePublisher(self) { ComparisonStage(downstream: $0, extreme: .max) }
    }
}
