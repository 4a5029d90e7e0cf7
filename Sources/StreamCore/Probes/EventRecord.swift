/// One lifecycle event observed at a stage boundary, at a virtual time.
public struct EventRecord: Hashable {
    public enum Kind: Hashable {
        case subscribe
        case request(Demand)
        /// More demand returned from receiving a value (Combine's `receive(_:) -> Demand`,
        /// which `print()` logs as "request max: (1) (synchronous)").
        case synchronousRequest(Demand)
        case value(Value)
        case finished
        case failure(StreamError)
        case cancel
    }

    public var time: VirtualTime
    public var kind: Kind
    /// The queue the event was delivered on (`:log` shows it; a UI sink checks it).
    public var queue: ExecutionQueue

    public init(time: VirtualTime, kind: Kind, queue: ExecutionQueue = .main) {
        self.time = time
        self.kind = kind
        self.queue = queue
    }

    /// The event in the words of Combine's `print()` operator.
    public var printDescription: String {
        switch kind {
        case .subscribe: return "receive subscription"
        case .request(let demand):
            return demand.isUnlimited ? "request unlimited" : "request max: (\(demand.count))"
        case .synchronousRequest(let demand):
            return (demand.isUnlimited ? "request unlimited" : "request max: (\(demand.count))") + " (synchronous)"
        case .value(let value): return "receive value: (\(value.literal))"
        case .finished: return "receive finished"
        case .failure(let error): return "receive error: (\(error.message))"
        case .cancel: return "receive cancel"
        }
    }
}

/// Collects the events of one lane (a sink, or one stage of a pipeline).
public final class EventRecorder {
    public let name: String
    public private(set) var records: [EventRecord] = []
    private let clock: VirtualClock
    /// What keeping records may cost; nil for no bound.
    let budget: RecordingBudget?
    /// False for a recorder that only reports (`print`): it keeps nothing.
    private let keepsRecords: Bool
    /// Called after each record (the `print` operator and the `:log` trace use it).
    private let observer: ((EventRecord) -> Void)?

    public init(name: String, clock: VirtualClock, budget: RecordingBudget? = nil, keepsRecords: Bool = true,
                observer: ((EventRecord) -> Void)? = nil) {
        self.name = name
        self.clock = clock
        self.budget = budget
        self.keepsRecords = keepsRecords
        self.observer = observer
    }

    /// Whether this recorder's budget is used up (it records nothing more).
    public var isFull: Bool { budget?.isExhausted ?? false }

    /// Records `kind` now; false when the budget refused it (nothing was recorded).
    @discardableResult
    public func record(_ kind: EventRecord.Kind) -> Bool {
        let record = EventRecord(time: clock.now, kind: kind, queue: clock.currentQueue)
        if keepsRecords {
            if let budget, !budget.spend(RecordingBudget.cost(of: record)) { return false }
            records.append(record)
        } else if budget?.isExhausted == true {
            return false
        }
        observer?(record)
        return true
    }
}
