/// An async operator that looks at one element at a time, as AsyncAlgorithms' and the
/// standard library's element-wise sequences do (`map`, `filter`, `compactMap`, `prefix`,
/// `dropFirst`, `removeDuplicates`, `chunks(ofCount:)`): its `next()` pulls the base until
/// an element comes out, inside the consumer's own task (no extra hop).
public final class AsyncElementOperator: AsyncSequenceModel {
    /// What one base element becomes.
    public enum Step {
        /// Nothing comes out: pull the base again.
        case skip
        case emit(Value)
        /// The sequence ends without asking the base for more (`prefix`).
        case end
    }

    /// The per-iteration state: one is made for every iterator.
    public struct Behaviour {
        public var step: (Value) throws(StreamError) -> Step
        /// When the base ends: a last element to emit first (`chunks`), if any.
        public var flush: () -> Value?
        /// Asked before pulling the base: true ends the sequence at once (`prefix 0`).
        public var isExhausted: () -> Bool

        public init(step: @escaping (Value) throws(StreamError) -> Step,
                    flush: @escaping () -> Value? = { nil },
                    isExhausted: @escaping () -> Bool = { false }) {
            self.step = step
            self.flush = flush
            self.isExhausted = isExhausted
        }
    }

    private let base: any AsyncSequenceModel
    private let makeBehaviour: () -> Behaviour

    public init(_ base: any AsyncSequenceModel, _ makeBehaviour: @escaping () -> Behaviour) {
        self.base = base
        self.makeBehaviour = makeBehaviour
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base.makeIterator(), behaviour: makeBehaviour())
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private let behaviour: Behaviour
        private var resume: ((AsyncElement) -> Void)?
        /// Set once the sequence has ended: every later `next()` returns it.
        private var ended: AsyncElement?
        private let loop = PullLoop()

        init(base: any AsyncIteratorModel, behaviour: Behaviour) {
            self.base = base
            self.behaviour = behaviour
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            if let ended { return resume(ended) }
            if behaviour.isExhausted() {
                ended = .end
                return resume(.end)
            }
            self.resume = resume
            pullBase()
        }

        func cancel() {
            resume = nil
            base.cancel()
        }

        /// Pulls until an element comes out; elements at hand loop here instead of recursing.
        private func pullBase() {
            loop.pull { base.next { element in self.handle(element) } }
        }

        private func handle(_ element: AsyncElement) {
            guard let resume else { return }
            switch element {
            case .value(let value):
                let step: Step
                do throws(StreamError) { step = try behaviour.step(value) } catch { return end(.failure(error)) }
                switch step {
                case .skip: pullBase()
                case .emit(let output):
                    self.resume = nil
                    resume(.value(output))
                case .end: end(.end)
                }
            case .end:
                if let last = behaviour.flush() {
                    ended = .end
                    self.resume = nil
                    resume(.value(last))
                } else {
                    end(.end)
                }
            case .failure:
                end(element)
            }
        }

        private func end(_ element: AsyncElement) {
            // A failure is thrown once; afterwards the sequence just ends.
            ended = .end
            let resume = self.resume
            self.resume = nil
            resume?(element)
        }
    }
}
