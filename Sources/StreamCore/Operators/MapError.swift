/// Turns one failure into another (`mapError`); it cannot throw, as in Combine.
public typealias ErrorTransform = (StreamError) -> StreamError

/// `mapError { … }`: values and `finished` pass unchanged; a failure is replaced by what the
/// transform makes of it. Demand goes straight through to the upstream.
///
///     ImmediateCompletionPublisher(.failure(StreamError("boom")))
///         .mapError { StreamError("wrapped: \($0.message)") }
///     // Fails with: wrapped: boom
final class MapErrorStage: Stage {
    private let transform: ErrorTransform

    init(downstream: any Subscriber, transform: @escaping ErrorTransform) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        switch completion {
        case .finished: finish(.finished)
        case .failure(let error): finish(.failure(transform(error)))
        }
    }
}

extension Publisher {
    public func mapError(_ transform: @escaping ErrorTransform) -> any Publisher {
        StagePublisher(self) { MapErrorStage(downstream: $0, transform: transform) }
    }
}
