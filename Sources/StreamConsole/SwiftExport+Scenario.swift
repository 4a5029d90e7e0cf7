import StreamDSL
import SwiftExporter

/// A scenario's inputs are typed text (statements and `:set` lines): the console runs them,
/// and the exporter writes what the session journaled.
extension SwiftExport {
    /// The `@Test` function for `scenario`, or why it cannot be exported faithfully: its
    /// inputs run in a fresh console, as typed, and what its session journaled is exported.
    /// Where OpenCombine lacks an operator or differs from Apple's Combine, the test is
    /// "Apple only" (`SwiftExportedTest`).
    public static func test(_ scenario: Scenario, settings: SessionSettings = SessionSettings()) -> Result<SwiftExportedTest, SwiftExportSkip> {
        // No file access: a scenario is a document's inputs, which may not read or write files.
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        for input in scenario.inputs { _ = console.submit(input) }
        return test(named: scenario.name, journal: console.session.journal.sinceReset, settings: settings)
    }
}
