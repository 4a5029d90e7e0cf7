import Foundation
@testable import StreamDSL
import Testing

/// One way to write a time everywhere a learner reads one: `NNNms` below a second, else
/// seconds with up to three decimals (`formatVirtualTime`), never `[1.1s]` here and
/// `1210ms` there.
@Suite struct TimeFormatTests {
    /// The same instant, 1210ms, in a print stamp, `:log`, `:time` and a diagnostic.
    @Test func oneInstantIsWrittenOneWayEverywhere() {
        let playground = Playground()
        playground.accept("subject a | print \"p\" | sink as out")
        playground.accept("send a 7 @1210ms")
        let printed = playground.accept("run").output
        #expect(printed.contains("[1.21s] p: receive value: (7)"), "print stamp: \(printed)")
        let log = playground.accept(":log").output
        #expect(log.contains("1.21s  out: receive value: (7)"), "log: \(log)")
        #expect(!log.contains("1210"), "log: \(log)")
        #expect(playground.accept(":time").output == "now: 1.21s\n")
        let error = playground.reject("send a 8 @300ms")
        #expect(error.contains("time 300ms is in the past: the clock is already at 1.21s"), "diagnostic: \(error)")
    }

    @Test func noOtherTimeFormatterInSources() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        // An interpolation of a time followed by a unit (`\(t)ms`, `\(time / 1000)s`) writes a
        // time by hand; a plural such as `\(noun)s` does not.
        let handWritten = try NSRegularExpression(
            pattern: #"\\\((?:[^()]|\([^()]*\))*(?:[tT]ime|ms|[mM]illi|1000|[iI]nterval|[dD]uration|now|delay)(?:[^()]|\([^()]*\))*\)m?s\b"#)
        var offenders: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", file.lastPathComponent != "VirtualTimeFormat.swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                let range = NSRange(line.startIndex..., in: line)
                if handWritten.firstMatch(in: line, range: range) != nil || line.contains("func formatTime") {
                    offenders.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(offenders.isEmpty, "write times with formatVirtualTime(_:):\n\(offenders.joined(separator: "\n"))")
    }
}
