/// Decides whether `first` is ordered before `second` (Swift's `areInIncreasingOrder`).
public typealias ValueOrder = (_ first: Value, _ second: Value) throws(StreamError) -> Bool

/// `min(by:)` and `max(by:)` (and their `try` forms, whose closure may throw): emit the
/// smallest or largest value by a caller's ordering once the upstream finishes, nothing (only
/// the finish) for an empty upstream. A throwing ordering fails the stream and cancels the upstream.
///
/// As in Combine, `max(by: order)` replaces the kept value with a new one when
/// `order(kept, new)`, and `min(by: order)` is `max(by: { order($1, $0) })`: it replaces when
/// `order(new, kept)`. Ties keep the earlier value either way.
///
///     // 3, 1, 2 ordered by "a before b when a < b"
///     // max(by:) prints 3, min(by:) prints 1, then finished
final class ComparisonByStage: ReducingStage {
    private let order: ValueOrder
    private let extreme: ComparisonStage.Extreme

    init(downstream: any Subscriber, extreme: ComparisonStage.Extreme, order: @escaping ValueOrder) {
        self.order = order
        self.extreme = extreme
        super.init(downstream: downstream, initial: nil)
    }

    override func reduce(_ value: Value) throws(StreamError) -> Bool {
        guard let kept = result else {
            result = value
            return false
        }
        let replaces = extreme == .max ? try order(kept, value) : try order(value, kept)
        if replaces { result = value }
        return false
    }
}

extension Publisher {
    public func min(by areInIncreasingOrder: @escaping ValueOrder) -> any Publisher {
        StagePublisher(self) { ComparisonByStage(downstream: $0, extreme: .min, order: areInIncreasingOrder) }
    }

    public func max(by areInIncreasingOrder: @escaping ValueOrder) -> any Publisher {
        StagePublisher(self) { ComparisonByStage(downstream: $0, extreme: .max, order: areInIncreasingOrder) }
    }
}
