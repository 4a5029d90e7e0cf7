/// AsyncAlgorithms' `AsyncChannel` (1.1.4, `Channels/ChannelStateMachine.swift`): no buffer;
/// every `send` waits for a consumer.
/// - A send while a consumer waits hands its element over and returns without suspending.
/// - Otherwise the sending task suspends; suspended sends queue in order, and a consumer's
///   `next()` takes the first one at once and resumes its sender.
/// - `finish()` resumes every suspended sender (their elements are dropped) and ends every
///   waiting consumer; later sends return at once, later `next()`s return nil.
/// - Waiting consumers queue in order too; each element goes to one of them.
/// - `AsyncThrowingChannel`'s `fail(error)` is `finish()` with an error: every waiting consumer
///   throws it; when none waits, the next `next()` throws it once, and later ones return nil.
/// - A cancelled sending task (`cancelSend`) returns from a suspended `send` at once, without
///   delivering and without throwing (`sendCancelled`); a send already returned is not affected.
public final class AsyncChannelModel: AsyncSequenceModel {
    public struct Events {
        /// A send suspended: no consumer was waiting (`id` numbers the sends).
        public var suspended: (_ id: Int, Value) -> Void = { _, _ in }
        /// A suspended send returned: a consumer took its element.
        public var resumed: (_ id: Int, Value) -> Void = { _, _ in }
        /// `finish` (or `fail`, with `failed`) resumed a suspended send without delivering its element.
        public var dropped: (_ id: Int, Value, _ failed: Bool) -> Void = { _, _, _ in }
        /// The send's task was cancelled while it waited: it returned without delivering.
        public var cancelled: (_ id: Int, Value) -> Void = { _, _ in }
        public init() {}
    }

    private let resumption: Resumption
    private let clock: VirtualClock
    private let events: Events
    private var producers: [(id: Int, value: Value, returned: (() -> Void)?)] = []
    private var consumers: [(id: Int, resume: (AsyncElement) -> Void)] = []
    private var nextID = 0
    private var nextSendID = 0
    public private(set) var isFinished = false
    /// An `AsyncThrowingChannel`, which `fail` finishes with an error.
    public let isThrowing: Bool
    /// A failure no consumer has taken yet (`.terminated(.failed)`): the next `next()` throws it.
    private var pendingFailure: StreamError?

    public init(throwing: Bool = false, clock: VirtualClock, events: Events = Events()) {
        self.isThrowing = throwing
        self.clock = clock
        self.resumption = Resumption(clock: clock)
        self.events = events
    }

    public var suspendedSendCount: Int { producers.count }

    /// What a send did at once.
    public enum SendOutcome: Equatable {
        /// A consumer was waiting: it has the element, and the send returned.
        case handedOver
        /// No consumer waited: the sending task waits for one.
        case suspended
        /// The channel is finished: the send returned, the element is dropped.
        case finished
    }

    /// The id the next `send` gets (its task's, for `cancelSend`).
    public var nextSendIdentifier: Int { nextSendID }

    /// `await channel.send(value)` from its own task.
    @discardableResult
    public func send(_ value: Value) -> SendOutcome {
        defer { nextSendID += 1 }
        guard !isFinished else { return .finished }
        if !consumers.isEmpty {
            let consumer = consumers.removeFirst()
            resumption.resume(consumer.resume, with: .value(value))
            return .handedOver
        }
        producers.append((nextSendID, value, nil))
        events.suspended(nextSendID, value)
        return .suspended
    }

    /// `await channel.send(value)` from a task's body: `returned` is called when a loop took
    /// the value or `finish()` dropped it (the task then resumes). Nil when the send returned
    /// at once (handed over, or the channel is finished); otherwise the send's id, for `cancelSend`.
    public func sendFromTask(_ value: Value, returned: @escaping () -> Void) -> Int? {
        guard send(value) == .suspended, let last = producers.indices.last else { return nil }
        producers[last].returned = returned
        return producers[last].id
    }

    /// `finish()`, or with `error` `AsyncThrowingChannel.fail(error)`.
    public func finish(_ error: StreamError? = nil) {
        guard !isFinished else { return }
        isFinished = true
        let waitingSends = producers
        let waitingConsumers = consumers
        producers.removeAll()
        consumers.removeAll()
        // With nobody waiting, the failure is kept for the next `next()`.
        if let error, waitingConsumers.isEmpty { pendingFailure = error }
        for send in waitingSends {
            events.dropped(send.id, send.value, error != nil)
            send.returned?()
        }
        let ending: AsyncElement = error.map(AsyncElement.failure) ?? .end
        for consumer in waitingConsumers { resumption.resume(consumer.resume, with: ending) }
    }

    /// `AsyncThrowingChannel.fail(error)`.
    public func fail(_ error: StreamError) { finish(error) }

    /// The task of send `id` was cancelled: a send still suspended returns without delivering.
    /// Returns whether it was suspended.
    @discardableResult
    public func cancelSend(_ id: Int) -> Bool {
        guard let index = producers.firstIndex(where: { $0.id == id }) else { return false }
        let send = producers.remove(at: index)
        events.cancelled(send.id, send.value)
        return true
    }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(channel: self) }

    fileprivate func next(_ resume: @escaping (AsyncElement) -> Void) -> Int? {
        if !producers.isEmpty {
            let send = producers.removeFirst()
            // The sender's task resumes later in this instant; the consumer goes on at once.
            clock.schedule { [events] in
                events.resumed(send.id, send.value)
                send.returned?()
            }
            resume(.value(send.value))
            return nil
        }
        if isFinished {
            let failure = pendingFailure
            pendingFailure = nil
            resume(failure.map(AsyncElement.failure) ?? .end)
            return nil
        }
        defer { nextID += 1 }
        consumers.append((nextID, resume))
        return nextID
    }

    fileprivate func cancel(consumer id: Int?) {
        consumers.removeAll { $0.id == id }
    }

    private final class Iterator: AsyncIteratorModel {
        private let channel: AsyncChannelModel
        private var waitingID: Int?
        private var isCancelled = false

        init(channel: AsyncChannelModel) { self.channel = channel }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !isCancelled else { return resume(.end) }
            waitingID = channel.next { [weak self] element in
                self?.waitingID = nil
                resume(element)
            }
        }

        func cancel() {
            guard !isCancelled else { return }
            isCancelled = true
            channel.cancel(consumer: waitingID)
        }
    }
}
