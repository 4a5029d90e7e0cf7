/// Operators that gather values before emitting — `reduce`, `last`, `collect`, `first` —
/// share this shape (Combine's reduce producer): they ask the upstream for everything as soon
/// as they are subscribed, and their result, with the `finished` after it, waits in a
/// `DemandGate` until the downstream has asked for something. An empty stream therefore does
/// not finish towards a subscriber that has requested nothing; a failure goes through at once.
class AccumulatingStage: Stage {
    final lazy var gate = DemandGate(downstream: downstream, completionRule: .afterFirstRequest, memory: memory)

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if !isTerminated { subscription.request(.unlimited) }
    }

    override func request(_ demand: Demand) { gate.request(demand) }

    /// Emits `value` (if any) then finishes.
    final func emitAndFinish(_ value: Value?) {
        guard !isTerminated else { return }
        if let value { gate.send(value) }
        finish(.finished)
    }

    override func deliver(_ completion: Completion) { gate.finish(completion) }

    override func cancel() {
        gate.cancel()
        super.cancel()
    }
}

/// `reduce initial, body`: emits the final accumulation when the upstream finishes.
final class ReduceStage: AccumulatingStage {
    private var accumulated: Value
    private let accumulate: Accumulator

    init(downstream: any Subscriber, initial: Value, accumulate: @escaping Accumulator) {
        self.accumulated = initial
        self.accumulate = accumulate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { accumulated = try accumulate(accumulated, value) } catch { fail(error) }
        return .none
    }

    override func receive(completion: Completion) {
        if case .finished = completion { emitAndFinish(accumulated) } else { finish(completion) }
    }
}

/// `first [predicate]`: emits the first (matching) value, finishes, cancels the upstream.
final class FirstStage: AccumulatingStage {
    private let predicate: ValuePredicate?

    init(downstream: any Subscriber, predicate: ValuePredicate?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            guard try predicate?(value) ?? true else { return .none }
        } catch {
            fail(error)
            return .none
        }
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        emitAndFinish(value)
        return .none
    }
}

/// `last [predicate]`: emits the last (matching) value when the upstream finishes.
final class LastStage: AccumulatingStage {
    private let predicate: ValuePredicate?
    private var last: Value?
    private lazy var held = HeldValues(budget: memory)

    init(downstream: any Subscriber, predicate: ValuePredicate?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    deinit { held.releaseAll() }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            guard try predicate?(value) ?? true else { return .none }
            held.releaseAll()
            last = held.hold(value) ? value : nil
        } catch { fail(error) }
        return .none
    }

    override func receive(completion: Completion) {
        held.releaseAll()
        if case .finished = completion { emitAndFinish(last) } else { finish(completion) }
    }
}

/// `collect` (everything): one array of every value when the upstream finishes (an empty
/// array for an empty stream). On failure the values are discarded and the failure forwarded.
final class CollectAllStage: AccumulatingStage {
    private var buffer: [Value] = []
    private var counter = ListSizeCounter()
    private lazy var held = HeldValues(budget: memory)

    deinit { held.releaseAll() }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        guard counter.add(value) else {
            // Fails as soon as the array would pass the limit, not after holding the whole stream.
            buffer.removeAll()
            held.releaseAll()
            fail(ValueLimits.tooLarge)
            return .none
        }
        guard held.hold(value) else { return .none }
        buffer.append(value)
        return .none
    }

    override func receive(completion: Completion) {
        held.releaseAll()
        guard case .finished = completion else {
            buffer.removeAll()
            finish(completion)
            return
        }
        emitAndFinish(.array(ValueElements(buffer)))
    }
}
