/// The element-wise operators of AsyncAlgorithms 1.1 and the standard library, built on
/// `AsyncElementOperator`.
extension AsyncSequenceModel {
    public func map(_ transform: @escaping (Value) throws(StreamError) -> Value) -> any AsyncSequenceModel {
        AsyncElementOperator(self) { .init { value throws(StreamError) in .emit(try transform(value)) } }
    }

    public func filter(_ isIncluded: @escaping (Value) throws(StreamError) -> Bool) -> any AsyncSequenceModel {
        AsyncElementOperator(self) { .init { value throws(StreamError) in try isIncluded(value) ? .emit(value) : .skip } }
    }

    /// `compactMap`: a `nil` result is skipped.
    public func compactMap(_ transform: @escaping (Value) throws(StreamError) -> Value) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            .init { value throws(StreamError) in
                let output = try transform(value)
                return output == .null ? .skip : .emit(output)
            }
        }
    }

    /// The standard library's `prefix(_:)`: after `count` elements it returns nil without
    /// asking the base again.
    public func prefix(_ count: Int) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var remaining = count
            return .init(step: { value in
                remaining -= 1
                return .emit(value)
            }, isExhausted: { remaining <= 0 })
        }
    }

    /// The standard library's `prefix(while:)`: elements pass while `predicate` holds; the
    /// first that fails it is dropped and ends the sequence, without asking the base again.
    public func prefix(while predicate: @escaping (Value) throws(StreamError) -> Bool) -> any AsyncSequenceModel {
        AsyncElementOperator(self) { .init { value throws(StreamError) in try predicate(value) ? .emit(value) : .end } }
    }

    /// The standard library's `drop(while:)`: elements are skipped while `predicate` holds;
    /// from the first that fails it on, every element passes and the predicate is not asked again.
    public func drop(while predicate: @escaping (Value) throws(StreamError) -> Bool) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var dropping = true
            return .init { value throws(StreamError) in
                if dropping, try predicate(value) { return .skip }
                dropping = false
                return .emit(value)
            }
        }
    }

    public func dropFirst(_ count: Int) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var remaining = count
            return .init { value in
                guard remaining > 0 else { return .emit(value) }
                remaining -= 1
                return .skip
            }
        }
    }

    /// AsyncAlgorithms' `removeDuplicates()`: drops an element equal to the last one emitted.
    public func removeDuplicates() -> any AsyncSequenceModel {
        removeDuplicates { previous, value in previous == value }
    }

    /// `removeDuplicates(by:)`: `isDuplicate(last emitted, element)` true drops the element.
    public func removeDuplicates(
        by isDuplicate: @escaping (Value, Value) throws(StreamError) -> Bool
    ) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            var last: Value?
            return .init { value throws(StreamError) in
                if let last, try isDuplicate(last, value) { return .skip }
                last = value
                return .emit(value)
            }
        }
    }

    /// AsyncAlgorithms' `chunks(ofCount:)`: arrays of `count`; the last, shorter chunk goes
    /// out when the base ends (a failure drops it). A chunk that would pass the value limits
    /// fails the sequence; `memory` counts the chunk being gathered.
    public func chunks(ofCount count: Int, memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            let chunk = ChunkGatherer(memory: memory)
            return .init(step: { value throws(StreamError) in
                try chunk.add(value)
                return chunk.count >= count ? .emit(chunk.take()) : .skip
            }, flush: {
                chunk.isEmpty ? nil : chunk.take()
            })
        }
    }
}
