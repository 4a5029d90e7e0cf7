/// KVO's `publisher(for: \.prop, options:)` on an object's property (`@objc dynamic var`).
///
/// Apple: "A Combine publisher that produces a new element whenever the observed value
/// changes", with `options: [.initial, .new]` by default. As the Foundation overlay's
/// `KVOSubscription` (Publishers+KeyValueObserving.swift) does it: the observation starts
/// when the publisher is subscribed; with `.initial` the value at that moment is kept and
/// delivered at the first demand (the value *then*, not a later one); each change delivers
/// the property's value after the set, if the subscriber has demand, and is dropped if not.
/// It never completes. (The overlay's `request` also takes one from the demand when no kept
/// value is waiting; that looks like a slip and is not modelled: demand N gets N changes.)
public final class KeyValueObservingPublisher: Publisher {
    private let property: PublishedSubject
    private let sendsInitial: Bool

    /// `initial`: the options include `.initial` (the default `[.initial, .new]`); false is `[.new]`.
    public init(_ property: PublishedSubject, initial: Bool) {
        self.property = property
        self.sendsInitial = initial
    }

    public func receive(subscriber: any Subscriber) {
        let observation = KeyValueObservation(downstream: subscriber, property: property)
        property.keyValueObservers.add(observation)
        if sendsInitial { observation.keep(property.value) }
        subscriber.receive(subscription: observation)
    }
}

/// The observers of one property, told after each set (`didChangeValue`), in the order added.
public final class KeyValueObservers {
    private var observations: [KeyValueObservation] = []

    init() {}

    public var count: Int { observations.count }

    func add(_ observation: KeyValueObservation) { observations.append(observation) }

    func remove(_ observation: KeyValueObservation) { observations.removeAll { $0 === observation } }

    /// After the property was set; a snapshot, since an observer may cancel while told.
    func didChange(_ property: PublishedSubject) {
        for observation in observations { observation.changed(to: property.value) }
    }
}

/// One subscriber's observation: its demand, and the initial value kept for its first demand.
final class KeyValueObservation: Subscription {
    private var downstream: (any Subscriber)?
    private weak var property: PublishedSubject?
    private var demand: Demand = .none
    private var kept: Value?

    init(downstream: any Subscriber, property: PublishedSubject) {
        self.downstream = downstream
        self.property = property
    }

    /// `.initial`: the value when observing began, waiting for demand.
    func keep(_ value: Value) { kept = value }

    func changed(to value: Value) {
        guard let downstream, demand.count > 0 else { return }
        demand -= 1
        let more = downstream.receive(value)
        if more.count > 0 { demand += more }
    }

    func request(_ more: Demand) {
        guard let downstream, more.count > 0 else { return }
        demand += more
        guard let value = kept else { return }
        kept = nil
        demand -= 1
        let extra = downstream.receive(value)
        if extra.count > 0 { demand += extra }
    }

    func cancel() {
        property?.keyValueObservers.remove(self)
        downstream = nil
        kept = nil
    }
}
