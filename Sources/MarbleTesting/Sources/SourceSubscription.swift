import OpenCombineShim

/// One subscriber's subscription to a marble source.
///
/// Events arrive at their times. What happens to a value that finds no demand depends on
/// the source:
/// - `.holds` (cold sources and `m.hotBuffered`): the value waits here until the subscriber
///   asks for it (as a `Publishers.Sequence` would), and a completion follows the values
///   before it without needing demand;
/// - `.drops` (`m.hot`): the value is lost, as a `PassthroughSubject` loses it, and a
///   completion is delivered at once.
///
/// The subscription's end is written to the source's `SubscriptionLog`.
final class SourceSubscription<Output>: Subscription {
    typealias Signal = SourceSignal<Output>

    /// What happens to a value that arrives while the subscriber has no demand.
    enum WithoutDemand {
        /// Kept until the subscriber asks for it.
        case holds
        /// Lost, as with a `PassthroughSubject`.
        case drops
    }

    private var subscriber: AnySubscriber<Output, MarbleError>?
    private var demand = Subscribers.Demand.none
    private var pending: [Signal] = []
    private var pendingStart = 0
    private var isDelivering = false
    private let withoutDemand: WithoutDemand
    private let log: SubscriptionLog
    private let logIndex: Int
    private let onEnd: (SourceSubscription<Output>) -> Void
    private let onDrop: (Output) -> Void

    /// Subscribed now; `onEnd` runs once, when the subscription ends for any reason;
    /// `onDrop` for each value lost for want of demand (only when it `.drops` them).
    init(
        subscriber: AnySubscriber<Output, MarbleError>,
        log: SubscriptionLog,
        withoutDemand: WithoutDemand = .holds,
        onDrop: @escaping (Output) -> Void = { _ in },
        onEnd: @escaping (SourceSubscription<Output>) -> Void = { _ in }
    ) {
        self.subscriber = subscriber
        self.log = log
        self.withoutDemand = withoutDemand
        self.logIndex = log.begin()
        self.onDrop = onDrop
        self.onEnd = onEnd
    }

    var isActive: Bool { subscriber != nil }

    /// An event of the source, at its time.
    func receive(_ signal: Signal) {
        guard isActive else { return }
        if withoutDemand == .drops, case .value(let value) = signal {
            offer(value)
            return
        }
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

    /// A value sent through a subject: delivered only against demand, never kept, the way
    /// Combine's `PassthroughSubject` offers it to each subscriber.
    private func offer(_ value: Output) {
        guard let subscriber else { return }
        guard demand > 0 else {
            onDrop(value)
            return
        }
        demand -= 1
        demand += subscriber.receive(value)
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
            case .finished, .failure:
                let completion = pending[pendingStart].completion
                pendingStart += 1
                end()
                if let completion { subscriber.receive(completion: completion) }
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

/// One event of a marble source: a value, or its end. Its own type rather than
/// `Subscribers.Completion`, so that a script of `Sendable` values is checked `Sendable`.
enum SourceSignal<Output> {
    case value(Output)
    case finished
    case failure(MarbleError)

    /// The end as Combine delivers it; nil for a value.
    var completion: Subscribers.Completion<MarbleError>? {
        switch self {
        case .value: nil
        case .finished: .finished
        case .failure(let error): .failure(error)
        }
    }
}

extension SourceSignal: Sendable where Output: Sendable {}
