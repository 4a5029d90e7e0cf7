/// A publisher that does nothing until `connect()` (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher: Publisher {
    /// Starts the upstream; cancelling the result stops it.
    func connect() -> any Cancellable
}

/// What the language needs to warn that a connectable was subscribed to but never connected.
public protocol ConnectionHistory: AnyObject {
    /// Whether `connect()` was ever called.
    var wasEverConnected: Bool { get }
    /// Whether anyone ever subscribed (even if that subscription has ended since).
    var wasEverSubscribed: Bool { get }
}

/// `multicast` and `makeConnectable`: one subject, created when first needed and reused,
/// relays the upstream to every subscriber once connected.
///
/// With a `CurrentValueSubject`, every new subscriber first receives its current value.
public final class MulticastPublisher: ConnectablePublisher, ConnectionHistory {
    private let upstream: any Publisher
    private let makeSubject: () -> any Subject
    private var subject: (any Subject)?
    public private(set) var wasEverConnected = false
    public private(set) var wasEverSubscribed = false
    /// Bounds a connection whose relays feed its own upstream (`multicast(subject:)` over a
    /// pipeline from that subject); nil: unbounded, as Combine (see `RelayLoopLimit`).
    public var relayLoopLimit: RelayLoopLimit?

    public init(upstream: any Publisher, makeSubject: @escaping () -> any Subject) {
        self.upstream = upstream
        self.makeSubject = makeSubject
    }

    private var lazySubject: any Subject {
        if let subject { return subject }
        let created = makeSubject()
        subject = created
        return created
    }

    public func receive(subscriber: any Subscriber) {
        wasEverSubscribed = true
        lazySubject.receive(subscriber: subscriber)
    }

    /// Subscribes the subject to the upstream. As in Combine, every call makes a new
    /// connection; cancelling one stops only that one. The subject is the same one every
    /// time (OpenCombine's `Multicast.lazySubject`), so a connect after the subject has
    /// completed subscribes the upstream again (it runs, and its side effects happen) while
    /// the completed subject ignores what it relays: subscribers get only the completion.
    public func connect() -> any Cancellable {
        wasEverConnected = true
        let connection = SubjectSubscriber(lazySubject, loopLimit: relayLoopLimit)
        upstream.receive(subscriber: connection)
        return connection
    }
}

extension Publisher {
    public func multicast(_ makeSubject: @escaping () -> any Subject) -> MulticastPublisher {
        MulticastPublisher(upstream: self, makeSubject: makeSubject)
    }

    /// `multicast(subject:)`: the given subject, which its owner may also send to and
    /// subscribe to directly, relays the upstream once connected.
    public func multicast(subject: any Subject) -> MulticastPublisher {
        MulticastPublisher(upstream: self, makeSubject: { subject })
    }

    public func makeConnectable() -> MulticastPublisher {
        multicast { PassthroughSubject() }
    }
}
