/// The failure of a marble source: `#[timeout]` fails with `MarbleError("timeout")`, `#`
/// with `MarbleError("")`.
///
/// Its description is the message alone, so an expectation's `#[timeout]` matches it, as
/// it matches any error whose `String(describing:)` is `timeout`.
public struct MarbleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text between `#[` and `]`; empty for a bare `#`.
    public var message: String

    /// An error with this message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
