/// `timer 100ms`: Combine's `Timer.publish(every:on:in:)` on the virtual clock.
///
/// A `ConnectablePublisher`: nothing ticks until `connect()` (or `autoconnect()`, which
/// connects on the first subscription). Every subscriber shares the same ticks; each value is
/// the virtual time of the tick in milliseconds. The first tick comes one interval after the
/// connection. A tick that finds a subscriber without demand is lost for that subscriber.
/// Cancelling the connection stops the ticks without a completion and, as OpenCombine's
/// `TimerPublisher` does, lets go of the subscribers it had. Being infinite, a connected
/// timer is what the run horizon exists for.
///
/// A per-subscriber timer is `Deferred { Timer.publish(…).autoconnect() }`.
public final class TimerPublisher: ConnectablePublisher, ConnectionHistory {
    private let clock: VirtualClock
    private let interval: VirtualTime
    private var conduits: [Conduit] = []
    private var liveConnections = 0
    /// Whether `connect()` was ever called (the language warns about a timer never connected).
    public private(set) var wasEverConnected = false
    /// Whether anyone ever subscribed (a sink that ended early still waited for ticks).
    public private(set) var wasEverSubscribed = false

    public init(clock: VirtualClock, interval: VirtualTime) {
        self.clock = clock
        self.interval = Swift.max(0, interval)
    }

    /// Whether a connection is ticking now.
    public var isConnected: Bool { liveConnections > 0 }

    /// Whether anyone is subscribed (and so waiting for ticks).
    public var hasSubscribers: Bool { !conduits.isEmpty }

    public func receive(subscriber: any Subscriber) {
        let conduit = Conduit(downstream: subscriber, onCancel: { [weak self] in self?.remove($0) })
        conduits.append(conduit)
        wasEverSubscribed = true
        subscriber.receive(subscription: conduit)
    }

    /// Starts ticking. As in Combine, every call makes a new connection with its own ticks.
    public func connect() -> any Cancellable {
        wasEverConnected = true
        liveConnections += 1
        let connection = TimerConnection(publisher: self, clock: clock, interval: interval)
        connection.scheduleNextTick()
        return connection
    }

    fileprivate func tick() {
        let value = Value.int(clock.now)
        // A snapshot: a subscriber may subscribe or cancel while receiving.
        for conduit in conduits { conduit.offer(value) }
    }

    fileprivate func disconnect() {
        liveConnections = Swift.max(0, liveConnections - 1)
        conduits.removeAll()
    }

    private func remove(_ conduit: Conduit) {
        conduits.removeAll { $0 === conduit }
    }
}

/// One connection of a timer: a chain of clock actions, one per tick, until cancelled.
///
/// The scheduled tick holds the connection, and the connection its timer, so a connection
/// keeps ticking even when nobody keeps its cancellable (as a run loop keeps a `Timer`).
final class TimerConnection: Cancellable {
    private var publisher: TimerPublisher?
    private let clock: VirtualClock
    private let interval: VirtualTime
    private var scheduled: ScheduledTimer?

    fileprivate init(publisher: TimerPublisher, clock: VirtualClock, interval: VirtualTime) {
        self.publisher = publisher
        self.clock = clock
        self.interval = interval
    }

    fileprivate func scheduleNextTick() {
        guard publisher != nil else { return }
        // At the end of time there is no next tick (clamping would tick at Int.max for ever).
        let (next, overflow) = clock.now.addingReportingOverflow(interval)
        guard !overflow else { return }
        scheduled = clock.scheduleTimer(at: next) { self.fire() }
    }

    private func fire() {
        guard let publisher else { return }
        publisher.tick()
        scheduleNextTick()
    }

    func cancel() {
        guard let publisher else { return }
        self.publisher = nil
        scheduled?.cancel()
        scheduled = nil
        publisher.disconnect()
    }
}
