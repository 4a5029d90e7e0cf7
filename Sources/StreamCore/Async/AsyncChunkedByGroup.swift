/// AsyncAlgorithms 1.1's `chunked(by:)` with a predicate (`AsyncChunkedByGroupSequence`) and
/// `chunked(on:)` (`AsyncChunkedOnProjectionSequence`): consecutive elements that belong
/// together, in one array.
///
/// The library keeps the element that broke a group (`hangingNext`) and starts the next
/// `next()` with it; here that element starts the next chunk as soon as the full chunk goes
/// out, which is the same: the chunk goes out when the breaking element arrives, and the
/// base's end sends the last chunk at once. A failure drops what was collected. The library's
/// closures cannot throw; an expression that fails at run time fails the sequence here.
extension AsyncSequenceModel {
    /// `chunked(by: belongInSameGroup)`: `belongInSameGroup(prev, x)` compares each element
    /// with the one before it in the chunk (the last one added), true to add it.
    public func chunked(by belongInSameGroup: @escaping (_ prev: Value, _ x: Value) throws(StreamError) -> Bool,
                        memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            let chunk = ChunkGatherer(memory: memory)
            var previous: Value?
            return .init(step: { value throws(StreamError) in
                defer { previous = value }
                guard let last = previous, !chunk.isEmpty else {
                    try chunk.add(value)
                    return .skip
                }
                if try belongInSameGroup(last, value) {
                    try chunk.add(value)
                    return .skip
                }
                let full = chunk.take()
                try chunk.add(value)
                return .emit(full)
            }, flush: {
                chunk.isEmpty ? nil : chunk.take()
            })
        }
    }

    /// `chunked(on: projection)`: runs of elements whose keys are equal, each as the tuple
    /// `(key, chunk)`; the key is the run's first element's.
    public func chunked(on projection: @escaping (Value) throws(StreamError) -> Value,
                        memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncElementOperator(self) {
            let chunk = ChunkGatherer(memory: memory)
            var key: Value?
            return .init(step: { value throws(StreamError) in
                let subject = try projection(value)
                guard let current = key, !chunk.isEmpty else {
                    key = subject
                    try chunk.add(value)
                    return .skip
                }
                if subject == current {
                    try chunk.add(value)
                    return .skip
                }
                let full = Value.tuple([current, chunk.take()])
                key = subject
                try chunk.add(value)
                return .emit(full)
            }, flush: {
                guard let current = key, !chunk.isEmpty else { return nil }
                return .tuple([current, chunk.take()])
            })
        }
    }
}
