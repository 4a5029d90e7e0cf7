import StreamCore

extension AsyncSequenceModel {
    /// The standard library's `prefix(while:)`: elements pass while `predicate` holds; the
    /// first that fails it is dropped and ends the sequence, without asking the base again.
    /// (Its model lives beside the DSL, not in the engine, which this operator does not change.)
    func prefix(while predicate: @escaping (Value) throws(StreamError) -> Bool) -> any AsyncSequenceModel {
        AsyncElementOperator(self) { .init { value throws(StreamError) in try predicate(value) ? .emit(value) : .end } }
    }
}
