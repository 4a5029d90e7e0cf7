/// Holds values its downstream has not asked for yet.
///
/// Operators that ask their upstreams for everything (`merge`, `combineLatest`, `flatMap`,
/// `collect`) still owe their downstream Combine's contract: never more values than
/// requested. The gate delivers while there is demand, keeps the rest in order, and lets
/// `finished` follow only once the kept values are out. A failure goes through at once,
/// dropping what is kept, as a failure ends a Combine stream immediately.
final class DemandGate {
    private let downstream: any Subscriber
    private var demand = Demand.none
    private var waiting: [Value] = []
    private var head = 0
    private var pendingFinish = false
    private var isDraining = false
    private(set) var isFinished = false

    init(downstream: any Subscriber) { self.downstream = downstream }

    /// Whether values are waiting for demand.
    var hasWaitingValues: Bool { head < waiting.count }

    func send(_ value: Value) {
        guard !isFinished, !pendingFinish else { return }
        if !hasWaitingValues, !isDraining, demand.count > 0 {
            demand -= 1
            demand += downstream.receive(value)
            return
        }
        waiting.append(value)
        drain()
    }

    func request(_ more: Demand) {
        guard !isFinished, more.count > 0 else { return }
        demand += more
        drain()
    }

    func finish(_ completion: Completion) {
        guard !isFinished, !pendingFinish else { return }
        if case .failure = completion {
            waiting.removeAll()
            head = 0
            isFinished = true
            downstream.receive(completion: completion)
            return
        }
        pendingFinish = true
        drain()
    }

    /// Stops everything (the downstream cancelled).
    func cancel() {
        isFinished = true
        waiting.removeAll()
        head = 0
    }

    private func drain() {
        // A downstream that requests from inside `receive` only raises the demand here.
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while !isFinished, head < waiting.count, demand.count > 0 {
            let value = waiting[head]
            head += 1
            demand -= 1
            demand += downstream.receive(value)
        }
        if head == waiting.count, head > 0 {
            waiting.removeAll(keepingCapacity: true)
            head = 0
        }
        if pendingFinish, !hasWaitingValues, !isFinished {
            isFinished = true
            downstream.receive(completion: .finished)
        }
    }
}
