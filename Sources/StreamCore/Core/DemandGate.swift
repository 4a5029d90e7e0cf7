/// Holds values its downstream has not asked for yet — the one copy of the drain logic.
///
/// Operators that ask their upstreams for more than their downstream asked (`merge`,
/// `combineLatest`, `flatMap`, `collect`, `buffer`, `first`, `last`, `reduce`) still owe
/// their downstream Combine's contract: never more values than requested. The gate delivers
/// while there is demand, keeps the rest in order (up to `capacity`; the newest is dropped
/// when full), and lets `finished` follow by the operator's `CompletionRule`. A failure goes
/// through at once, dropping what is kept, as a failure ends a Combine stream immediately.
final class DemandGate {
    /// When a held `finished` may reach the downstream (besides after every kept value).
    enum CompletionRule {
        /// As soon as the kept values are out, whatever the demand (`merge`, `flatMap`).
        case afterKeptValues
        /// Only while the downstream has outstanding demand: an empty stream does not finish
        /// towards a subscriber with zero demand (Combine's `buffer`).
        case whileDemandOutstanding
        /// Only once the downstream has requested something at all (Combine's reduce-style
        /// operators: `first`, `last`, `reduce`, `collect`).
        case afterFirstRequest
    }

    private let downstream: any Subscriber
    private let capacity: Int
    private let completionRule: CompletionRule
    private var demand = Demand.none
    private var hasBeenRequested = false
    private var waiting = ValueQueue()
    private var pendingFinish = false
    private var isDraining = false
    private(set) var isFinished = false
    /// The kept values, counted against the session's memory budget.
    private var held: HeldValues

    init(downstream: any Subscriber, capacity: Int = .max, completionRule: CompletionRule = .afterKeptValues,
         memory: RecordingBudget? = nil) {
        self.downstream = downstream
        self.capacity = Swift.max(1, capacity)
        self.completionRule = completionRule
        held = HeldValues(budget: memory)
    }

    deinit { held.releaseAll() }

    /// Whether values are waiting for demand.
    var hasWaitingValues: Bool { !waiting.isEmpty }

    func send(_ value: Value) {
        guard !isFinished, !pendingFinish else { return }
        if !hasWaitingValues, !isDraining, demand.count > 0 {
            demand -= 1
            demand += downstream.receive(value)
            return
        }
        guard waiting.count < capacity, held.hold(value) else { return }
        waiting.append(value)
        drain()
    }

    func request(_ more: Demand) {
        guard !isFinished, more.count > 0 else { return }
        demand += more
        hasBeenRequested = true
        drain()
    }

    func finish(_ completion: Completion) {
        guard !isFinished, !pendingFinish else { return }
        if case .failure = completion {
            waiting.removeAll()
            held.releaseAll()
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
        held.releaseAll()
    }

    private var mayFinish: Bool {
        switch completionRule {
        case .afterKeptValues: return true
        case .whileDemandOutstanding: return demand.count > 0
        case .afterFirstRequest: return hasBeenRequested
        }
    }

    private func drain() {
        // A downstream that requests from inside `receive` only raises the demand here.
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while !isFinished, demand.count > 0, let value = waiting.popFirst() {
            held.release(value)
            demand -= 1
            demand += downstream.receive(value)
        }
        if pendingFinish, !hasWaitingValues, !isFinished, mayFinish {
            isFinished = true
            downstream.receive(completion: .finished)
        }
    }
}
