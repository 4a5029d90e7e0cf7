import Foundation
@testable import StreamDSL
import Testing

/// What the session says while statements run is worded in one catalogue, `RuntimeNotes`:
/// no other source file of StreamDSL writes a `"note: …"` or `"warning: …"` line itself.
@Suite struct RuntimeNotesCatalogueTests {
    static let sources = DiagnosticCatalogueTests.sources.appendingPathComponent("StreamDSL")

    /// The one file that may hold such a line.
    static let allowed: Set<String> = ["RuntimeNotes.swift"]

    @Test func notesAreWrittenOnlyInTheCatalogue() throws {
        var found: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", !Self.allowed.contains(file.lastPathComponent) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("\"note: ") || line.contains("\"warning: ") {
                found.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "runtime notes outside RuntimeNotes.swift:\n\(found.joined(separator: "\n"))")
    }

    @Test func catalogueWording() {
        #expect(RuntimeNotes.stoppedAtHorizon(10_000, pending: 2)
                == "note: stopped at the horizon, 10s (2 action(s) still scheduled — an infinite source?); change it with :set horizon")
        #expect(RuntimeNotes.freed("vm", storing: 0) == "vm is freed")
        #expect(RuntimeNotes.freed("vm", storing: 1) == "vm is freed; its bag cancels 1 stored subscription")
        #expect(RuntimeNotes.freed("vm", storing: 2) == "vm is freed; its bag cancels 2 stored subscriptions")
        #expect(RuntimeNotes.traceTruncated(hidden: 5, shown: 10_000)
                == "note: 5 more event(s) not shown (:log shows the first 10000)")
        #expect(RuntimeNotes.recordingStopped.contains("\(RecordingLimits.megabytes) MB"))
    }
}
