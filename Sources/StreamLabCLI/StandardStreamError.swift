import Foundation

/// A standard stream that could not be read or written, with the system's reason
/// (`errno`): a full disk, a closed descriptor, a pipe whose reader went away.
public struct StandardStreamError: Error, Equatable, Sendable {
    public enum Stream: String, Sendable {
        case input = "standard input"
        case output = "standard output"
        case errorOutput = "standard error"
    }

    public let stream: Stream
    /// The `errno` value of the failed call.
    public let code: Int32

    public init(_ stream: Stream, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// The system's words for the failure, e.g. "No space left on device".
    public var reason: String { String(cString: strerror(code)) }

    /// What StreamLab tells the user, e.g.
    /// `streamlab: cannot write to standard output: No space left on device`.
    public var message: String {
        let verb = stream == .input ? "read" : "write to"
        return "streamlab: cannot \(verb) \(stream.rawValue): \(reason)"
    }
}
