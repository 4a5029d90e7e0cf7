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
        private var tasks: AsyncBaseTasks
        private let handoff = AsyncHandoff()

        init(bases: [any AsyncSequenceModel]) { tasks = AsyncBaseTasks(bases) }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !handoff.answer(resume) else { return }
            tasks.start()
            for index in tasks.indices {
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
                handoff.deliver(value)
            case .end:
                tasks.finish(index)
                guard tasks.allFinished else { break }
                handoff.end(.end)
            case .failure:
                for base in tasks.bases(where: { $0 != index }) { base.cancel() }
                handoff.end(element)
            }
        }
    }
}
