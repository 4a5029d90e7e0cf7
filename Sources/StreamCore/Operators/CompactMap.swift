/// `compactMap`: transforms every value and drops `nil` results.
final class CompactMapStage: Stage {
    private let transform: ValueTransform

    init(downstream: any Subscriber, transform: @escaping ValueTransform) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            let result = try transform(value)
            return result == .null ? .max(1) : downstream.receive(result)
        } catch {
            fail(error)
            return .none
        }
    }
}

extension Publisher {
    public func compactMap(_ transform: @escaping ValueTransform) -> any Publisher {
        StagePublisher(self) { CompactMapStage(downstream: $0, transform: transform) }
    }
}
