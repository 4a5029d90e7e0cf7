import Foundation
import Testing

/// Diagnostics stay data until the edge: the word "error: " is written by the diagnostic
/// formatter alone, so no code builds error text by hand (and none has to parse it back).
@Suite struct OnlyTheFormatterWritesErrorsTests {
    @Test func noSourceFileButTheFormatterWritesErrorColon() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        // `"error: …`, `FILE: error: …` or `…) error: …`; not "type error:" or print()'s "receive error:".
        let severityWord = try NSRegularExpression(pattern: #"(?:"|: |\) )error: "#)
        var offenders: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", file.lastPathComponent != "DiagnosticFormatter.swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                && severityWord.firstMatch(in: String(line), range: NSRange(line.startIndex..., in: line)) != nil {
                offenders.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "write errors as Diagnostics:\n\(offenders.joined(separator: "\n"))")
    }
}
