/// AsyncAlgorithms 1.1's `zip` (`Zip/ZipStateMachine.swift`): each `next()` asks every base
/// without a kept element for one, and returns the tuple once all have answered. The zip
/// ends as soon as one base ends; a failure is thrown at once.
public final class AsyncZip: AsyncSequenceModel {
    private let bases: [any AsyncSequenceModel]

    public init(_ bases: [any AsyncSequenceModel]) { self.bases = bases }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(bases: bases) }

    private final class Iterator: AsyncIteratorModel {
        private let sequences: [any AsyncSequenceModel]
        private var bases: [any AsyncIteratorModel] = []
        private var kept: [Value?]
        private var awaiting: [Bool]
        /// A tuple goes only to a waiting consumer, so nothing is ever buffered.
        private let handoff = AsyncHandoff()

        init(bases: [any AsyncSequenceModel]) {
            sequences = bases
            kept = Array(repeating: nil, count: bases.count)
            awaiting = Array(repeating: false, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !handoff.answer(resume) else { return }
            if bases.isEmpty { bases = sequences.map { $0.makeIterator() } }
            for index in bases.indices where kept[index] == nil && !awaiting[index] {
                guard handoff.hasWaiter, !handoff.isEnded else { break }
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
                kept[index] = value
                let values = kept.compactMap { $0 }
                guard values.count == kept.count, handoff.hasWaiter else { return }
                kept = Array(repeating: nil, count: kept.count)
                handoff.deliver(.tuple(ValueElements(values)))
            case .end, .failure:
                for (other, base) in bases.enumerated() where other != index { base.cancel() }
                handoff.end(element)
            }
        }
    }
}
