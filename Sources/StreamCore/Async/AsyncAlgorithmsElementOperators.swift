/// AsyncAlgorithms 1.1's element-wise operators that keep a little state between elements,
/// built on `AsyncElementOperator` (the consumer's own task, no extra hop): `compacted`,
/// `adjacentPairs`, `reductions`.
extension AsyncSequenceModel {
    /// `compacted()` (`AsyncCompactedSequence`): a `nil` element is skipped.
    public func compacted() -> any AsyncSequenceModel {
        AsyncElementOperator(self) { .init { value in value == .null ? .skip : .emit(value) } }
    }

    /// `adjacentPairs()` (`AsyncAdjacentPairsSequence`): each element paired with the one
    /// before it, as a tuple; the first element only starts the first pair.
    public func adjacentPairs() -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var previous: Value?
            return .init { value in
                defer { previous = value }
                guard let previous else { return .skip }
                return .emit(.tuple([previous, value]))
            }
        }
    }

    /// `reductions(_:_:)` (`AsyncExclusiveReductionsSequence`): each element folded into the
    /// running result, which goes out; the initial result itself does not. `initial` is read
    /// when the first element arrives (an error there fails the sequence).
    public func reductions(
        _ initial: @escaping () throws(StreamError) -> Value,
        _ combine: @escaping (Value, Value) throws(StreamError) -> Value
    ) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var result: Value?
            return .init { value throws(StreamError) in
                let current: Value
                if let result { current = result } else { current = try initial() }
                let next = try combine(current, value)
                result = next
                return .emit(next)
            }
        }
    }
}
