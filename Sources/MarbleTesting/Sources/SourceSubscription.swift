import OpenCombineShim

/// One subscriber's subscription to a marble source.
///
/// Events arrive at their times; a value waits here until the subscriber has demand (as a
/// `Publishers.Sequence` would), and a completion follows the values before it without
/// needing demand. The subscription's end is written to the source's `SubscriptionLog`.
final class SourceSubscription<Output>: Subscription {
    enum Signal {
        case value(Output)
        case completion(Subscribers.Completion<MarbleError>)
    }

    private var subscriber: AnySubscriber<Output, MarbleError>?
    private var demand = Subscribers.Demand.none
    private var pending: [Signal] = []
    private var pendingStart = 0
    private var isDelivering = false
    private let log: SubscriptionLog
    private let logIndex: Int
    private let onEnd: (SourceSubscription<Output>) -> Void

    /// Subscribed now; `onEnd` runs once, when the subscription ends for any reason.
    init(
        subscriber: AnySubscriber<Output, MarbleError>,
        log: SubscriptionLog,
        onEnd: @escaping (SourceSubscription<Output>) -> Void = { _ in }
    ) {
        self.subscriber = subscriber
        self.log = log
        self.logIndex = log.begin()
        self.onEnd = onEnd
    }

    var isActive: Bool { subscriber != nil }

    /// An event of the source, at its time.
    func receive(_ signal: Signal) {
        guard isActive else { return }
        pending.append(signal)
        deliver()
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        deliver()
    }

    func cancel() {
        end()
    }

    /// Sends what demand allows; re-entrant calls (a subscriber requesting more from
    /// `receive(_:)`) only add demand, and the loop here picks it up.
    private func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let subscriber, pendingStart < pending.count {
            switch pending[pendingStart] {
            case .value(let value):
                guard demand > 0 else { return }
                demand -= 1
                pendingStart += 1
                demand += subscriber.receive(value)
            case .completion(let completion):
                pendingStart += 1
                end()
                subscriber.receive(completion: completion)
            }
        }
        if pendingStart == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
        }
    }

    private func end() {
        guard subscriber != nil else { return }
        subscriber = nil
        pending.removeAll()
        pendingStart = 0
        log.end(logIndex)
        onEnd(self)
    }
}
