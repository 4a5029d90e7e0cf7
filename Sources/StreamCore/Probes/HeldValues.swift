/// A subscriber that knows the session budget its upstream stages hold values against: a
/// recording sink knows it from its recorder, and every stage passes on its downstream's, so
/// a stage learns it when it is made, at no cost per value.
protocol MemoryBudgeted: AnyObject {
    var memory: RecordingBudget? { get }
}

/// What one stage holds on to — a `buffer`'s queue, `zip`'s unpaired values, a chunk being
/// gathered — counted against the session's memory budget for as long as it is held.
///
/// Recorded events stay spent; held values are given back when the stage lets them go (hands
/// them on, drops them, or ends). A value the budget cannot take is not kept: the budget is
/// then used up, which stops the session with its note, so the stage drops it instead of
/// growing past the bound unseen.
public struct HeldValues {
    private let budget: RecordingBudget?
    /// The budget's generation when this stage last held something: after `:reset` the
    /// bytes it held are no longer part of `used`, and must not be given back twice.
    private var generation = 0
    public private(set) var bytes = 0

    public init(budget: RecordingBudget?) { self.budget = budget }

    /// Counts `value` as held; false (nothing counted) when it does not fit, and the caller
    /// must not keep it.
    public mutating func hold(_ value: Value) -> Bool {
        guard let budget else { return true }
        if generation != budget.generation {
            generation = budget.generation
            bytes = 0
        }
        let cost = RecordingBudget.heldCost(of: value)
        guard budget.spend(cost) else { return false }
        bytes += cost
        return true
    }

    /// `value`, held before, was handed on or dropped.
    public mutating func release(_ value: Value) {
        give(Swift.min(bytes, RecordingBudget.heldCost(of: value)))
    }

    /// Everything held was let go (a failure, a cancel, a chunk sent on).
    public mutating func releaseAll() { give(bytes) }

    private mutating func give(_ amount: Int) {
        guard let budget, amount > 0 else { return }
        bytes -= amount
        if generation == budget.generation { budget.giveBack(amount) }
    }
}
