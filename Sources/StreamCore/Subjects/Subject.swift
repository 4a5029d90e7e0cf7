/// A publisher you can push events into: the hot sources of the engine.
public protocol Subject: Publisher {
    /// How the subject ended, once it has; later sends are ignored.
    var completion: Completion? { get }
    func send(_ value: Value)
    func send(completion: Completion)
    /// Attaches an upstream (a `multicast` connection); the subject decides when to ask it
    /// for values.
    func send(subscription: any Subscription)
}

extension Subject {
    /// By default a subject asks its upstream for everything at once (CurrentValueSubject).
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}

/// Delivers one subject's events to one subscriber, honouring that subscriber's demand.
///
/// A subject keeps its conduits in subscription order, so several subscribers of one subject
/// always receive a value in the order they subscribed (Combine leaves that order unspecified;
/// a golden-tested tool cannot).
class Conduit: Subscription {
    /// A constant, so delivering a value needs no retain of the subscriber: the conduit being
    /// alive keeps it alive. It is let go with the conduit, which the subject drops on
    /// completion and cancel, and the subscriber drops once it is terminated.
    final let downstream: any Subscriber
    /// False once finished or cancelled: nothing more reaches `downstream`.
    final private(set) var isActive = true
    final var demand: Demand = .none
    private let onCancel: (Conduit) -> Void
    /// Called (once) when the subscriber first asks for values.
    private var onFirstDemand: (() -> Void)?

    init(downstream: any Subscriber, onFirstDemand: (() -> Void)? = nil, onCancel: @escaping (Conduit) -> Void) {
        self.downstream = downstream
        self.onFirstDemand = onFirstDemand
        self.onCancel = onCancel
    }

    /// Offers a value; without demand the value is dropped for this subscriber.
    final func offer(_ value: Value) {
        guard isActive, demand.count > 0 else { return }
        demand -= 1
        let more = downstream.receive(value)
        if more.count > 0 { demand += more }
    }

    final func finish(_ completion: Completion) {
        guard isActive else { return }
        isActive = false
        downstream.receive(completion: completion)
    }

    func request(_ demand: Demand) {
        guard isActive else { return }
        self.demand += demand
        if demand.count > 0, let onFirstDemand {
            self.onFirstDemand = nil
            onFirstDemand()
        }
    }

    final func cancel() {
        guard isActive else { return }
        isActive = false
        onCancel(self)
    }
}

/// Lets a subject subscribe to an upstream (what `multicast` does on `connect`).
///
/// It hands itself to the subject as the upstream subscription (the subject requests values
/// when it wants them) and forwards every event into the subject.
final class SubjectSubscriber: Subscriber, Subscription {
    private weak var subject: (any Subject)?
    private var subscription: (any Subscription)?
    private var isTerminated = false
    /// Bounds a relay that feeds its own upstream (see `RelayLoopLimit`); nil: unbounded.
    private var nesting: RelayNesting?

    init(_ subject: any Subject, loopLimit: RelayLoopLimit? = nil) {
        self.subject = subject
        nesting = loopLimit.map(RelayNesting.init)
    }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subject?.send(subscription: self)
    }

    func request(_ demand: Demand) {
        guard !isTerminated else { return }
        subscription?.request(demand)
    }

    func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        guard nesting != nil else {
            subject?.send(value)
            return .none
        }
        guard nesting?.enter() == true else { return .none }
        defer { nesting?.leave() }
        subject?.send(value)
        return .none
    }

    func receive(completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        subscription = nil
        subject?.send(completion: completion)
    }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}
