/// The one failure type of the engine: a message a learner can read.
public struct StreamError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// How a stream ends.
public enum Completion: Hashable {
    case finished
    case failure(StreamError)
}
