/// The standard library's `AsyncSequence` methods that return one value, awaited (issue 20):
/// `min()`, `max()`, `reduce(_:_:)`, `contains(where:)`, `allSatisfy(_:)`, `first(where:)`.
/// They are not sequences; StreamLab models the awaiting task as a sequence of that one value
/// (`| await as NAME` draws it as a lane: the value, then `|` at once).
///
/// The call makes the base's iterator and pulls it, in the caller's own task, until the base
/// ends or the answer is known (`contains`, `allSatisfy`, `first` return early: the iterator is
/// dropped, not cancelled, as `return` out of a `for try await` loop does). A failure of the
/// base, or of the closure, is thrown. Cancelling the awaiting task ends the pending `next()`
/// with `nil` (every base modelled here does), so the call returns what it has so far.
public final class AsyncAwaitedValue: AsyncSequenceModel {
    /// One call's fold over the base's elements; a fresh one per call.
    public struct Fold {
        /// Folds one element; a result ends the call early (the answer is known).
        public var step: (Value) throws(StreamError) -> Value?
        /// What the call returns when the base ends.
        public var result: () throws(StreamError) -> Value

        public init(step: @escaping (Value) throws(StreamError) -> Value?, result: @escaping () throws(StreamError) -> Value) {
            self.step = step
            self.result = result
        }
    }

    private let base: any AsyncSequenceModel
    private let makeFold: () -> Fold

    public init(_ base: any AsyncSequenceModel, _ makeFold: @escaping () -> Fold) {
        self.base = base
        self.makeFold = makeFold
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base, fold: makeFold())
    }

    /// The call's states, with their payloads.
    enum State {
        /// Not awaited yet: the base's iterator is made by the call.
        case idle
        /// The call pulls the base; `resume` is the awaiting task's.
        case folding(base: any AsyncIteratorModel, resume: (AsyncElement) -> Void)
        /// The value was returned; the lane ends next.
        case returned
        case finished
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncSequenceModel
        private let fold: Fold
        private var state = State.idle
        private let loop = PullLoop()

        init(base: any AsyncSequenceModel, fold: Fold) {
            self.base = base
            self.fold = fold
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch state {
            case .idle:
                state = .folding(base: base.makeIterator(), resume: resume)
                pullBase()
            case .folding:
                resume(.end)  // not reached: one task awaits the call
            case .returned, .finished:
                state = .finished
                resume(.end)
            }
        }

        /// The awaiting task was cancelled: the base's pending `next()` returns `nil`, so the
        /// call returns its fold so far.
        func cancel() {
            guard case .folding(let iterator, _) = state else { return }
            iterator.cancel()
            handle(.end)
        }

        /// Elements at hand loop here instead of recursing.
        private func pullBase() {
            loop.pull {
                guard case .folding(let iterator, _) = state else { return }
                iterator.next { element in self.handle(element) }
            }
        }

        private func handle(_ element: AsyncElement) {
            guard case .folding(_, let resume) = state else { return }
            switch element {
            case .value(let value):
                let answer: Value?
                do throws(StreamError) { answer = try fold.step(value) } catch { return finish(.failure(error), resume) }
                if let answer {
                    state = .returned  // the base's iterator is dropped here
                    resume(.value(answer))
                } else {
                    pullBase()
                }
            case .end:
                let answer: Value
                do throws(StreamError) { answer = try fold.result() } catch { return finish(.failure(error), resume) }
                state = .returned
                resume(.value(answer))
            case .failure:
                finish(element, resume)
            }
        }

        private func finish(_ element: AsyncElement, _ resume: (AsyncElement) -> Void) {
            state = .finished
            resume(element)
        }
    }
}
