/// `receive on QUEUE`: Combine's `receive(on:)`.
///
/// Each value and the completion hop to `queue`: they are queued on the clock at `now`,
/// behind whatever is already due at that instant, and delivered from there. The
/// subscription, requests and cancel pass straight through, as in Combine. The stage asks
/// nothing of its own: demand the downstream returns from a hopped value goes upstream.
///
/// Read from OpenCombine 0.14.0 `Publishers.ReceiveOn`: a completion that is on its way
/// (`pendingTerminal`) still lets the values queued before it through, ignores values sent
/// after it, and is not stopped by a cancel.
final class ReceiveOnStage: Stage {
    private let clock: VirtualClock
    private let queue: ExecutionQueue
    private var completionPending = false

    init(downstream: any Subscriber, clock: VirtualClock, queue: ExecutionQueue) {
        self.clock = clock
        self.queue = queue
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, !completionPending else { return .none }
        clock.schedule(on: queue) { [weak self] in
            guard let self, !self.isTerminated else { return }
            let more = self.downstream.receive(value)
            if more.count > 0 { self.upstream?.request(more) }
        }
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated, !completionPending else { return }
        completionPending = true
        clock.schedule(on: queue) { [weak self] in self?.finish(completion) }
    }

    override func cancel() {
        guard !completionPending else { return }
        super.cancel()
    }
}

extension Publisher {
    /// Combine's `receive(on:)`: values and completion are delivered on `queue`.
    public func receive(on queue: ExecutionQueue, clock: VirtualClock) -> any Publisher {
        StagePublisher(self) { ReceiveOnStage(downstream: $0, clock: clock, queue: queue) }
    }
}
