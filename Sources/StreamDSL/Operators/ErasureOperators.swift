import StreamCore
import StreamLanguage

/// `eraseToAnyPublisher`: hides what a publisher is (a subject, a connectable publisher)
/// behind `AnyPublisher`, so `q = a | eraseToAnyPublisher` exposes subject `a` read-only:
/// `send q 1` is an error (see `DiagnosticMessages.sendToErased`).
extension OperatorRegistry {
    static let erasure: [OperatorDescriptor] = [eraseToAnyPublisher]

    package static let eraseToAnyPublisher = OperatorDescriptor(
        signature: OperatorSignature(name: "eraseToAnyPublisher"),
        summary: "hide the publisher's type (a subject becomes read-only); values pass unchanged",
        example: "q = a | eraseToAnyPublisher", erasesType: true,
        swift: { up, _, _ throws(SwiftExportSkip) in up.then("eraseToAnyPublisher()") },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, _ in { upstream, _ in AnyPublisherBox(upstream) } })
}

/// `AnyPublisher`: forwards every subscriber to the publisher it wraps, and is nothing else
/// (not a subject, not connectable).
final class AnyPublisherBox: Publisher {
    private let upstream: any Publisher

    init(_ upstream: any Publisher) { self.upstream = upstream }

    package func receive(subscriber: any Subscriber) {
        upstream.receive(subscriber: subscriber)
    }
}
