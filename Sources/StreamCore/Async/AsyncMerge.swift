/// AsyncAlgorithms 1.1's `merge` (`Merge/MergeStateMachine.swift`): the first `next()`
/// starts a task per base. A base task pulls its base only while the consumer waits; the
/// first element produced goes to the consumer, and elements that other base tasks
/// produce meanwhile are buffered and returned by the following `next()`s, in order.
/// The merge ends once every base has ended (and the buffer is drained); a failure is
/// thrown at once.
public final class AsyncMerge: AsyncSequenceModel {
    private let bases: [any AsyncSequenceModel]

    public init(_ bases: [any AsyncSequenceModel]) { self.bases = bases }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(bases: bases) }

    private final class Iterator: AsyncIteratorModel {
        private let sequences: [any AsyncSequenceModel]
        private var bases: [any AsyncIteratorModel] = []
        private var awaiting: [Bool]
        private var finished: [Bool]
        private var buffer: [Value] = []
        private var downstream: ((AsyncElement) -> Void)?
        private var ended: AsyncElement?

        init(bases: [any AsyncSequenceModel]) {
            sequences = bases
            awaiting = Array(repeating: false, count: bases.count)
            finished = Array(repeating: false, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            if !buffer.isEmpty { return resume(.value(buffer.removeFirst())) }
            if let ended {
                self.ended = .end
                return resume(ended)
            }
            if bases.isEmpty { bases = sequences.map { $0.makeIterator() } }
            downstream = resume
            for index in bases.indices where !awaiting[index] && !finished[index] {
                awaiting[index] = true
                bases[index].next { element in self.produced(element, by: index) }
            }
        }

        func cancel() {
            downstream = nil
            ended = .end
            for base in bases { base.cancel() }
        }

        private func produced(_ element: AsyncElement, by index: Int) {
            awaiting[index] = false
            guard ended == nil else { return }
            switch element {
            case .value(let value):
                if let resume = downstream {
                    downstream = nil
                    resume(.value(value))
                } else {
                    buffer.append(value)
                }
            case .end:
                finished[index] = true
                guard !finished.contains(false) else { break }
                ended = .end
                deliverEnd(.end)
            case .failure:
                for (other, base) in bases.enumerated() where other != index { base.cancel() }
                ended = element
                deliverEnd(element)
            }
        }

        private func deliverEnd(_ element: AsyncElement) {
            guard let resume = downstream else { return }
            downstream = nil
            ended = .end
            resume(element)
        }
    }
}
