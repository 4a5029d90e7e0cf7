/// The consumer's side of an iterator that combines several bases (`merge`, `zip`,
/// `combineLatest`): a result goes to a waiting `next()` at once, or else waits in a buffer
/// for the following `next()`s; the end (or a failure) comes after what is buffered, once.
/// The rules are `AsyncHandoffStateMachine`'s.
///
/// A class, not a struct: handing a result over resumes the consumer, which may call
/// `next()` again at once, and that must be able to change this state. The state has
/// changed before anyone is resumed.
final class AsyncHandoff {
    private var machine = AsyncHandoffStateMachine()

    /// Whether a consumer waits in `next()` (the bases are pulled only then).
    var hasWaiter: Bool { machine.hasWaiter }
    /// Whether the end (or a failure) happened; results after it are ignored.
    var isEnded: Bool { machine.isEnded }

    /// `next()`: answers from the buffer, or with the end, and returns true; otherwise keeps
    /// `resume` for the next result and returns false.
    func answer(_ resume: @escaping (AsyncElement) -> Void) -> Bool {
        guard let element = machine.next(resume) else { return false }
        resume(element)
        return true
    }

    func deliver(_ value: Value) {
        if let handover = machine.deliver(value) { handover.resume(handover.element) }
    }

    /// The end, or a failure: handed to a waiting consumer now, else to the next `next()`;
    /// every `next()` after it gets `.end`.
    func end(_ element: AsyncElement) {
        if let handover = machine.end(element) { handover.resume(handover.element) }
    }

    /// The consumer's task was cancelled: nothing more is handed over.
    func cancel() { machine.cancel() }
}
