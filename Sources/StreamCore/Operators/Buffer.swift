/// `buffer [n]`: asks its upstream for everything up front, keeps up to `n` values (newest
/// dropped when full) and hands them on as the downstream asks.
///
/// Put in front of `flatMap max 1`, it turns "values lost while an inner runs" into "values
/// processed in order".
final class BufferStage: Stage {
    private let capacity: Int
    private var buffer: [Value] = []
    private var head = 0
    private var demand = Demand.none
    private var pendingCompletion: Completion?
    private var isDraining = false

    init(downstream: any Subscriber, capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if !isTerminated { subscription.request(.unlimited) }
    }

    override func request(_ demand: Demand) {
        self.demand += demand
        drain()
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, pendingCompletion == nil else { return .none }
        if buffer.count - head < capacity { buffer.append(value) }
        drain()
        return .none
    }

    override func receive(completion: Completion) {
        guard !isTerminated, pendingCompletion == nil else { return }
        if case .failure = completion {
            finish(completion)
            return
        }
        pendingCompletion = completion
        drain()
    }

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while !isTerminated, head < buffer.count, demand.count > 0 {
            let value = buffer[head]
            head += 1
            demand -= 1
            demand += downstream.receive(value)
        }
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
            if let pendingCompletion { finish(pendingCompletion) }
        }
    }
}
