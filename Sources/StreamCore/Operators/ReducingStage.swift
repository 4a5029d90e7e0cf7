/// The shape of Combine's single-result operators — `count`, `min`, `max`, `contains(where:)`,
/// `allSatisfy` (OpenCombine's `ReduceProducer`): an `AccumulatingStage` that folds each value
/// into `result` and may decide early.
///
/// As in Combine, the stage asks its upstream for everything the moment it subscribes, so
/// values sent before the downstream asks still count. The result goes out once the upstream
/// is done (finished, or the result was decided early) and the downstream has requested
/// something; the finish follows it at once. A failure goes through at once.
class ReducingStage: AccumulatingStage {
    /// The result so far; `nil` means there is nothing to emit (`min` of an empty stream).
    final var result: Value?

    init(downstream: any Subscriber, initial: Value?) {
        self.result = initial
        super.init(downstream: downstream)
    }

    /// Folds one value into `result`; returns true when the result is decided and the rest of
    /// the upstream is not needed. Throwing fails the stream.
    func reduce(_ value: Value) throws(StreamError) -> Bool { false }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            if try reduce(value) {
                let subscription = upstream
                upstream = nil
                subscription?.cancel()
                emitAndFinish(result)
            }
        } catch {
            fail(error)
        }
        return .none
    }

    override func receive(completion: Completion) {
        if case .finished = completion { emitAndFinish(result) } else { finish(completion) }
    }
}
