/// AsyncAlgorithms' `mapError(_:)` (`AsyncMapErrorSequence`, public from 1.1.4 under
/// `@available(AsyncAlgorithms 1.2, *)`: macOS 15, iOS 18 and later). Element-wise, in the
/// consumer's own task: an element or the end passes unchanged; a failure the base throws is
/// replaced by `transform`'s error. The transform cannot throw, as the library's cannot.
public final class AsyncMapError: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let transform: (StreamError) -> StreamError

    public init(_ base: any AsyncSequenceModel, transform: @escaping (StreamError) -> StreamError) {
        self.base = base
        self.transform = transform
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base.makeIterator(), transform: transform)
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private let transform: (StreamError) -> StreamError

        init(base: any AsyncIteratorModel, transform: @escaping (StreamError) -> StreamError) {
            self.base = base
            self.transform = transform
        }

        /// The library's iterator keeps no state: after a failure, the next `next()` asks the
        /// base again (a throwing stream then returns nil).
        func next(_ resume: @escaping (AsyncElement) -> Void) {
            base.next { [transform] element in
                guard case .failure(let error) = element else { return resume(element) }
                resume(.failure(transform(error)))
            }
        }

        func cancel() { base.cancel() }
    }
}
