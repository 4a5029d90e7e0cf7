import Foundation
import Testing

/// The messages of the issues `body` records in this test, which are then not failures:
/// how these tests see what MarbleTesting reports (through the real `Issue.record`).
func recordedIssues(_ body: () -> Void) -> [String] {
    let log = MessageLog()
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        log.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
        return true
    }
    return log.messages
}

/// A lock rather than `Mutex`, which needs macOS 15 and the package supports macOS 12.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ message: String) {
        lock.withLock { storage.append(message) }
    }

    var messages: [String] { lock.withLock { storage } }
}
