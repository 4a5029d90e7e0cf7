/// A sequence whose first `next()` throws `error`: what an inner sequence that could not be
/// made stands for (`flatMap { … }`), so the failure is the outer sequence's, in order.
public final class AsyncFailingSequence: AsyncSequenceModel {
    private let error: StreamError

    public init(_ error: StreamError) { self.error = error }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(error) }

    private final class Iterator: AsyncIteratorModel {
        private var error: StreamError?

        init(_ error: StreamError) { self.error = error }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard let error else { return resume(.end) }
            self.error = nil
            resume(.failure(error))
        }

        func cancel() { error = nil }
    }
}
