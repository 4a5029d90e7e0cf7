/// `replaceEmpty v`: emits `v` when the upstream finishes without a value.
final class ReplaceEmptyStage: ReplacingStage {
    private var sawValue = false

    override func receive(_ value: Value) -> Demand {
        sawValue = true
        return super.receive(value)
    }

    override func receive(completion: Completion) {
        if case .finished = completion, !sawValue { replace() } else { finish(completion) }
    }
}

extension Publisher {
    public func replaceEmpty(with value: Value) -> any Publisher {
        StagePublisher(self) { ReplaceEmptyStage(downstream: $0, replacement: value) }
    }
}
