/// AsyncAlgorithms 1.1's `combineLatest` (`CombineLatest/CombineLatestStateMachine.swift`):
/// the first `next()` starts a task per base. While the consumer waits, every base that
/// has not finished is pulled; each element updates its base's latest value, and once
/// every base has one the tuple goes to the consumer. An element that arrives while the
/// consumer is busy still updates the latest values and, if all are there, is buffered as a
/// tuple for the following `next()`. A base that finishes without ever producing ends the
/// sequence at once; otherwise it ends when all bases have finished. A failure is thrown
/// at once.
public final class AsyncCombineLatest: AsyncSequenceModel {
    private let bases: [any AsyncSequenceModel]

    public init(_ bases: [any AsyncSequenceModel]) { self.bases = bases }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(bases: bases) }

    private final class Iterator: AsyncIteratorModel {
        private let sequences: [any AsyncSequenceModel]
        private var bases: [any AsyncIteratorModel] = []
        private var latest: [Value?]
        private var awaiting: [Bool]
        private var finished: [Bool]
        private var buffer: [Value] = []
        private var downstream: ((AsyncElement) -> Void)?
        private var ended: AsyncElement?

        init(bases: [any AsyncSequenceModel]) {
            sequences = bases
            latest = Array(repeating: nil, count: bases.count)
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
            for index in bases.indices { pull(index) }
        }

        func cancel() {
            downstream = nil
            ended = .end
            for base in bases { base.cancel() }
        }

        private func pull(_ index: Int) {
            guard downstream != nil, ended == nil, !awaiting[index], !finished[index] else { return }
            awaiting[index] = true
            bases[index].next { element in self.produced(element, by: index) }
        }

        private func produced(_ element: AsyncElement, by index: Int) {
            awaiting[index] = false
            guard ended == nil else { return }
            switch element {
            case .value(let value):
                latest[index] = value
                let values = latest.compactMap { $0 }
                guard values.count == latest.count else { return pull(index) }
                let tuple = Value.tuple(ValueElements(values))
                if let resume = downstream {
                    downstream = nil
                    resume(.value(tuple))
                } else {
                    buffer.append(tuple)
                }
            case .end:
                finished[index] = true
                // A base that never produced means no tuple can ever be made.
                guard latest[index] == nil || !finished.contains(false) else { break }
                end(.end)
            case .failure:
                end(element)
            }
        }

        private func end(_ element: AsyncElement) {
            for (other, base) in bases.enumerated() where !finished[other] { base.cancel() }
            ended = element
            guard let resume = downstream else { return }
            downstream = nil
            ended = .end
            resume(element)
        }
    }
}
