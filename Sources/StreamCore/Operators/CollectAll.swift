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

extension Publisher {
    /// `collect()` with `nil`: every value in one array when the upstream finishes.
    public func collect(_ count: Int? = nil) -> any Publisher {
        guard let count else { return StagePublisher(self) { CollectAllStage(downstream: $0) } }
        return StagePublisher(self) { CollectByCountStage(downstream: $0, size: count) }
    }
}
