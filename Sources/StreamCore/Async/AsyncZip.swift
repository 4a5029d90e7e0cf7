/// AsyncAlgorithms 1.1's `zip` (`Zip/ZipStateMachine.swift`): each `next()` asks every base
/// without a kept element for one, and returns the tuple once all have answered. The zip
/// ends as soon as one base ends; a failure is thrown at once.
public final class AsyncZip: AsyncSequenceModel {
    private let bases: [any AsyncSequenceModel]

    public init(_ bases: [any AsyncSequenceModel]) { self.bases = bases }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(bases: bases) }

    private final class Iterator: AsyncIteratorModel {
        private var tasks: AsyncBaseTasks
        private var kept: [Value?]
        /// A tuple goes only to a waiting consumer, so nothing is ever buffered.
        private let handoff = AsyncHandoff()

        init(bases: [any AsyncSequenceModel]) {
            tasks = AsyncBaseTasks(bases)
            kept = Array(repeating: nil, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !handoff.answer(resume) else { return }
            tasks.start()
            for index in tasks.indices where kept[index] == nil {
                guard handoff.hasWaiter, !handoff.isEnded else { break }
                tasks.ask(index)?.next { element in self.produced(element, by: index) }
            }
        }

        func cancel() {
            handoff.cancel()
            for base in tasks.bases() { base.cancel() }
        }

        private func produced(_ element: AsyncElement, by index: Int) {
            tasks.answered(index)
            guard !handoff.isEnded else { return }
            switch element {
            case .value(let value):
                kept[index] = value
                let values = kept.compactMap { $0 }
                guard values.count == kept.count, handoff.hasWaiter else { return }
                kept = Array(repeating: nil, count: kept.count)
                handoff.deliver(.tuple(ValueElements(values)))
            case .end, .failure:
                for base in tasks.bases(where: { $0 != index }) { base.cancel() }
                handoff.end(element)
            }
        }
    }
}
