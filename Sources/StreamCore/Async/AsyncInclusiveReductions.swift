/// Issue 20: AsyncAlgorithms' `reductions(_:)` without an initial result
/// (`AsyncInclusiveReductionsSequence`, and `AsyncThrowingInclusiveReductionsSequence` when the
/// closure throws).
extension AsyncSequenceModel {
    /// The first element goes out as it is and starts the running result; each later element
    /// is folded into it (`combine(result, element)`), and the new result goes out. An error
    /// of `combine` fails the sequence once; afterwards it just ends, as the library's
    /// throwing iterator drops its base.
    public func inclusiveReductions(
        _ combine: @escaping (Value, Value) throws(StreamError) -> Value
    ) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var result: Value?
            return .init { value throws(StreamError) in
                guard let current = result else {
                    result = value
                    return .emit(value)
                }
                let next = try combine(current, value)
                result = next
                return .emit(next)
            }
        }
    }
}
