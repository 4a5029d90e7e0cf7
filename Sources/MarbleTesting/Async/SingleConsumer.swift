/// An `AsyncStream` or `AsyncThrowingStream` seen from outside: whether a task is already
/// waiting for its next element. Such a stream has one consumer and traps on a second, so
/// `expect(sequence)` checks this before it iterates one.
///
/// The standard library does not say; its storage is read through `Mirror`
/// (`context.storage.state.continuations`, Swift 6's layout). Any other shape reads as not
/// iterated, so a change of layout loses the check, never a test.
struct SingleConsumer {
    let typeName: String
    private let stream: Any

    init?(_ sequence: some AsyncSequence) {
        let name = String(describing: type(of: sequence))
        guard name.hasPrefix("AsyncStream<") || name.hasPrefix("AsyncThrowingStream<") else { return nil }
        typeName = name
        stream = sequence
    }

    var isBeingIterated: Bool {
        var value: Any = stream
        for label in ["context", "storage", "state", "continuations"] {
            guard let child = Self.child(of: value, label) else { return false }
            value = child
        }
        // An array of waiting continuations (AsyncStream) or an optional one.
        return !Mirror(reflecting: value).children.isEmpty
    }

    /// A stored property, looking through an optional.
    private static func child(of value: Any, _ label: String) -> Any? {
        var mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let some = mirror.children.first?.value else { return nil }
            mirror = Mirror(reflecting: some)
        }
        return mirror.children.first { $0.label == label }?.value
    }
}
