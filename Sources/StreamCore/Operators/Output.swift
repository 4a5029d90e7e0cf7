/// `output(in:)` and `output(at:)`: passes the values whose index (0 for the first value
/// received) lies in the range, then finishes and cancels the upstream.
///
/// A skipped value is replaced by demand for one more, as in Combine. The finish goes out with
/// the last value of the range, as Apple documents ("after publishing all elements, the
/// publisher finishes normally") and as `prefix(_:)` does here; OpenCombine 0.14 notices the
/// end only when one more value arrives (`OutputDifferentialTests.finishesWithTheLastIndex`).
/// An upstream that ends first ends the output with it.
///
///     SequencePublisher(.values([.int(5), .int(6), .int(7), .int(8)])).output(in: 1...2)
///     // Prints: 6, 7, then finished
final class OutputStage: Stage {
    private let range: ClosedRange<Int>
    /// The index of the next value to arrive.
    private var index = 0

    init(downstream: any Subscriber, range: ClosedRange<Int>) {
        self.range = range
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        let current = index
        index &+= 1
        guard current >= range.lowerBound else { return .max(1) }
        let demand = downstream.receive(value)
        if current >= range.upperBound {
            let subscription = upstream
            upstream = nil
            subscription?.cancel()
            finish(.finished)
        }
        return demand
    }
}

extension Publisher {
    /// `range` must not be negative (the language checks it where it is written).
    public func output(in range: ClosedRange<Int>) -> any Publisher {
        StagePublisher(self) { OutputStage(downstream: $0, range: range) }
    }

    public func output(at index: Int) -> any Publisher { output(in: index...index) }
}
