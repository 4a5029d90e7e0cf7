/// `removeDuplicates`: drops a value equal to the one before it.
final class RemoveDuplicatesStage: Stage {
    private var previous: Value?

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if let previous, previous == value { return .max(1) }
        previous = value
        return downstream.receive(value)
    }
}

extension Publisher {
    public func removeDuplicates() -> any Publisher {
        StagePublisher(self) { RemoveDuplicatesStage(downstream: $0) }
    }
}
