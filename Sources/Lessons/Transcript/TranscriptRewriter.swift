/// Re-records a document: the expected output of every step that differs is replaced by what
/// it printed; nothing else changes.
///
/// Prose, inputs, fences, blank lines between steps and the expected output of steps that
/// passed stay byte for byte (even trailing spaces the comparison ignores). New lines are
/// escaped where they would read as syntax (`OutputEscaping`) and get the document's line
/// ending (a CRLF file stays CRLF).
enum TranscriptRewriter {
    static func rewrite(_ document: ExecutableDocument, with result: TranscriptResult) -> String {
        let lineEnding = document.lines.first?.hasSuffix("\r") == true ? "\r" : ""
        var lines: [String] = []
        var next = 1
        for stepResult in result.steps where !stepResult.passed {
            let range = stepResult.step.expectedLines
            lines += document.lines(next..<range.lowerBound)
            lines += stepResult.actual.map { OutputEscaping.escape($0) + lineEnding }
            next = range.upperBound
        }
        lines += document.lines(next..<(document.lines.count + 1))
        return lines.joined(separator: "\n") + (document.endsWithNewline ? "\n" : "")
    }
}
