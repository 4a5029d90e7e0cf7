import Testing
@testable import Lessons

/// The 1-based number of the only line of `text` containing `marker`, so tests name lines by
/// their content instead of counting them by hand.
func line(of marker: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let matches = lines.indices.filter { lines[$0].contains(marker) }
    guard matches.count == 1 else {
        Issue.record("marker '\(marker)' found \(matches.count) times")
        return 0
    }
    return matches[0] + 1
}

/// Parses a document that the test expects to be valid.
func document(_ text: String, fileName: String = "t.md") throws -> ExecutableDocument {
    try ExecutableDocument.parse(text, fileName: fileName)
}

/// The problems of a document ([] when it is valid).
func documentProblems(_ text: String, fileName: String = "t.md") -> [SourceProblem] {
    do {
        _ = try ExecutableDocument.parse(text, fileName: fileName)
        return []
    } catch {
        return error.problems
    }
}
