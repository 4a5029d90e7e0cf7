import StreamCore

/// What a name in a session refers to.
package enum Binding {
    case passthrough(PassthroughSubject, lane: Lane?)
    case current(CurrentValueSubject, lane: Lane?)
    /// `q = a | map x * 10 | share`: built once, so every subscriber shares the same `share`.
    /// `depth` counts its stages (see `ChainDepth`); `readOnly` when its plan ends erased
    /// (`PublisherPlan.isErased`), so `send` to it is refused as Swift's would be.
    case pipeline(any Publisher, readOnly: Bool, depth: Int)
    /// `… | sink as t`: a running subscription.
    case subscription(RecordingSink, lane: Lane)
    /// `connect m as c`: a connection, possibly still scheduled.
    case connection(ConnectionHandle)
    /// `object vm`: an object with a lifetime (see Ownership/).
    case object(OwnedObject)
    /// A stream, channel, async sequence or `for await` loop (see `AsyncBinding`).
    case async(AsyncBinding)

    /// "a subject", "a pipeline", … — for messages such as "'t' is a subscription, not a subject".
    var kindDescription: String {
        switch self {
        case .passthrough: return "a subject"
        case .current: return "a current-value subject"
        case .pipeline: return "a pipeline"
        case .subscription: return "a subscription"
        case .connection: return "a connection"
        case .object: return "an object"
        case .async(let binding): return binding.kindDescription
        }
    }

    /// The publisher this name stands for in a pipeline, if it is one.
    package var publisher: (any Publisher)? {
        switch self {
        case .passthrough(let subject, _): return subject
        case .current(let subject, _): return subject
        case .pipeline(let publisher, _, _): return publisher
        case .subscription, .connection, .object, .async: return nil
        }
    }

    /// How many stages a value passes through inside this publisher (see `ChainDepth`).
    var chainDepth: Int {
        if case .pipeline(_, _, let depth) = self { return depth }
        return 0
    }

    package var subject: (any Subject)? {
        switch self {
        case .passthrough(let subject, _): return subject
        case .current(let subject, _): return subject
        default: return nil
        }
    }

    package var cancellable: (any Cancellable)? {
        switch self {
        case .subscription(let sink, _): return sink
        case .connection(let handle): return handle
        case .async(let binding): return binding.cancellable
        default: return nil
        }
    }
}

/// A connection named by `connect m as c`, which may be cancelled before it is even made.
package final class ConnectionHandle: Cancellable {
    private var connection: (any Cancellable)?
    private var isCancelled = false

    package func connect(_ publisher: any ConnectablePublisher) {
        guard !isCancelled, connection == nil else { return }
        connection = publisher.connect()
    }

    package func cancel() {
        isCancelled = true
        connection?.cancel()
        connection = nil
    }
}
