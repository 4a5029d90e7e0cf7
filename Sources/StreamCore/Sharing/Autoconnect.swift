/// `autoconnect`: connects when the first subscriber arrives; when the subscriber count falls
/// to zero through cancellation, cancels the connection, and the next subscriber connects anew.
///
/// `share` is `multicast(PassthroughSubject)` + `autoconnect`: because the subject is reused,
/// a subscriber arriving after the upstream *finished* gets only the completion.
public final class AutoconnectPublisher: Publisher {
    private let upstream: any ConnectablePublisher
    private var refCount = 0
    private var connection: (any Cancellable)?

    public init(upstream: any ConnectablePublisher) { self.upstream = upstream }

    public func receive(subscriber: any Subscriber) {
        // Each subscription holds this publisher (and so the multicast and its subject)
        // strongly, as Combine's Autoconnect.Inner holds its parent: `a | share | sink` keeps
        // working after the statement that built it is gone.
        let stage = AutoconnectStage(downstream: subscriber) { self.subscriberCancelled() }
        refCount += 1
        upstream.receive(subscriber: stage)
        if connection == nil { connection = upstream.connect() }
    }

    private func subscriberCancelled() {
        refCount = Swift.max(0, refCount - 1)
        guard refCount == 0, let connection else { return }
        self.connection = nil
        connection.cancel()
    }
}

/// Reports a downstream cancel to the autoconnect publisher.
final class AutoconnectStage: Stage {
    private let onCancel: () -> Void

    init(downstream: any Subscriber, onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
        super.init(downstream: downstream)
    }

    override func cancel() {
        guard !isTerminated else { return }
        super.cancel()
        onCancel()
    }
}

extension Publisher {
    public func share() -> any Publisher {
        AutoconnectPublisher(upstream: makeConnectable())
    }
}

extension ConnectablePublisher {
    public func autoconnect() -> any Publisher {
        AutoconnectPublisher(upstream: self)
    }
}
