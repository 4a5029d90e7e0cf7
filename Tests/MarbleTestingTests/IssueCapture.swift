import Synchronization
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

private final class MessageLog: Sendable {
    private let storage = Mutex<[String]>([])

    func append(_ message: String) {
        storage.withLock { $0.append(message) }
    }

    var messages: [String] { storage.withLock { $0 } }
}
