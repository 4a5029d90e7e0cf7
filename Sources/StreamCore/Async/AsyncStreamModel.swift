/// Swift's `AsyncStream` (or `AsyncThrowingStream`) with its continuation, as the Swift 6.3
/// runtime implements them (`_Concurrency/AsyncStreamBuffer.swift`):
/// - an element yielded while a consumer waits goes to the first waiting consumer;
/// - otherwise the buffering policy decides whether it is kept (`unbounded`, or the oldest
///   or newest N) or dropped;
/// - `finish()` lets consumers drain the buffer first, then ends them (`nil`, or the error);
/// - several waiting consumers of an `AsyncStream` queue first in, first out, so each
///   element goes to one of them; on an `AsyncThrowingStream` a second waiting consumer
///   traps ("attempt to await next() on more than one task").
public final class AsyncStreamModel: AsyncSequenceModel {
    public enum BufferingPolicy: Equatable, Sendable {
        case unbounded
        case bufferingOldest(Int)
        case bufferingNewest(Int)
    }

    /// What the continuation's `yield` did, as `YieldResult` says.
    public enum YieldResult: Equatable {
        case enqueued
        case dropped(Value)
        case terminated
    }

    public struct Events {
        /// An element the buffer let go (the new one, or the oldest kept one).
        public var dropped: (Value) -> Void = { _ in }
        /// The runtime stops the program: the run stops too.
        public var trapped: (String) -> Void = { _ in }
        /// `continuation.onTermination`, called once: at `finish` (even while buffered
        /// elements wait) or when a waiting consumer's task is cancelled.
        public var terminated: ((TerminationReason) -> Void)?
        public init() {}
    }

    /// `AsyncStream.Continuation.Termination`.
    public enum TerminationReason: String, Sendable {
        case finished, cancelled
    }

    public static let moreThanOneTask = "attempt to await next() on more than one task"

    public let policy: BufferingPolicy
    public let isThrowing: Bool
    private let resumption: Resumption
    private let events: Events
    private var buffer: [Value] = []
    private var bufferStart = 0
    private var consumers: [(id: Int, resume: (AsyncElement) -> Void)] = []
    private var nextConsumerID = 0
    /// Set by `finish`/`fail`: what consumers get once the buffer is drained.
    public private(set) var termination: AsyncElement?
    /// Whether `onTermination` was called (it is called once, whatever the reason).
    public private(set) var terminationHandled = false
    /// Iterators made and not yet let go: when the last goes while the stream still runs,
    /// a loop left it early, and Swift calls `onTermination` only when the stream is freed.
    public private(set) var liveIterators = 0
    public private(set) var wasIterated = false

    /// The buffered values, counted against the session's memory budget.
    private var held: HeldValues

    public init(policy: BufferingPolicy = .unbounded, throwing: Bool = false, clock: VirtualClock,
                events: Events = Events(), memory: RecordingBudget? = nil) {
        self.policy = policy
        self.isThrowing = throwing
        self.resumption = Resumption(clock: clock)
        self.events = events
        held = HeldValues(budget: memory)
    }

    deinit { held.releaseAll() }

    public var bufferedCount: Int { buffer.count - bufferStart }

    // MARK: The continuation

    @discardableResult
    public func yield(_ value: Value) -> YieldResult {
        guard termination == nil else { return .terminated }
        if !consumers.isEmpty {
            let consumer = consumers.removeFirst()
            resumption.resume(consumer.resume, with: .value(value))
            return .enqueued
        }
        // A value the budget cannot take is not kept: the session stops with its note.
        guard held.hold(value) else { return .dropped(value) }
        switch policy {
        case .unbounded:
            buffer.append(value)
        case .bufferingOldest(let limit):
            guard bufferedCount < limit else {
                held.release(value)
                return dropped(value)
            }
            buffer.append(value)
        case .bufferingNewest(let limit):
            guard limit > 0 else {
                held.release(value)
                return dropped(value)
            }
            if bufferedCount >= limit, let oldest = popFirst() {
                buffer.append(value)
                return dropped(oldest)
            }
            buffer.append(value)
        }
        return .enqueued
    }

    /// `finish()` (nil) or `finish(throwing:)`; waiting consumers end now, others drain.
    public func finish(_ failure: StreamError? = nil) {
        end(failure)
        handleTermination(.finished)
    }

    private func end(_ failure: StreamError?) {
        guard termination == nil else { return }
        termination = failure.map(AsyncElement.failure) ?? .end
        let waiting = consumers
        consumers.removeAll()
        // Consumers wait only when the buffer is empty, so each gets the end at once.
        for (index, consumer) in waiting.enumerated() {
            // Only the first learns the failure; the stream is then terminated.
            resumption.resume(consumer.resume, with: index == 0 ? (termination ?? .end) : .end)
        }
        if !waiting.isEmpty { termination = .end }
    }

    private func handleTermination(_ reason: TerminationReason) {
        guard !terminationHandled else { return }
        terminationHandled = true
        events.terminated?(reason)
    }

    // MARK: Consumers

    public func makeIterator() -> any AsyncIteratorModel {
        liveIterators += 1
        wasIterated = true
        return Iterator(stream: self)
    }

    fileprivate func next(_ resume: @escaping (AsyncElement) -> Void) -> Int? {
        if let value = popFirst() {
            resume(.value(value))
            return nil
        }
        if let termination {
            // A failure is thrown once; after it the stream just ends.
            self.termination = .end
            resume(termination)
            return nil
        }
        if isThrowing, !consumers.isEmpty {
            consumers.removeAll()
            events.trapped(Self.moreThanOneTask)
            return nil
        }
        defer { nextConsumerID += 1 }
        consumers.append((nextConsumerID, resume))
        return nextConsumerID
    }

    /// A consumer's task was cancelled: the runtime's cancellation handler then finishes
    /// the stream (what is buffered can still be drained).
    fileprivate func cancel(consumer id: Int?) {
        consumers.removeAll { $0.id == id }
        // The runtime's handler is installed only while `next()` waits: it calls
        // onTermination(.cancelled) before finishing.
        // A loop cancelled in its body (not waiting) ends the stream without it: Swift
        // calls onTermination when the stream is freed.
        if id != nil { handleTermination(.cancelled) }
        end(nil)
    }

    private func dropped(_ value: Value) -> YieldResult {
        events.dropped(value)
        return .dropped(value)
    }

    private func popFirst() -> Value? {
        guard bufferStart < buffer.count else { return nil }
        let value = buffer[bufferStart]
        held.release(value)
        bufferStart += 1
        if bufferStart > 64, bufferStart * 2 > buffer.count {
            buffer.removeFirst(bufferStart)
            bufferStart = 0
        }
        return value
    }

    private final class Iterator: AsyncIteratorModel {
        private let stream: AsyncStreamModel
        private var waitingID: Int?
        private var isCancelled = false

        init(stream: AsyncStreamModel) { self.stream = stream }

        deinit { stream.liveIterators -= 1 }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !isCancelled else { return resume(.end) }
            waitingID = stream.next { [weak self] element in
                self?.waitingID = nil
                resume(element)
            }
        }

        func cancel() {
            guard !isCancelled else { return }
            isCancelled = true
            stream.cancel(consumer: waitingID)
        }
    }
}
