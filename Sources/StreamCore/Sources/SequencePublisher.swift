/// Values a synchronous source emits: a list, or an integer range that is never materialised.
public enum ValueList {
    case values([Value])
    case range(ClosedRange<Int>)

    var count: Int {
        switch self {
        case .values(let values): return values.count
        case .range(let range): return range.count
        }
    }

    subscript(index: Int) -> Value {
        switch self {
        case .values(let values): return values[index]
        case .range(let range): return .int(range.lowerBound + index)
        }
    }
}

/// `sequence`, `range` and `just`: cold, synchronous sources that emit as fast as demand allows
/// and then finish — anew for every subscriber. With another completion it is Combine's
/// `Record(output:completion:)` (`record 1, 2 fail "boom"`): the completion follows the last
/// value at once, whatever the demand left, as OpenCombine's `Record.Inner` sends it.
public final class SequencePublisher: Publisher {
    private let values: ValueList
    private let budget: EmissionBudget?
    private let completion: Completion

    /// - Parameter budget: when given, every value spends one unit; an exhausted budget
    ///   fails the stream (see `EmissionBudget`).
    public init(_ values: ValueList, budget: EmissionBudget? = nil, completion: Completion = .finished) {
        self.values = values
        self.budget = budget
        self.completion = completion
    }

    public convenience init(just value: Value) { self.init(.values([value])) }

    public func receive(subscriber: any Subscriber) {
        if values.count == 0 {
            subscriber.receiveTerminal(completion)
            return
        }
        subscriber.receive(subscription: SequenceSubscription(values: values, downstream: subscriber, budget: budget,
                                                              completion: completion))
    }
}

final class SequenceSubscription: Subscription {
    private let values: ValueList
    private var downstream: (any Subscriber)?
    private var index = 0
    private var demand = Demand.none
    private var isEmitting = false
    private let budget: EmissionBudget?
    private let completion: Completion

    init(values: ValueList, downstream: any Subscriber, budget: EmissionBudget?, completion: Completion = .finished) {
        self.values = values
        self.downstream = downstream
        self.budget = budget
        self.completion = completion
    }

    func request(_ demand: Demand) {
        guard downstream != nil else { return }
        self.demand += demand
        // A subscriber that requests from inside `receive` only raises the demand; the loop
        // below keeps going, so deep synchronous chains never recurse.
        guard !isEmitting else { return }
        isEmitting = true
        defer { isEmitting = false }
        let total = values.count
        while index < total, self.demand.count > 0, let downstream {
            if let budget, let reason = budget.spend() {
                self.downstream = nil
                downstream.receive(completion: .failure(reason))
                return
            }
            self.demand -= 1
            let value = values[index]
            index += 1
            let more = downstream.receive(value)
            if more.count > 0 { self.demand += more }
        }
        if index == total, let downstream {
            self.downstream = nil
            downstream.receive(completion: completion)
        }
    }

    func cancel() { downstream = nil }
}

/// `empty`, `fail` and `never`: sources that end at once, fail at once, or never emit.
public final class ImmediateCompletionPublisher: Publisher {
    private let completion: Completion?

    /// `nil` makes a source that never completes.
    public init(_ completion: Completion?) { self.completion = completion }

    public func receive(subscriber: any Subscriber) {
        if let completion {
            subscriber.receiveTerminal(completion)
        } else {
            subscriber.receive(subscription: EmptySubscription())
        }
    }
}
