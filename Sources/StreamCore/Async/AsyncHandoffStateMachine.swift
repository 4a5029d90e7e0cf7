/// The states of the consumer's side of `merge`, `zip` and `combineLatest` (`AsyncHandoff`),
/// kept apart from resuming so the rules can be read and tested. A transition returns whom
/// to resume with what; `AsyncHandoff` does it once the state has changed.
struct AsyncHandoffStateMachine {
    typealias Resume = (AsyncElement) -> Void

    enum State {
        /// No consumer waits; results wait in `buffer` (perhaps none).
        case open
        /// A consumer waits in `next()`; the buffer is empty.
        case waiting(Resume)
        /// The end (or a failure) came: the buffer is handed out first, then `then`, once;
        /// every `next()` after it gets `.end`.
        case ended(then: AsyncElement)
    }

    /// A handover: call `resume` with `element`.
    typealias Handover = (resume: Resume, element: AsyncElement)

    private(set) var state: State = .open
    /// Results nobody has asked for yet, oldest first (kept beside the state so that
    /// appending never copies it).
    private(set) var buffer = ValueQueue()

    var hasWaiter: Bool {
        if case .waiting = state { return true }
        return false
    }

    var isEnded: Bool {
        if case .ended = state { return true }
        return false
    }

    /// `next()`: a handover at once (from the buffer, or the end), or nil when the consumer
    /// is to wait for the next result.
    mutating func next(_ resume: @escaping Resume) -> AsyncElement? {
        if let value = buffer.popFirst() { return .value(value) }
        if case .ended(let then) = state {
            state = .ended(then: .end)
            return then
        }
        state = .waiting(resume)
        return nil
    }

    /// A result: to the waiting consumer, or into the buffer.
    mutating func deliver(_ value: Value) -> Handover? {
        switch state {
        case .waiting(let resume):
            state = .open
            return (resume, .value(value))
        case .open, .ended:
            buffer.append(value)
            return nil
        }
    }

    /// The end, or a failure: to a waiting consumer now, else to the `next()` that finds
    /// the buffer empty.
    mutating func end(_ element: AsyncElement) -> Handover? {
        if case .waiting(let resume) = state {
            state = .ended(then: .end)
            return (resume, element)
        }
        state = .ended(then: element)
        return nil
    }

    /// The consumer's task was cancelled: nothing more is handed over.
    mutating func cancel() {
        state = .ended(then: .end)
    }
}
