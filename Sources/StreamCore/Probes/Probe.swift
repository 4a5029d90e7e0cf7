/// A transparent stage that records everything crossing it: subscribe, request, value,
/// finished, failure and cancel, each with the virtual time.
///
/// Diagrams, the `:log` trace and `print` are all drawn from these records.
final class ProbeStage: Stage {
    private let recorder: EventRecorder

    init(downstream: any Subscriber, recorder: EventRecorder) {
        self.recorder = recorder
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        recorder.record(.subscribe)
        super.receive(subscription: subscription)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        guard recorder.record(.value(value)) else {
            // The session's recording budget is used up: stop the source (a long `range`)
            // instead of running it on with nothing recorded.
            super.cancel()
            return .none
        }
        let more = downstream.receive(value)
        // As Apple's print() does, only demand that is actually added is logged.
        if more.count > 0 { recorder.record(.synchronousRequest(more)) }
        return more
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        switch completion {
        case .finished: recorder.record(.finished)
        case .failure(let error): recorder.record(.failure(error))
        }
        finish(completion)
    }

    override func request(_ demand: Demand) {
        guard !isTerminated else { return }
        recorder.record(.request(demand))
        super.request(demand)
    }

    override func cancel() {
        guard !isTerminated else { return }
        recorder.record(.cancel)
        super.cancel()
    }
}

/// A sink that records its lane: the usual end of a pipeline in a session.
public final class RecordingSink: Subscriber, Cancellable, MemoryBudgeted {
    public let recorder: EventRecorder
    private let sink: Sink
    /// The sink's closure body (`sink as s { … }`), run after each value is recorded.
    public var body: ((Value) -> Void)?

    public init(recorder: EventRecorder, initialDemand: Demand = .unlimited, perValueDemand: Demand = .none) {
        self.recorder = recorder
        self.sink = Sink(
            initialDemand: initialDemand,
            perValueDemand: perValueDemand,
            // The sink asks for its initial demand right after subscribing; the record shows
            // both, as Combine's print() would at this point of a chain.
            onSubscribe: {
                recorder.record(.subscribe)
                if initialDemand.count > 0 { recorder.record(.request(initialDemand)) }
            },
            onValue: { recorder.record(.value($0)) },
            onCompletion: { completion in
                switch completion {
                case .finished: recorder.record(.finished)
                case .failure(let error): recorder.record(.failure(error))
                }
            }
        )
    }

    public var isTerminated: Bool { sink.isTerminated }
    var memory: RecordingBudget? { recorder.budget }

    public func receive(subscription: any Subscription) { sink.receive(subscription: subscription) }
    public func receive(_ value: Value) -> Demand {
        let demand = sink.receive(value)
        if let body, !sink.isTerminated { body(value) }
        // What the sink returns is a request too (`:log` shows it, as Combine's print does).
        if demand.count > 0, !sink.isTerminated { recorder.record(.synchronousRequest(demand)) }
        // The session's recording budget is used up: stop the source instead of running it on.
        if recorder.isFull { sink.cancel() }
        return demand
    }
    public func receive(completion: Completion) { sink.receive(completion: completion) }
    public func request(_ demand: Demand) {
        guard !sink.isTerminated, demand.count > 0 else { return }
        recorder.record(.request(demand))
        sink.request(demand)
    }

    /// Cancels the subscription and records the cancel (only if it was still running).
    public func cancel() {
        guard !sink.isTerminated else { return }
        recorder.record(.cancel)
        sink.cancel()
    }
}

extension Publisher {
    /// Records every event crossing this point (the engine's probe; `print` uses it too).
    public func probe(_ recorder: EventRecorder) -> any Publisher {
        StagePublisher(self) { ProbeStage(downstream: $0, recorder: recorder) }
    }
}
