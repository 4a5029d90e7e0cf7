import Foundation
@testable import StreamDSL
import StreamLanguage
import Testing

/// The journal as a value, without a session: what it keeps, where a `:reset` cuts it, how a
/// `:load` marks entries, and how it stays bounded.
@Suite struct SessionJournalTests {
    static func statement(_ text: String, instant: Int = 0, outcome: StatementOutcome = .done) -> JournaledStatement {
        let parsed = Parser.parse(text, sessionNames: ["a"])
        return JournaledStatement(statement: parsed.statements[0], source: text, origin: .interactive, instant: instant,
                                  lanes: [], outcome: outcome)
    }

    @Test func keepsEntriesInOrderAndCutsAtTheLastReset() {
        var journal = SessionJournal()
        journal.append(.statement(Self.statement("subject old")))
        journal.append(.reset)
        journal.append(.setting(SettingChange(key: "frame", old: "100ms", new: "50ms")))
        journal.append(.statement(Self.statement("subject a", instant: 0)))
        journal.append(.statement(Self.statement("send a 1", instant: 0)))
        #expect(journal.count == 5)
        #expect(journal.sinceReset.count == 3)
        #expect(journal.statementsSinceReset.map(\.statement.text) == ["subject a", "send a 1"])
    }

    @Test func marksWhatALoadRanWithItsInnermostFile() {
        var journal = SessionJournal()
        journal.append(.statement(Self.statement("subject a")))
        journal.beginLoad("outer.sl")
        journal.append(.statement(Self.statement("send a 1")))
        journal.beginLoad("inner.sl")
        journal.append(.statement(Self.statement("send a 2")))
        journal.endLoad()
        journal.append(.setting(SettingChange(key: "frame", old: "100ms", new: "50ms")))
        journal.endLoad()
        journal.append(.statement(Self.statement("run")))
        #expect(journal.entries.map(\.loadedFrom) == [nil, "outer.sl", "inner.sl", "outer.sl", nil])
    }

    @Test func forgetsItsEntriesPastTheBoundUntilAReset() {
        var journal = SessionJournal()
        // A statement of 3 MB of text, counted with its tree, goes past the bound.
        var long = Self.statement("subject a")
        long.statement.text = String(repeating: "x", count: 3 << 20)
        for _ in 0..<3 { journal.append(.statement(long)) }
        #expect(journal.overflowed)
        #expect(journal.entries.isEmpty)
        journal.append(.statement(Self.statement("subject a")))
        #expect(journal.entries.isEmpty, "nothing is kept once it overflowed")
        journal.append(.reset)
        journal.append(.statement(Self.statement("subject a")))
        #expect(!journal.overflowed)
        #expect(journal.statementsSinceReset.count == 1)
    }

    /// Short statements count their syntax trees too: 100,000 `send a 1` would hold far
    /// more memory than their 900 KB of text.
    @Test func manyShortStatementsReachTheBoundToo() {
        var journal = SessionJournal()
        let send = Self.statement("send a 1")
        for _ in 0..<100_000 { journal.append(.statement(send)) }
        #expect(journal.overflowed)
        #expect(journal.entries.isEmpty)
    }

    @Test func settingsAtTheResetUndoEverySetSinceNewestFirst() {
        var journal = SessionJournal()
        journal.append(.setting(SettingChange(key: "frame", old: "100ms", new: "20ms")))
        journal.append(.reset)
        journal.append(.setting(SettingChange(key: "frame", old: "100ms", new: "50ms")))
        journal.append(.setting(SettingChange(key: "frame", old: "50ms", new: "25ms")))
        journal.append(.setting(SettingChange(key: "horizon", old: "10s", new: "5s")))
        var current = SessionSettings()
        current.frame = 25
        current.horizon = 5_000
        let start = journal.settingsBeforeChanges(current: current)
        #expect(start.frame == 100)
        #expect(start.horizon == 10_000)
    }

    @Test func inputsGroupTheStatementsOfOneInput() {
        var journal = SessionJournal()
        let source = "subject a; send a 1"
        let parsed = Parser.parse(source, sessionNames: [])
        for statement in parsed.statements {
            journal.append(.statement(JournaledStatement(statement: statement, source: source, origin: .interactive,
                                                         instant: 0, lanes: [], outcome: .done)))
        }
        // Typed twice: two inputs, though the text is the same.
        journal.append(.statement(Self.statement("run")))
        journal.append(.statement(Self.statement("run")))
        journal.append(.setting(SettingChange(key: "frame", old: "100ms", new: "50ms")))
        #expect(journal.inputsSinceReset == [source, "run", "run", ":set frame 50ms"])
    }

    @Test func anOutcomeSaysWhetherTheStatementChangedNothing() {
        #expect(StatementOutcome.error([]).changedNothing)
        #expect(StatementOutcome.refusedAfterTrap.changedNothing)
        #expect(StatementOutcome.interrupted(undone: true).changedNothing)
        #expect(!StatementOutcome.stopped(.actionBudget).changedNothing)
        #expect(!StatementOutcome.trapped(message: "x").changedNothing)
        #expect(!StatementOutcome.done.changedNothing)
    }
}
