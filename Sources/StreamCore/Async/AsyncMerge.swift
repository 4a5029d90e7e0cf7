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
        private let handoff = AsyncHandoff()

        init(bases: [any AsyncSequenceModel]) {
            sequences = bases
            awaiting = Array(repeating: false, count: bases.count)
            finished = Array(repeating: false, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !handoff.answer(resume) else { return }
            if bases.isEmpty { bases = sequences.map { $0.makeIterator() } }
            for index in bases.indices where !awaiting[index] && !finished[index] {
                awaiting[index] = true
                bases[index].next { element in self.produced(element, by: index) }
            }
        }

        func cancel() {
            handoff.cancel()
            for base in bases { base.cancel() }
        }

        private func produced(_ element: AsyncElement, by index: Int) {
            awaiting[index] = false
            guard !handoff.isEnded else { return }
            switch element {
            case .value(let value):
                handoff.deliver(value)
            case .end:
                finished[index] = true
                guard !finished.contains(false) else { break }
                handoff.end(.end)
            case .failure:
                for (other, base) in bases.enumerated() where other != index { base.cancel() }
                handoff.end(element)
            }
        }
    }
}
