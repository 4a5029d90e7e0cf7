import OpenCombineShim

/// A hot marble source (`m.hot("-a-^-b-|")`): its events happen at fixed times whether
/// anyone listens or not; `^` is frame 0 of the test and events before it are not replayed.
/// A subscriber gets the events after it subscribes; one that subscribes after the source
/// ended gets the completion at once, as from a finished `PassthroughSubject`.
///
/// `m.hot` is a `PassthroughSubject` sent each value at its instant: a value that finds a
/// subscriber without demand is lost to that subscriber (a `flatMap(maxPublishers: .max(1))`
/// busy with the previous value never sees it). `m.hotBuffered` instead holds such a value
/// until the subscriber asks for it, for code whose real upstream buffers.
public struct HotMarblePublisher<Output>: Publisher {
    public typealias Failure = MarbleError

    /// When each subscriber subscribed and when its subscription ended.
    public var subscriptions: SubscriptionLog { state.log }
    private let state: HotState<Output>

    init(
        script: SourceScript<Output>, clock: VirtualClock, withoutDemand: SourceSubscription<Output>.WithoutDemand,
        dropped: (marbles: String, site: CallSite, log: DroppedValues)
    ) {
        state = HotState(script: script, log: SubscriptionLog(clock: clock), clock: clock, withoutDemand: withoutDemand,
                         dropped: dropped)
    }

    /// Schedules the events. `MarbleScheduler` runs it from the clock, at the instant the
    /// source was made, so each event is scheduled behind whatever was already due at its
    /// time: subscriptions made at frame k (before the clock reached it) hear frame k.
    func start() {
        state.start()
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == MarbleError {
        state.subscribe(AnySubscriber(subscriber))
    }
}

/// Checked, given that `HotState` is.
extension HotMarblePublisher: Sendable where Output: Sendable {}

/// What a hot source shares between its subscribers.
///
/// `@unchecked Sendable` under `MarbleScheduler`'s rule (one thread at a time, the test's):
/// its subscribers change only when the code under test subscribes or cancels, and its
/// events are sent only by the clock, as the test runs it.
final class HotState<Output>: @unchecked Sendable {
    let log: SubscriptionLog
    private let script: SourceScript<Output>
    private let clock: VirtualClock
    private var subscribers: [ObjectIdentifier: SourceSubscription<Output>] = [:]
    /// Subscribers in the order they subscribed, so delivery order is deterministic.
    private var order: [ObjectIdentifier] = []
    /// The source's end, once it has happened: a later subscriber gets it at once.
    private var ending: SourceSignal<Output>?
    private var isStarted = false
    /// Whether a value a subscriber has no demand for is lost (`m.hot`) or held (`m.hotBuffered`).
    private let withoutDemand: SourceSubscription<Output>.WithoutDemand
    /// Where values lost for want of demand are written down, with the source's marbles
    /// and where it was made.
    private let dropped: (marbles: String, site: CallSite, log: DroppedValues)

    init(
        script: SourceScript<Output>, log: SubscriptionLog, clock: VirtualClock,
        withoutDemand: SourceSubscription<Output>.WithoutDemand,
        dropped: (marbles: String, site: CallSite, log: DroppedValues)
    ) {
        self.script = script
        self.log = log
        self.clock = clock
        self.withoutDemand = withoutDemand
        self.dropped = dropped
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
        let subscription = SourceSubscription(
            subscriber: subscriber, log: log, withoutDemand: withoutDemand,
            onDrop: { [dropped, clock] value in
                dropped.log.record(.init(time: clock.now, value: String(describing: value),
                                         marbles: dropped.marbles, site: dropped.site.shortDescription))
            }
        ) { [weak self] ended in
            self?.subscribers[ObjectIdentifier(ended)] = nil
        }
        let id = ObjectIdentifier(subscription)
        subscriber.receive(subscription: subscription)
        if let ending {
            subscription.receive(ending)
            return
        }
        guard subscription.isActive else { return }
        subscribers[id] = subscription
        order.append(id)
    }

    private func send(_ signal: SourceSignal<Output>) {
        guard ending == nil else { return }
        if signal.completion != nil { ending = signal }
        order = order.filter { subscribers[$0] != nil }
        for id in order {
            subscribers[id]?.receive(signal)
        }
    }
}
