/// `tryCatch { … }`: like `catch`, the failed stream is replaced by the publisher the handler
/// makes; the handler may also throw, which fails the stream with the thrown error.
///
/// Demand, as in Combine: while the first upstream runs, the stage counts what the downstream
/// asked for and did not receive yet; the replacement is asked for exactly that (plus
/// whatever the downstream requests before the replacement has subscribed), and after that
/// requests go straight to it.
final class TryCatchStage: Stage {
    private let handler: ErrorHandler
    private var replacement: ReplacementSubscriber?
    /// Requested by the downstream and not yet delivered by the first upstream.
    private var outstanding = Demand.none

    init(downstream: any Subscriber, handler: @escaping ErrorHandler) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0 else { return }
        if let replacement {
            replacement.request(demand)
        } else {
            outstanding += demand
            upstream?.request(demand)
        }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, replacement == nil else { return .none }
        outstanding -= 1
        let more = downstream.receive(value)
        outstanding += more
        return more
    }

    override func receive(completion: Completion) {
        guard !isTerminated, replacement == nil else { return }
        guard case .failure(let error) = completion else {
            finish(completion)
            return
        }
        upstream = nil
        let publisher: any Publisher
        do { publisher = try handler(error) } catch {
            finish(.failure(error))
            return
        }
        let child = ReplacementSubscriber(stage: self, demand: outstanding)
        replacement = child
        publisher.receive(subscriber: child)
    }

    /// A value from the replacement publisher.
    fileprivate func forward(_ value: Value) -> Demand {
        isTerminated ? .none : downstream.receive(value)
    }

    fileprivate func replacementCompleted(_ completion: Completion) {
        replacement = nil
        finish(completion)
    }

    override func didTerminate() {
        let child = replacement
        replacement = nil
        child?.cancel()
    }
}

/// Subscribes to the handler's publisher on behalf of a `TryCatchStage`, holding demand that
/// arrives before the publisher has handed over its subscription.
private final class ReplacementSubscriber: Subscriber {
    private weak var stage: TryCatchStage?
    private var subscription: (any Subscription)?
    private var pending: Demand
    private var isTerminated = false

    init(stage: TryCatchStage, demand: Demand) {
        self.stage = stage
        self.pending = demand
    }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand = pending
        pending = .none
        if demand.count > 0 { subscription.request(demand) }
    }

    func receive(_ value: Value) -> Demand {
        guard !isTerminated, let stage else { return .none }
        return stage.forward(value)
    }

    func receive(completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        subscription = nil
        stage?.replacementCompleted(completion)
    }

    func request(_ demand: Demand) {
        guard !isTerminated else { return }
        if let subscription { subscription.request(demand) } else { pending += demand }
    }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}

extension Publisher {
    public func tryCatch(_ handler: @escaping ErrorHandler) -> any Publisher {
        StagePublisher(self) { TryCatchStage(downstream: $0, handler: handler) }
    }
}
