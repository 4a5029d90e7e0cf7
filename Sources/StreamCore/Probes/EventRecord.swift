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
        /// A task began to run its body (`^` on its lane).
        case taskStarted
        /// `cancel t`: the task's flag was set; it goes on until it notices.
        case cancelRequested
        /// A task returned a value (`return EXPR`); without one it records `.finished`.
        case returned(Value)
        /// A task suspended (`sleep 300ms`, `fetch after 200ms`): listed by `:log`, not drawn.
        case suspended(String)
        /// A suspended task runs again: listed by `:log`, not drawn.
        case resumed
        // Milestone 3:
        /// A task ready to run waits for its executor (`the main actor`, `actor cache`, `a
        /// pool thread`) held by `work`: listed by `:log`, drawn by `:set activity on`.
        case waiting(String)
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
        case .taskStarted: return "task started"
        case .cancelRequested: return "cancel requested"
        case .returned(let value): return "returned \(value.literal)"
        case .suspended(let wait): return "suspended (\(wait))"
        case .resumed: return "resumed"
        case .waiting(let executor): return "waits for \(executor)"
        }
    }
}

/// Numbers the records of every recorder that shares it, in the order they happened, so
/// one trace can be merged from the lanes' own records instead of kept as a second copy.
public final class RecordSequence {
    public private(set) var next = 0

    public init() {}

    func take() -> Int {
        defer { next += 1 }
        return next
    }
}

/// Collects the events of one lane (a sink, or one stage of a pipeline).
public final class EventRecorder {
    public let name: String
    public private(set) var records: [EventRecord] = []
    /// Each record's place in the shared `sequence` (parallel to `records`; empty without one).
    public private(set) var sequenceNumbers: [Int] = []
    /// Shared by the recorders whose records one trace merges; nil for a lone recorder.
    private let sequence: RecordSequence?
    private let clock: VirtualClock
    /// What keeping records may cost; nil for no bound.
    let budget: RecordingBudget?
    /// False for a recorder that only reports (`print`): it keeps nothing.
    private let keepsRecords: Bool
    /// Called after each record (the `print` operator uses it).
    private let observer: ((EventRecord) -> Void)?

    public init(name: String, clock: VirtualClock, budget: RecordingBudget? = nil, keepsRecords: Bool = true,
                sequence: RecordSequence? = nil, observer: ((EventRecord) -> Void)? = nil) {
        self.name = name
        self.clock = clock
        self.sequence = sequence
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
            let numberCost = sequence == nil ? 0 : MemoryLayout<Int>.stride
            if let budget, !budget.spend(RecordingBudget.cost(of: record) + numberCost) { return false }
            records.append(record)
            if let sequence { sequenceNumbers.append(sequence.take()) }
        } else if budget?.isExhausted == true {
            return false
        }
        observer?(record)
        return true
    }
}
