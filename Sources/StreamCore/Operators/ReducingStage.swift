/// The shape of Combine's single-result operators — `count`, `min`, `max`, `contains(where:)`,
/// `allSatisfy` (OpenCombine's `ReduceProducer`).
///
/// As in Combine, the stage asks its upstream for everything the moment it subscribes, before
/// the downstream asks for anything, so values sent meanwhile still count. The result goes out
/// once the upstream is done (finished, or the result was decided early) *and* the downstream
/// has requested something; the finish follows it at once. A failure goes through at once.
class ReducingStage: Stage {
    /// The result so far; `nil` means there is nothing to emit (`min` of an empty stream).
    final var result: Value?
    private var downstreamRequested = false
    private var upstreamDone = false

    init(downstream: any Subscriber, initial: Value?) {
        self.result = initial
        super.init(downstream: downstream)
    }

    /// Folds one value into `result`; returns true when the result is decided and the rest of
    /// the upstream is not needed. Throwing fails the stream.
    func reduce(_ value: Value) throws(StreamError) -> Bool { false }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        super.receive(subscription: subscription)
        upstream?.request(.unlimited)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, !upstreamDone else { return .none }
        do {
            if try reduce(value) {
                let subscription = upstream
                upstream = nil
                subscription?.cancel()
                conclude()
            }
        } catch {
            fail(error)
        }
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated, !upstreamDone else { return }
        guard case .finished = completion else {
            finish(completion)
            return
        }
        upstream = nil
        conclude()
    }

    /// The upstream has asked for unlimited already; a request only lets the result go out.
    override func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0, !downstreamRequested else { return }
        downstreamRequested = true
        if upstreamDone { emitResult() }
    }

    private func conclude() {
        upstreamDone = true
        if downstreamRequested { emitResult() }
    }

    private func emitResult() {
        if let result { _ = downstream.receive(result) }
        finish(.finished)
    }
}
