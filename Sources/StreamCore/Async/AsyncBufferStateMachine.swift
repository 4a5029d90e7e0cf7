/// The states of `AsyncBuffer`'s iterator (AsyncAlgorithms 1.1.4's `UnboundedBufferStateMachine`
/// and `BoundedBufferStateMachine` in one), kept apart from pulling and resuming so the rules
/// can be read and tested. A transition returns what to do; the model does it.
struct AsyncBufferStateMachine {
    typealias Resume = (AsyncElement) -> Void

    enum State {
        /// No `next()` yet: the task that iterates the base has not started.
        case initial
        /// The task iterates the base; `consumer` is a `next()` waiting (the buffer is then empty).
        case buffering(consumer: Resume?)
        /// The base ended or threw: the buffer is handed out first, then `then` once, then the end.
        case finished(then: AsyncElement)
    }

    enum NextAction {
        /// The first `next()`: start the task (make the base's iterator and pull); the consumer waits.
        case start
        /// Return this at once (from the buffer, or the end).
        case answer(AsyncElement)
        /// The consumer waits for the next element.
        case suspend
    }

    enum ProducedAction {
        /// Hand the element (or the end) to the waiting consumer.
        case resume(Resume, AsyncElement)
        /// The element went into the buffer (`added`), or a full `oldest` buffer refused it
        /// (nil); `evicted` is the oldest buffered element a full `newest` buffer let go.
        case buffered(added: Value?, evicted: Value?)
        case none
    }

    private(set) var state: State = .initial
    /// What the consumer has not asked for yet, oldest first.
    private(set) var buffer = ValueQueue()
    private(set) var count = 0
    let policy: AsyncBufferPolicy

    init(policy: AsyncBufferPolicy) { self.policy = policy }

    mutating func next(_ resume: @escaping Resume) -> NextAction {
        switch state {
        case .initial:
            state = .buffering(consumer: resume)
            return .start
        case .buffering:
            if let value = popFirst() { return .answer(.value(value)) }
            state = .buffering(consumer: resume)
            return .suspend
        case .finished(let then):
            if let value = popFirst() { return .answer(.value(value)) }
            state = .finished(then: .end)
            return .answer(then)
        }
    }

    /// Whether the task asks the base for another element now: always while it buffers
    /// without bound, and for `bounded N` while a consumer waits or fewer than N are buffered
    /// (`shouldSuspendProducer`).
    var shouldPull: Bool {
        guard case .buffering(let consumer) = state else { return false }
        if case .bounded(let limit) = policy { return consumer != nil || count < limit }
        return true
    }

    /// The base answered the task's `next()`.
    mutating func produced(_ element: AsyncElement) -> ProducedAction {
        guard case .buffering(let consumer) = state else { return .none }
        guard case .value(let value) = element else {
            // A failure is stacked after the buffered elements, as the end is.
            state = .finished(then: consumer == nil ? element : .end)
            return consumer.map { .resume($0, element) } ?? .none
        }
        if let consumer {
            state = .buffering(consumer: nil)
            return .resume(consumer, element)
        }
        switch policy {
        case .unbounded, .bounded:
            append(value)
            return .buffered(added: value, evicted: nil)
        case .bufferingNewest(let limit):
            let dropped = count >= limit ? popFirst() : nil
            append(value)
            return .buffered(added: value, evicted: dropped)
        case .bufferingOldest(let limit):
            guard count < limit else { return .buffered(added: nil, evicted: nil) }
            append(value)
            return .buffered(added: value, evicted: nil)
        }
    }

    /// The consumer's task was cancelled: the buffer goes, and a waiting `next()` is let go.
    mutating func cancel() {
        state = .finished(then: .end)
        buffer.removeAll()
        count = 0
    }

    private mutating func append(_ value: Value) {
        buffer.append(value)
        count += 1
    }

    private mutating func popFirst() -> Value? {
        guard let value = buffer.popFirst() else { return nil }
        count -= 1
        return value
    }
}
