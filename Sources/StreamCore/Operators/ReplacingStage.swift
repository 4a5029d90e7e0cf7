/// `replaceError v` and `replaceEmpty v`: pass demand through and keep count of what is
/// outstanding, because the replacement value waits for demand like any other value.
///
/// A replacement due while the downstream has no outstanding demand is held (with the
/// `finished` after it) until the next request, as in Combine.
class ReplacingStage: Stage {
    private let replacement: Value
    private var outstanding = Demand.none
    private var replacementDue = false

    init(downstream: any Subscriber, replacement: Value) {
        self.replacement = replacement
        super.init(downstream: downstream)
    }

    override func request(_ demand: Demand) {
        guard demand.count > 0 else { return }
        if replacementDue {
            deliverReplacement()
            return
        }
        guard !isTerminated else { return }
        outstanding += demand
        upstream?.request(demand)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        outstanding -= 1
        let more = downstream.receive(value)
        outstanding += more
        return more
    }

    /// Ends the stream with the replacement value then `finished`, now or at the next request.
    final func replace() {
        guard !isTerminated, !replacementDue else { return }
        isTerminated = true
        upstream = nil
        didTerminate()
        replacementDue = true
        if outstanding.count > 0 { deliverReplacement() }
    }

    private func deliverReplacement() {
        replacementDue = false
        _ = downstream.receive(replacement)
        downstream.receive(completion: .finished)
    }

    override func cancel() {
        replacementDue = false
        super.cancel()
    }
}
