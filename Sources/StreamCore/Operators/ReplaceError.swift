/// `replaceError v`: on failure emits `v`, then finishes.
final class ReplaceErrorStage: ReplacingStage {
    override func receive(completion: Completion) {
        if case .failure = completion { replace() } else { finish(completion) }
    }
}

extension Publisher {
    public func replaceError(with value: Value) -> any Publisher {
        StagePublisher(self) { ReplaceErrorStage(downstream: $0, replacement: value) }
    }
}
