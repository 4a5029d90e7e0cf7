/// AsyncAlgorithms' `chain(_:_:)` and `chain(_:_:_:)` (`AsyncChain2Sequence`): every element
/// of the first base, then of the next. The iterator makes every base's iterator at once (so
/// `values` subscribes each when the loop starts) and pulls them in turn, in the consumer's
/// own task; a failure ends the chain.
public final class AsyncChain: AsyncSequenceModel {
    private let bases: [any AsyncSequenceModel]

    public init(_ bases: [any AsyncSequenceModel]) {
        self.bases = bases
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(bases.map { $0.makeIterator() })
    }

    private final class Iterator: AsyncIteratorModel {
        private let iterators: [any AsyncIteratorModel]
        /// The base being pulled; `iterators.count` once the chain has ended.
        private var current = 0

        init(_ iterators: [any AsyncIteratorModel]) {
            self.iterators = iterators
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard current < iterators.count else { return resume(.end) }
            let index = current
            iterators[index].next { element in
                switch element {
                case .value:
                    resume(element)
                case .end:
                    // The library keeps asking the last base; a finished base answers nil again.
                    if index == self.current, index + 1 < self.iterators.count {
                        self.current = index + 1
                        self.next(resume)
                    } else {
                        resume(.end)
                    }
                case .failure:
                    self.current = self.iterators.count
                    resume(element)
                }
            }
        }

        func cancel() {
            current = iterators.count
            iterators.forEach { $0.cancel() }
        }
    }
}
