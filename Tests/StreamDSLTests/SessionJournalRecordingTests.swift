import Foundation
@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
import Testing

/// What a session writes in its journal as statements run: once each, with the instant, the
/// lanes and the outcome the learner saw.
@Suite struct SessionJournalRecordingTests {
    static func console(maxActions: Int? = nil) -> Console {
        var settings = SessionSettings()
        settings.autoShow = false
        if let maxActions { settings.maxActions = maxActions }
        return Console(session: Session(settings: settings), allowsFileAccess: false)
    }

    static func statements(_ console: Console) -> [JournaledStatement] {
        console.session.journal.entries.compactMap(\.statement)
    }

    @Test func eachStatementOnceWithItsInstantLanesAndSource() {
        let console = Self.console()
        _ = console.submit("subject a | map x * 2 | sink as doubled; send a 1 @100ms")
        _ = console.submit("run")
        _ = console.submit("send a 2")
        let journaled = Self.statements(console)
        #expect(journaled.map(\.statement.text) == ["subject a | map x * 2 | sink as doubled", "send a 1 @100ms", "run", "send a 2"])
        #expect(journaled.map(\.instant) == [0, 0, 0, 100])
        #expect(journaled.allSatisfy { $0.outcome == .done })
        #expect(journaled[0].sinkLane?.name == "doubled")
        #expect(journaled[0].source == "subject a | map x * 2 | sink as doubled; send a 1 @100ms")
        #expect(journaled[1].lanes.isEmpty)
    }

    @Test func anErrorIsJournaledWithItsDiagnosticsAndChangesNothing() {
        let console = Self.console()
        _ = console.submit("subject a")
        let lanes = console.session.recording.lanes.count
        _ = console.submit("complete zz @200ms")
        guard case .error(let diagnostics) = Self.statements(console).last?.outcome else {
            Issue.record("not journaled as an error")
            return
        }
        #expect(diagnostics.contains { $0.message.contains("zz") })
        #expect(console.session.recording.lanes.count == lanes)
    }

    @Test func aStatementTheActionBudgetStoppedSaysSo() {
        let console = Self.console(maxActions: 1_000)
        let reply = console.submit(#"fail "x" | retry 100 | retry 100 | sink as s"#)
        #expect(reply.output.contains("stopped after 1000 values and retries"))
        #expect(Self.statements(console).last?.outcome == .stopped(.actionBudget))
        // The budget is per statement: the next one runs to its end.
        _ = console.submit(#"fail "y" | retry 3 | sink as t"#)
        #expect(Self.statements(console).last?.outcome == .done)
    }

    @Test func aRunTheClocksActionLimitStoppedSaysSo() {
        let console = Self.console(maxActions: 1_000)
        _ = console.submit("timer 1ms | autoconnect | sink as t")
        #expect(console.submit("run").output.contains("after 1000 clock actions"))
        #expect(Self.statements(console).last?.outcome == .stopped(.actionBudget))
    }

    @Test func aTrapAndTheRefusalAfterIt() {
        let console = Self.console()
        for input in ["stream t throwing", "t | for await as first", "yield t 1 @100ms", "advance 100ms"] {
            #expect(!console.submit(input).hadError)
        }
        #expect(console.submit("t | for await as second").errors.contains("trap"))
        _ = console.submit("yield t 2")
        let outcomes = Self.statements(console).suffix(2).map(\.outcome)
        #expect(outcomes == [.trapped(message: "attempt to await next() on more than one task"), .refusedAfterTrap])
    }

    @Test func setIsJournaledWithItsEffectAndABadSetIsNot() {
        let console = Self.console()
        _ = console.submit(":set frame 50ms")
        _ = console.submit(":set frame soon")
        _ = console.submit(":show")
        #expect(console.session.journal.entries.map(\.kind) == [.setting(SettingChange(key: "frame", old: "100ms", new: "50ms"))])
    }

    @Test func theErrorLimitIsJournaledWhereItStopped() {
        let console = Self.console()
        let input = (0...Parser.errorLimit + 5).map { _ in "a | sink" }.joined(separator: "\n")
        _ = console.submit(input)
        let journaled = Self.statements(console)
        #expect(journaled.last?.outcome == .stopped(.errorLimit))
        #expect(journaled.count == Parser.errorLimit + 2)
    }

    @Test func whatALoadRanIsMarkedWithTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "subject b | sink as loaded\n:set frame 50ms\nsend b 7\n".write(to: folder.appendingPathComponent("b.sl"), atomically: true, encoding: .utf8)
        let console = Console(workingDirectory: folder.path)
        _ = console.submit("subject a")
        #expect(!console.submit(":load b.sl").hadError)
        _ = console.submit("send a 1")
        #expect(console.session.journal.entries.map(\.loadedFrom) == [nil, "b.sl", "b.sl", "b.sl", nil])
        #expect(Self.statements(console).map(\.origin.fileName) == [nil, "b.sl", "b.sl", nil])
    }

    @Test func resetIsJournaled() {
        let console = Self.console()
        _ = console.submit("subject a")
        _ = console.submit(":reset")
        #expect(console.session.journal.entries.last?.kind == .reset)
        #expect(console.session.journal.sinceReset.isEmpty)
    }
}
