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
        private let handoff = AsyncHandoff()

        init(bases: [any AsyncSequenceModel]) {
            sequences = bases
            latest = Array(repeating: nil, count: bases.count)
            awaiting = Array(repeating: false, count: bases.count)
            finished = Array(repeating: false, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !handoff.answer(resume) else { return }
            if bases.isEmpty { bases = sequences.map { $0.makeIterator() } }
            for index in bases.indices { pull(index) }
        }

        func cancel() {
            handoff.cancel()
            for base in bases { base.cancel() }
        }

        private func pull(_ index: Int) {
            guard handoff.hasWaiter, !handoff.isEnded, !awaiting[index], !finished[index] else { return }
            awaiting[index] = true
            bases[index].next { element in self.produced(element, by: index) }
        }

        private func produced(_ element: AsyncElement, by index: Int) {
            awaiting[index] = false
            guard !handoff.isEnded else { return }
            switch element {
            case .value(let value):
                latest[index] = value
                let values = latest.compactMap { $0 }
                guard values.count == latest.count else { return pull(index) }
                handoff.deliver(.tuple(ValueElements(values)))
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
            handoff.end(element)
        }
    }
}
