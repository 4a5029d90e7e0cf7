/// The side effects `handleEvents` runs, each optional: Combine's `receiveSubscription`,
/// `receiveOutput`, `receiveCompletion`, `receiveCancel` and `receiveRequest`.
public struct EventHooks {
    public var subscription: (() -> Void)?
    public var output: ((Value) -> Void)?
    public var completion: ((Completion) -> Void)?
    public var cancel: (() -> Void)?
    public var request: ((Demand) -> Void)?

    public init(subscription: (() -> Void)? = nil, output: ((Value) -> Void)? = nil,
                completion: ((Completion) -> Void)? = nil, cancel: (() -> Void)? = nil,
                request: ((Demand) -> Void)? = nil) {
        self.subscription = subscription
        self.output = output
        self.completion = completion
        self.cancel = cancel
        self.request = request
    }
}

/// `handleEvents(…)`: passes every event on unchanged and runs a hook first, in OpenCombine
/// 0.14's order (`Publishers.HandleEvents.Inner`):
///
/// - subscription: the hook runs before the stage takes the subscription (even a second
///   one, which it then cancels);
/// - output: the hook runs before the value goes down; the demand the downstream returns
///   for it, when above zero, is reported to the request hook after;
/// - completion: the hook runs, then the hooks are dropped, then the completion goes down;
/// - request: the hook runs for every request from below, before it is passed up;
/// - cancel: the hook runs, then the hooks are dropped and the upstream cancelled.
///
/// Once the stage has ended no hook runs again.
final class HandleEventsStage: Stage {
    private var hooks: EventHooks

    init(downstream: any Subscriber, hooks: EventHooks) {
        self.hooks = hooks
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        hooks.subscription?()
        super.receive(subscription: subscription)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        hooks.output?(value)
        let more = downstream.receive(value)
        if more.count > 0 { hooks.request?(more) }
        return more
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        hooks.completion?(completion)
        hooks = EventHooks()
        finish(completion)
    }

    override func request(_ demand: Demand) {
        hooks.request?(demand)
        guard !isTerminated else { return }
        super.request(demand)
    }

    override func cancel() {
        hooks.cancel?()
        // Before subscribing, Combine keeps the hooks (and the stage goes on waiting).
        guard upstream != nil || isTerminated else { return }
        hooks = EventHooks()
        super.cancel()
    }
}

extension Publisher {
    public func handleEvents(_ hooks: EventHooks) -> any Publisher {
        StagePublisher(self) { HandleEventsStage(downstream: $0, hooks: hooks) }
    }
}
