/// Operators that gather values before emitting — `reduce`, `last`, `collect`, `first` —
/// share this shape: on the first request they ask the upstream for everything, and what
/// they emit waits in a `DemandGate` until the downstream asks for it.
class AccumulatingStage: Stage {
    private var requested = false
    final lazy var gate = DemandGate(downstream: downstream)

    override func request(_ demand: Demand) {
        gate.request(demand)
        guard !requested, demand.count > 0 else { return }
        requested = true
        upstream?.request(.unlimited)
    }

    final func emit(_ value: Value) {
        guard !isTerminated else { return }
        gate.send(value)
    }

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

    init(downstream: any Subscriber, predicate: ValuePredicate?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { if try predicate?(value) ?? true { last = value } } catch { fail(error) }
        return .none
    }

    override func receive(completion: Completion) {
        if case .finished = completion { emitAndFinish(last) } else { finish(completion) }
    }
}

/// `collect` (everything) and `collect n` (arrays of n; the rest on finish).
///
/// On failure the buffered values are discarded and the failure forwarded, as in Combine.
final class CollectStage: AccumulatingStage {
    private let size: Int?
    private var buffer: [Value] = []

    init(downstream: any Subscriber, size: Int?) {
        self.size = size.map { Swift.max(1, $0) }
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        buffer.append(value)
        if let size, buffer.count == size {
            let full = buffer
            buffer.removeAll(keepingCapacity: true)
            emit(.array(full))
        }
        return .none
    }

    override func receive(completion: Completion) {
        guard case .finished = completion else {
            buffer.removeAll()
            finish(completion)
            return
        }
        // `collect` (all) always emits, even an empty array; `collect n` only a non-empty rest.
        emitAndFinish(size == nil || !buffer.isEmpty ? .array(buffer) : nil)
    }
}

/// `replaceEmpty v`: emits `v` when the upstream finishes without a value.
final class ReplaceEmptyStage: Stage {
    private let replacement: Value
    private var sawValue = false

    init(downstream: any Subscriber, replacement: Value) {
        self.replacement = replacement
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        sawValue = true
        return super.receive(value)
    }

    override func receive(completion: Completion) {
        if case .finished = completion, !sawValue, !isTerminated { _ = downstream.receive(replacement) }
        finish(completion)
    }
}

/// `replaceError v`: on failure emits `v`, then finishes.
final class ReplaceErrorStage: Stage {
    private let replacement: Value

    init(downstream: any Subscriber, replacement: Value) {
        self.replacement = replacement
        super.init(downstream: downstream)
    }

    override func receive(completion: Completion) {
        if case .failure = completion, !isTerminated { _ = downstream.receive(replacement) }
        finish(.finished)
    }
}
