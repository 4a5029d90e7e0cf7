import OpenCombineShim

/// A hot marble source (`m.hot("-a-^-b-|")`): its events happen at fixed times whether
/// anyone listens or not; `^` is frame 0 of the test and events before it are not replayed.
/// A subscriber gets the events after it subscribes; one that subscribes after the source
/// ended gets the completion at once, as from a finished `PassthroughSubject`.
public struct HotMarblePublisher<Output>: Publisher {
    public typealias Failure = MarbleError

    /// When each subscriber subscribed and when its subscription ended.
    public var subscriptions: SubscriptionLog { state.log }
    private let state: HotState<Output>

    init(script: SourceScript<Output>, clock: VirtualClock) {
        state = HotState(script: script, log: SubscriptionLog(clock: clock), clock: clock)
    }

    /// Schedules the events; `MarbleScheduler.run()` calls it before the clock moves, so
    /// subscriptions made at frame 0 hear the events of frame 0.
    func start() {
        state.start()
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == MarbleError {
        state.subscribe(AnySubscriber(subscriber))
    }
}

/// What a hot source shares between its subscribers.
final class HotState<Output> {
    let log: SubscriptionLog
    private let script: SourceScript<Output>
    private let clock: VirtualClock
    private var subscribers: [ObjectIdentifier: SourceSubscription<Output>] = [:]
    /// Subscribers in the order they subscribed, so delivery order is deterministic.
    private var order: [ObjectIdentifier] = []
    private var completion: Subscribers.Completion<MarbleError>?
    private var isStarted = false

    init(script: SourceScript<Output>, log: SubscriptionLog, clock: VirtualClock) {
        self.script = script
        self.log = log
        self.clock = clock
    }

    func start() {
        guard !isStarted else { return }
        isStarted = true
        // The clock holds the source until its last event: a hot source goes on whether
        // anyone holds it or not.
        for (time, signal) in script.events where time >= 0 {
            clock.schedule(at: time) { [self] in send(signal) }
        }
    }

    func subscribe(_ subscriber: AnySubscriber<Output, MarbleError>) {
        let subscription = SourceSubscription(subscriber: subscriber, log: log) { [weak self] ended in
            self?.subscribers[ObjectIdentifier(ended)] = nil
        }
        let id = ObjectIdentifier(subscription)
        subscriber.receive(subscription: subscription)
        if let completion {
            subscription.receive(.completion(completion))
            return
        }
        guard subscription.isActive else { return }
        subscribers[id] = subscription
        order.append(id)
    }

    private func send(_ signal: SourceSubscription<Output>.Signal) {
        guard completion == nil else { return }
        if case .completion(let end) = signal { completion = end }
        order = order.filter { subscribers[$0] != nil }
        for id in order {
            subscribers[id]?.receive(signal)
        }
    }
}
