import StreamDSL
import StreamLanguage
import SwiftExporter

/// `:swift`: the session since the last `:reset` (what `:load` and scripts ran included), as a
/// Swift Testing test on Combine, read from the session's journal.
enum SwiftCommand {
    static var command: MetaCommand {
        MetaCommand(CommandDeclaration(
            "swift", summary: "print the session as Swift: a test of its pipelines that expects every sink's marbles (MarbleTesting), or its tasks as async/await code")) { _, console in
            run(console)
        }
    }

    static func run(_ console: Console) -> ConsoleReply {
        let journal = console.session.journal
        guard !journal.overflowed else {
            return .failure(DiagnosticMessages.sessionTooLargeToExport(SessionJournal.maximumBytes >> 20))
        }
        guard !console.session.recording.lanes.filter({ $0.role == .subscription }).isEmpty else {
            return .failure(DiagnosticMessages.nothingToExport)
        }
        switch SwiftExport.sessionFile(journal, settings: console.session.settings) {
        case .success(let file): return ConsoleReply(output: file)
        case .failure(let skip): return .failure(DiagnosticMessages.notExportable(skip.description))
        }
    }
}
