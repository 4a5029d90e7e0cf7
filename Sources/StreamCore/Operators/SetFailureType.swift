/// `setFailureType`: Combine changes only the publisher's static `Failure` type (from
/// `Never`), so that it can be combined with publishers that fail. StreamCore's failures are
/// untyped, so the stage passes every event and every demand through unchanged; it exists so
/// that a diagram can show where the conversion stands.
final class SetFailureTypeStage: Stage {}

extension Publisher {
    public func setFailureType() -> any Publisher {
        StagePublisher(self) { SetFailureTypeStage(downstream: $0) }
    }
}
