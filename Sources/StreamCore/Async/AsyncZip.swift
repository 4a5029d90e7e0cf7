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
        private var downstream: ((AsyncElement) -> Void)?
        private var ended: AsyncElement?

        init(bases: [any AsyncSequenceModel]) {
            sequences = bases
            kept = Array(repeating: nil, count: bases.count)
            awaiting = Array(repeating: false, count: bases.count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            if let ended {
                self.ended = .end
                return resume(ended)
            }
            if bases.isEmpty { bases = sequences.map { $0.makeIterator() } }
            downstream = resume
            for index in bases.indices where kept[index] == nil && !awaiting[index] {
                guard downstream != nil, ended == nil else { break }
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
                kept[index] = value
                let values = kept.compactMap { $0 }
                guard values.count == kept.count, let resume = downstream else { return }
                kept = Array(repeating: nil, count: kept.count)
                downstream = nil
                resume(.value(.tuple(ValueElements(values))))
            case .end, .failure:
                for (other, base) in bases.enumerated() where other != index { base.cancel() }
                ended = .end
                let resume = downstream
                downstream = nil
                if let resume { resume(element) } else { ended = element }
            }
        }
    }
}
