/// `map`: transforms every value.
final class MapStage: Stage {
    private let transform: ValueTransform

    init(downstream: any Subscriber, transform: @escaping ValueTransform) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { return downstream.receive(try transform(value)) } catch {
            fail(error)
            return .none
        }
    }
}

extension Publisher {
    public func map(_ transform: @escaping ValueTransform) -> any Publisher {
        StagePublisher(self) { MapStage(downstream: $0, transform: transform) }
    }
}
