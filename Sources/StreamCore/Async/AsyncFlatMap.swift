/// The standard library's `flatMap(_:)` of an async sequence (`AsyncFlatMapSequence`), and so
/// `map { P }.joined()`: sequential, in the consumer's own task. `next()` asks the current inner
/// sequence; when it ends, the base is asked for its next element, whose inner sequence is made
/// (its iterator too, at once) and asked in turn. The base is not asked while an inner one has
/// elements left. A failure, of the base or of an inner sequence, ends the whole sequence.
public final class AsyncFlatMap: AsyncSequenceModel {
    /// Makes the inner sequence of one element of the base (the closure of `flatMap`).
    public typealias Transform = (Value) -> any AsyncSequenceModel

    private let base: any AsyncSequenceModel
    private let transform: Transform

    public init(_ base: any AsyncSequenceModel, transform: @escaping Transform) {
        self.base = base
        self.transform = transform
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base.makeIterator(), transform: transform)
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private let transform: Transform
        private var inner: (any AsyncIteratorModel)?
        private var finished = false

        init(base: any AsyncIteratorModel, transform: @escaping Transform) {
            self.base = base
            self.transform = transform
        }

        /// The consumer waiting in `next()`: kept here, not in the loop's round, because the
        /// consumer may ask again from inside the round that answered it.
        private var waiter: ((AsyncElement) -> Void)?
        /// Empty inner sequences answered at once go round the loop, not deeper into the stack
        /// (`range 1...100000 | async | flatMap { … }` must not exhaust it).
        private let loop = PullLoop()

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            waiter = resume
            goRound()
        }

        /// The library's `while` loop goes round: an inner sequence ended, or a new one was made.
        private func goRound() {
            loop.pull { step() }
        }

        private func answer(_ element: AsyncElement) {
            guard let resume = waiter else { return }
            waiter = nil
            resume(element)
        }

        private func step() {
            guard waiter != nil else { return }
            guard !finished else { return answer(.end) }
            if let inner {
                inner.next { element in
                    switch element {
                    case .value:
                        self.answer(element)
                    case .end:
                        self.inner = nil
                        self.goRound()
                    case .failure:
                        self.finished = true
                        self.answer(element)
                    }
                }
            } else {
                base.next { element in
                    switch element {
                    case .value(let value):
                        self.inner = self.transform(value).makeIterator()
                        self.goRound()
                    case .end, .failure:
                        self.finished = true
                        self.answer(element)
                    }
                }
            }
        }

        /// The consuming task was cancelled: whichever sequence it waits on sees it, and the
        /// other sees it when asked (a cancelled stream or timer answers `nil`).
        func cancel() {
            inner?.cancel()
            base.cancel()
        }
    }
}
