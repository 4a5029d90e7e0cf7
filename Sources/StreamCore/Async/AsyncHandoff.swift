/// The consumer's side of an iterator that combines several bases (`merge`,
/// `combineLatest`): a result goes to a waiting `next()` at once, or else waits in a buffer
/// for the following `next()`s; the end (or a failure) comes after what is buffered, once.
///
/// A class, not a struct: handing a result over resumes the consumer, which may call
/// `next()` again at once, and that must be able to change this state.
final class AsyncHandoff {
    private var buffer = ValueQueue()
    private var waiting: ((AsyncElement) -> Void)?
    private var ending: AsyncElement?

    /// Whether a consumer waits in `next()` (the bases are pulled only then).
    var hasWaiter: Bool { waiting != nil }
    /// Whether the end (or a failure) happened; results after it are ignored.
    var isEnded: Bool { ending != nil }

    /// `next()`: answers from the buffer, or with the end, and returns true; otherwise keeps
    /// `resume` for the next result and returns false.
    func answer(_ resume: @escaping (AsyncElement) -> Void) -> Bool {
        if let value = buffer.popFirst() {
            resume(.value(value))
            return true
        }
        if let ending {
            self.ending = .end
            resume(ending)
            return true
        }
        waiting = resume
        return false
    }

    func deliver(_ value: Value) {
        guard let resume = waiting else { return buffer.append(value) }
        waiting = nil
        resume(.value(value))
    }

    /// The end, or a failure: handed to a waiting consumer now, else to the next `next()`;
    /// every `next()` after it gets `.end`.
    func end(_ element: AsyncElement) {
        ending = element
        guard let resume = waiting else { return }
        waiting = nil
        ending = .end
        resume(element)
    }

    /// The consumer's task was cancelled: nothing more is handed over.
    func cancel() {
        waiting = nil
        ending = .end
    }
}
