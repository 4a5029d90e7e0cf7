/// Shared plumbing for operators with several upstreams (`merge`, `combineLatest`, `zip`) and
/// for inner publishers (`flatMap`, `switchToLatest`): one small subscriber per upstream that
/// reports to its owner with its index.
final class IndexedSubscriber: Subscriber, Cancellable, MemoryBudgeted {
    let index: Int
    /// The budget the stages upstream of it hold values against (its owner's, when set).
    var memory: RecordingBudget?
    private(set) var subscription: (any Subscription)?
    private var isTerminated = false
    private let onValue: (Int, Value) -> Demand
    private let onCompletion: (Int, Completion) -> Void
    private let initialDemand: Demand

    init(index: Int, initialDemand: Demand = .unlimited,
         onValue: @escaping (Int, Value) -> Demand, onCompletion: @escaping (Int, Completion) -> Void) {
        self.index = index
        self.initialDemand = initialDemand
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        if initialDemand.count > 0 { subscription.request(initialDemand) }
    }

    func receive(_ value: Value) -> Demand {
        isTerminated ? .none : onValue(index, value)
    }

    func receive(completion: Completion) {
        guard !isTerminated else { return }
        isTerminated = true
        subscription = nil
        onCompletion(index, completion)
    }

    func request(_ demand: Demand) { subscription?.request(demand) }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}
