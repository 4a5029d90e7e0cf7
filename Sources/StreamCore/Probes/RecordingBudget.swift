/// The memory a session may spend on what it keeps: recorded events (once each: the `:log`
/// trace is a view of them), printed lines and scheduled actions.
///
/// The action budget bounds a statement's time, not its memory: 100,000 values of a growing
/// `scan` string are quick to make and take gigabytes to keep. Every recorder of a session
/// spends from one budget; once it is used up the budget refuses everything (records are
/// dropped, the caller stops the run) until it is reset. Costs are estimates of the bytes
/// kept, never less than what the data structures hold.
public final class RecordingBudget {
    public let limit: Int
    public private(set) var used = 0
    public private(set) var isExhausted = false
    /// Counts `reset`s, so bytes held by a stage from before one are not given back after it.
    public private(set) var generation = 0
    /// Called once, when the budget is first used up.
    public var onExhausted: (() -> Void)?

    public init(limit: Int) {
        self.limit = limit
    }

    /// Takes `bytes` from the budget; false (and nothing taken) when they do not fit.
    @discardableResult
    public func spend(_ bytes: Int) -> Bool {
        guard !isExhausted else { return false }
        guard bytes <= limit - used else {
            exhaust()
            return false
        }
        used += bytes
        return true
    }

    /// Whether `bytes` held elsewhere (scheduled actions) still fit beside what was spent;
    /// exhausts the budget when they do not.
    @discardableResult
    public func fits(alsoHolding bytes: Int) -> Bool {
        guard !isExhausted else { return false }
        guard bytes <= limit - used else {
            exhaust()
            return false
        }
        return true
    }

    public func reset() {
        used = 0
        isExhausted = false
        generation += 1
    }

    /// Bytes spent on something held for a while (`HeldValues`) were let go. A used-up
    /// budget stays used up: the session stopped, and only `:reset` starts it again.
    public func giveBack(_ bytes: Int) {
        used = Swift.max(0, used - bytes)
    }

    private func exhaust() {
        isExhausted = true
        onExhausted?()
    }

    /// What keeping `record` costs: the record itself and the payload it holds on to.
    public static func cost(of record: EventRecord) -> Int {
        let payload: Int
        switch record.kind {
        case .value(let value): payload = cost(of: value)
        case .failure(let error): payload = error.message.utf8.count
        default: payload = 0
        }
        return MemoryLayout<EventRecord>.stride + payload
    }

    /// What holding `value` in a stage's queue costs: its slot, and the heap bytes behind it.
    public static func heldCost(of value: Value) -> Int {
        MemoryLayout<Value>.stride + cost(of: value)
    }

    /// The heap bytes behind a value: its characters, or its elements throughout.
    public static func cost(of value: Value) -> Int {
        switch value {
        case .string(let text): return text.utf8.count
        case .tuple(let list), .array(let list): return list.size * MemoryLayout<Value>.stride
        default: return 0
        }
    }
}
