/// `NotificationCenter.default` and its Combine publisher, `publisher(for:)`, on one thread.
///
/// Apple: "Returns a publisher that emits events when broadcasting notifications." The
/// publisher is hot and never completes: every subscription adds an observer, and a post
/// reaches each observer registered at that moment, in the order they were added. As in the
/// Foundation overlay (and OpenCombineFoundation's `NotificationCenter.swift`), a subscription
/// delivers a notification only while it has demand: one posted without demand is dropped
/// for that subscriber, and the demand a subscriber returns is added.
public final class NotificationCenterModel {
    private var names: [String: NotificationPublisher] = [:]

    public init() {}

    /// `publisher(for: name)`: the same publisher for the same name. Asking for it is what
    /// declares the name (a post to any other name is a mistake the language reports).
    public func publisher(for name: String) -> NotificationPublisher {
        if let publisher = names[name] { return publisher }
        let publisher = NotificationPublisher(name: name)
        names[name] = publisher
        return publisher
    }

    /// Whether some `publisher(for:)` asked for `name`.
    public func isDeclared(_ name: String) -> Bool { names[name] != nil }

    /// `post(name:object:)`: every observer of the name now gets `value`, if it has demand.
    public func post(_ name: String, _ value: Value) {
        names[name]?.post(value)
    }

    /// How many subscriptions observe `name` now.
    public func observerCount(_ name: String) -> Int { names[name]?.observerCount ?? 0 }
}

/// The notifications of one name: a hot publisher that never completes.
public final class NotificationPublisher: Publisher {
    public let name: String
    private var observers: [Conduit] = []

    init(name: String) { self.name = name }

    var observerCount: Int { observers.count }

    public func receive(subscriber: any Subscriber) {
        let observer = Conduit(downstream: subscriber) { [weak self] in self?.remove($0) }
        observers.append(observer)
        subscriber.receive(subscription: observer)
    }

    func post(_ value: Value) {
        // A snapshot: an observer may subscribe or cancel while it receives.
        for observer in observers { observer.offer(value) }
    }

    private func remove(_ observer: Conduit) {
        observers.removeAll { $0 === observer }
    }
}
