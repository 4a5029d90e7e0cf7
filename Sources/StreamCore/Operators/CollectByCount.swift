/// `collect n`: arrays of `n` values; on finish the non-empty rest, then finished.
///
/// As in Combine, every unit of downstream demand becomes `n` units of upstream demand (and
/// the demand an array's receiver returns is scaled the same way), so nothing is held beyond
/// what was asked for: behind a subject, values sent while no array is wanted are lost.
/// On failure the gathered values are discarded and the failure forwarded.
final class CollectByCountStage: Stage {
    private let size: Int
    private var buffer: [Value] = []
    private var counter = ListSizeCounter()

    init(downstream: any Subscriber, size: Int) {
        self.size = Swift.max(1, size)
        super.init(downstream: downstream)
    }

    override func request(_ demand: Demand) {
        guard !isTerminated, demand.count > 0 else { return }
        upstream?.request(demand * size)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        guard counter.add(value) else {
            buffer.removeAll()
            fail(ValueLimits.tooLarge)
            return .none
        }
        buffer.append(value)
        guard buffer.count == size else { return .none }
        let full = buffer
        buffer.removeAll(keepingCapacity: true)
        counter.reset()
        return downstream.receive(.array(ValueElements(full))) * size
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        if case .finished = completion, !buffer.isEmpty {
            // Only reachable with demand outstanding: the upstream sent fewer than asked for.
            let rest = buffer
            buffer.removeAll()
            _ = downstream.receive(.array(ValueElements(rest)))
        }
        buffer.removeAll()
        finish(completion)
    }
}
