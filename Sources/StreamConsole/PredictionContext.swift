import Marbles
import StreamDSL

/// What `:predict` reads its marbles with while an exercise is on screen: the goal's frame,
/// and the goal diagram's legend keys, so a learner predicts in the goal's own notation
/// (`A` where the goal drew `A = 10`) and the outcome draws each value with the goal's key.
public struct PredictionContext: Sendable, Hashable {
    /// Milliseconds per marble character.
    public var frame: Int
    /// Value text → the key the goal diagram drew it with.
    public var keys: [String: String]

    public init(frame: Int, keys: [String: String] = [:]) {
        self.frame = frame
        self.keys = keys
    }

    /// `event` with a goal key read as the value it stands for.
    func unkeyed(_ event: MarbleEvent) -> MarbleEvent {
        guard case .value(let text) = event.kind, let value = keys.first(where: { $0.value == text })?.key else { return event }
        return MarbleEvent(time: event.time, kind: .value(value))
    }
}
