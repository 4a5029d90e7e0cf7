/// A hot source that remembers its latest value.
///
/// A new subscriber receives the current value as soon as it has demand. A subscriber whose
/// demand ran out misses values; when it requests again it receives the value *current at
/// that moment*, not the ones it missed (Combine's behaviour).
///
/// Setting `value` is `send` before completion; after completion it still changes the value,
/// silently, where `send` is ignored (Combine's setter stores first, then sends).
public final class CurrentValueSubject: Subject {
    private var current: Value
    private var conduits: [CurrentValueConduit] = []
    public private(set) var completion: Completion?

    public init(_ value: Value) { current = value }

    /// The wrapped value, published as a new element whenever it is set before completion.
    public var value: Value {
        get { current }
        set {
            current = newValue
            send(newValue)
        }
    }

    public func receive(subscriber: any Subscriber) {
        if let completion {
            subscriber.receiveTerminal(completion)
            return
        }
        let conduit = CurrentValueConduit(subject: self, downstream: subscriber) { [weak self] in
            self?.remove($0)
        }
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
    }

    public func send(_ value: Value) {
        guard completion == nil else { return }
        current = value
        for conduit in conduits { conduit.offerCurrent(value) }
    }

    public func send(completion: Completion) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finishing = conduits
        conduits.removeAll()
        for conduit in finishing { conduit.finish(completion) }
    }

    private func remove(_ conduit: Conduit) {
        conduits.removeAll { $0 === conduit }
    }
}

/// A conduit that owes its subscriber the current value until it has delivered one.
final class CurrentValueConduit: Conduit {
    private weak var subject: CurrentValueSubject?
    private var deliveredCurrent = false

    init(subject: CurrentValueSubject, downstream: any Subscriber, onCancel: @escaping (Conduit) -> Void) {
        self.subject = subject
        super.init(downstream: downstream, onCancel: onCancel)
    }

    func offerCurrent(_ value: Value) {
        guard demand.count > 0 else {
            // Missed: the next request delivers whatever is current then.
            deliveredCurrent = false
            return
        }
        deliveredCurrent = true
        offer(value)
    }

    override func request(_ demand: Demand) {
        guard isActive, demand.count > 0 else { return }
        super.request(demand)
        if !deliveredCurrent, let subject {
            deliveredCurrent = true
            offer(subject.value)
        }
    }
}
