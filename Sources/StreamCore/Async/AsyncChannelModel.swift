/// AsyncAlgorithms' `AsyncChannel` (1.1.4, `Channels/ChannelStateMachine.swift`): no buffer;
/// every `send` waits for a consumer.
/// - A send while a consumer waits hands its element over and returns without suspending.
/// - Otherwise the sending task suspends; suspended sends queue in order, and a consumer's
///   `next()` takes the first one at once and resumes its sender.
/// - `finish()` resumes every suspended sender (their elements are dropped) and ends every
///   waiting consumer; later sends return at once, later `next()`s return nil.
/// - Waiting consumers queue in order too; each element goes to one of them.
public final class AsyncChannelModel: AsyncSequenceModel {
    public struct Events {
        /// A send suspended: no consumer was waiting (`id` numbers the sends).
        public var suspended: (_ id: Int, Value) -> Void = { _, _ in }
        /// A suspended send returned: a consumer took its element.
        public var resumed: (_ id: Int, Value) -> Void = { _, _ in }
        /// `finish` resumed a suspended send without delivering its element.
        public var dropped: (_ id: Int, Value) -> Void = { _, _ in }
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

    public init(clock: VirtualClock, events: Events = Events()) {
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
    /// at once (handed over, or the channel is finished); otherwise the send's id, for `withdraw`.
    public func sendFromTask(_ value: Value, returned: @escaping () -> Void) -> Int? {
        guard send(value) == .suspended, let last = producers.indices.last else { return nil }
        producers[last].returned = returned
        return producers[last].id
    }

    /// The sending task was cancelled: its send returns without delivering (AsyncAlgorithms'
    /// `send` in a cancelled task does not throw).
    public func withdraw(sendID id: Int) {
        producers.removeAll { $0.id == id }
    }

    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        let waitingSends = producers
        let waitingConsumers = consumers
        producers.removeAll()
        consumers.removeAll()
        for send in waitingSends {
            events.dropped(send.id, send.value)
            send.returned?()
        }
        for consumer in waitingConsumers { resumption.resume(consumer.resume, with: .end) }
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
            resume(.end)
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
