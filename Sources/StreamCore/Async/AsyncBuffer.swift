/// AsyncAlgorithms 1.1.4's `buffer(policy:)` (`AsyncBufferSequence`): the first `next()`
/// starts a task that iterates the base on its own, so elements are taken from the base
/// while the consumer's body runs and kept for its next `next()`.
///
/// - `unbounded`, `bufferingNewest(N)`, `bufferingOldest(N)` (`UnboundedBufferStorage`): the
///   task pulls the base without pause; a full `newest` buffer drops its oldest element, a
///   full `oldest` buffer drops the new one.
/// - `bounded(N)` (`BoundedBufferStorage`): the task pulls only while fewer than N elements
///   are buffered (or a consumer waits); otherwise it waits, and the base keeps the rest.
///
/// The end or a failure comes after the buffered elements. The buffered values count against
/// the session's memory budget while they are held.
public enum AsyncBufferPolicy: Equatable, Sendable {
    case unbounded
    case bufferingNewest(Int)
    case bufferingOldest(Int)
    case bounded(Int)
}

public final class AsyncBuffer: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let policy: AsyncBufferPolicy
    private let memory: RecordingBudget?

    public init(_ base: any AsyncSequenceModel, policy: AsyncBufferPolicy, memory: RecordingBudget? = nil) {
        self.base = base
        self.policy = policy
        self.memory = memory
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base, policy: policy, memory: memory)
    }

    private final class Iterator: AsyncIteratorModel {
        private let baseSequence: any AsyncSequenceModel
        private var base: (any AsyncIteratorModel)?
        private var machine: AsyncBufferStateMachine
        private var held: HeldValues
        /// The task waits in one `next()` of the base.
        private var pulling = false
        private let loop = PullLoop()

        init(base: any AsyncSequenceModel, policy: AsyncBufferPolicy, memory: RecordingBudget?) {
            baseSequence = base
            machine = AsyncBufferStateMachine(policy: policy)
            held = HeldValues(budget: memory)
        }

        deinit { held.releaseAll() }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch machine.next(resume) {
            case .start:
                base = baseSequence.makeIterator()
                pull()
            case .suspend:
                pull()
            case .answer(let element):
                if case .value(let value) = element { held.release(value) }
                // Taking one makes room: a `bounded` task waiting for it pulls again.
                pull()
                resume(element)
            }
        }

        func cancel() {
            machine.cancel()
            held.releaseAll()
            base?.cancel()
        }

        /// The task's loop: `for try await element in base` (paused by `bounded` when full).
        private func pull() {
            loop.pull {
                guard !pulling, machine.shouldPull, let base else { return }
                pulling = true
                base.next { element in
                    self.pulling = false
                    self.produced(element)
                }
            }
        }

        private func produced(_ element: AsyncElement) {
            switch machine.produced(element) {
            case .resume(let resume, let element):
                pull()
                resume(element)
            case .buffered(let added, let evicted):
                if let evicted { held.release(evicted) }
                // When the budget is used up the session is stopping with its note.
                if let added { _ = held.hold(added) }
                pull()
            case .none:
                break
            }
        }
    }
}
