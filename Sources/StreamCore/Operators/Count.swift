/// `count()`: emits how many values the upstream sent, once it finishes.
///
///     SequencePublisher(.values([.int(7), .int(8), .int(9)])).count()
///     // Prints: 3, then finished
final class CountStage: ReducingStage {
    private var total = 0

    init(downstream: any Subscriber) {
        super.init(downstream: downstream, initial: .int(0))
    }

    override func reduce(_ value: Value) throws(StreamError) -> Bool {
        total += 1
        result = .int(total)
        return false
    }
}

extension Publisher {
    public func count() -> any Publisher {
        StagePublisher(self) { CountStage(downstream: $0) }
    }
}
