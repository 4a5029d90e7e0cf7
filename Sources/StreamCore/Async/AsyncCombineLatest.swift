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
        private var tasks: AsyncBaseTasks
        private var latest: [Value?]
        private let handoff = AsyncHandoff()

        init(bases: [any AsyncSequenceModel]) {
            tasks = AsyncBaseTasks(bases)
            latest = Array(repeating: nil, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !handoff.answer(resume) else { return }
            tasks.start()
            for index in tasks.indices { pull(index) }
        }

        func cancel() {
            handoff.cancel()
            for base in tasks.bases() { base.cancel() }
        }

        private func pull(_ index: Int) {
            guard handoff.hasWaiter, !handoff.isEnded else { return }
            tasks.ask(index)?.next { element in self.produced(element, by: index) }
        }

        private func produced(_ element: AsyncElement, by index: Int) {
            tasks.answered(index)
            guard !handoff.isEnded else { return }
            switch element {
            case .value(let value):
                latest[index] = value
                let values = latest.compactMap { $0 }
                guard values.count == latest.count else { return pull(index) }
                handoff.deliver(.tuple(ValueElements(values)))
            case .end:
                tasks.finish(index)
                // A base that never produced means no tuple can ever be made.
                guard latest[index] == nil || tasks.allFinished else { break }
                end(.end)
            case .failure:
                end(element)
            }
        }

        private func end(_ element: AsyncElement) {
            for base in tasks.bases(where: { !tasks.isFinished($0) }) { base.cancel() }
            handoff.end(element)
        }
    }
}
