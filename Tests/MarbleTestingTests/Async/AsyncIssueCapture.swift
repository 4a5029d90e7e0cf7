import Foundation
import Testing

/// The messages of the issues an async `body` records in this test, which are then not
/// failures (the async twin of `recordedIssues`).
@MainActor
func recordedIssues(_ body: @MainActor () async -> Void) async -> [String] {
    let log = MessageLog()
    await withKnownIssue(isIntermittent: true) {
        await body()
    } matching: { issue in
        log.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
        return true
    }
    return log.messages
}

/// What tasks under test saw, in order, with the marble clock's time: kept on the main actor,
/// where MarbleTesting runs them.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}
