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
