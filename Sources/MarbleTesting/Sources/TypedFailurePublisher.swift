import OpenCombineShim

/// A marble source that fails with errors of your own type: each `#[key]` of its marbles is
/// `errors[key]` (`m.cold("-a#[e]", values: ["a": 1], errors: ["e": URLError(.timedOut)])`),
/// so the code under test sees the error it handles in production, not a `MarbleError`.
public struct TypedFailurePublisher<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == MarbleError {
    public typealias Output = Upstream.Output

    /// When each subscriber subscribed and when its subscription ended.
    public let subscriptions: SubscriptionLog
    private let upstream: Upstream
    private let errors: [String: Failure]

    /// `upstream`'s marbles name only keys of `errors` (`MarbleScheduler` leaves out, and
    /// reports, a failure that names another).
    init(upstream: Upstream, errors: [String: Failure], subscriptions: SubscriptionLog) {
        self.upstream = upstream
        self.errors = errors
        self.subscriptions = subscriptions
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.mapError { [errors] error in
            // Every failure left in the script names a key (see init), so this always finds one.
            errors[error.message] ?? errors.values.first!
        }.receive(subscriber: subscriber)
    }
}

/// Checked: the upstream and the errors are `Sendable`, the log is locked.
extension TypedFailurePublisher: Sendable where Upstream: Sendable, Failure: Sendable {}
