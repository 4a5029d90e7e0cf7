/// The states of `AsyncChunksEvery`'s iterator, kept apart from the merge and the chunk so
/// the rules can be read and tested. A transition returns what to do; the model does it.
struct AsyncChunksEveryStateMachine {
    typealias Resume = (AsyncElement) -> Void

    enum State {
        /// No `next()` waits.
        case idle
        /// A `next()` waits while the merge is pulled and the chunk gathered.
        case gathering(Resume)
        /// The base ended or threw, or the task was cancelled: every `next()` ends.
        case terminated
    }

    enum NextAction {
        /// Return the end from this `next()` at once.
        case end
        /// Start a new chunk and pull the merge.
        case gather
    }

    enum Action {
        /// Add the element to the chunk, then pull again (`gatherFailed` if it does not fit).
        case add(Value)
        /// Nothing collected at a tick: pull again.
        case pull
        /// Return the chunk; with `stop`, the merge (its tasks and the timer) goes away first.
        case sendChunk(Resume, stop: Bool)
        /// The loop leaves: the chunk and the merge go away, then `element` is returned.
        case stop(Resume, AsyncElement)
        case none
    }

    private(set) var state: State = .idle

    mutating func next(_ resume: @escaping Resume) -> NextAction {
        if case .terminated = state { return .end }
        state = .gathering(resume)
        return .gather
    }

    var isGathering: Bool {
        if case .gathering = state { return true }
        return false
    }

    /// The merge answered: a tagged element of the base, the base's end marker, a tick, or
    /// the merge's own end or failure. `chunkIsEmpty` is asked only for what ends a chunk.
    mutating func received(_ element: AsyncElement, chunkIsEmpty: @autoclosure () -> Bool) -> Action {
        guard case .gathering(let resume) = state else { return .none }
        switch element {
        case .value(let tagged):
            switch ChunkTag(tagged) {
            case .element(let value):
                return .add(value)
            case .terminal:
                state = .terminated
                return chunkIsEmpty() ? .stop(resume, .end) : .sendChunk(resume, stop: true)
            case .signal:
                guard !chunkIsEmpty() else { return .pull }
                state = .idle
                return .sendChunk(resume, stop: false)
            }
        case .end:
            guard !chunkIsEmpty() else {
                state = .terminated
                return .stop(resume, .end)
            }
            state = .idle
            return .sendChunk(resume, stop: false)
        case .failure:
            state = .terminated
            return .stop(resume, element)
        }
    }

    /// `chunks N or …`: the chunk reached N elements and goes out now; the merge stays.
    mutating func chunkFilled() -> Action {
        guard case .gathering(let resume) = state else { return .none }
        state = .idle
        return .sendChunk(resume, stop: false)
    }

    /// The element did not fit in the chunk (the value limits): the sequence throws.
    mutating func gatherFailed(_ error: StreamError) -> Action {
        guard case .gathering(let resume) = state else { return .none }
        state = .terminated
        return .stop(resume, .failure(error))
    }

    /// The consuming task was cancelled: a waiting `next()` is let go, not resumed.
    mutating func cancel() {
        state = .terminated
    }
}
