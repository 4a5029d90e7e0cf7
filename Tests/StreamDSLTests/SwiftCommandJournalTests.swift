import Foundation
@testable import StreamConsole
@testable import StreamDSL
@testable import SwiftExporter
import Testing

/// `:swift` reads the journal: it exports what the learner saw, not a replay of the text.
/// The rule (see `ExportRun`): statements that ran to their end are exported; those that
/// changed nothing are left out; one cut short (action budget, memory bound, Ctrl-C) or
/// stopped by a trap has no Combine counterpart, and the export says which and why.
@Suite struct SwiftCommandJournalTests {
    static func console(maxActions: Int? = nil) -> Console {
        var settings = SessionSettings()
        settings.autoShow = false
        if let maxActions { settings.maxActions = maxActions }
        return Console(session: Session(settings: settings), allowsFileAccess: false)
    }

    @Test func afterAStatementTheActionBudgetStoppedItSaysSo() {
        let console = Self.console(maxActions: 1_000)
        _ = console.submit("subject a | sink as kept")
        _ = console.submit("send a 1")
        #expect(console.submit(#"fail "x" | retry 100 | retry 100 | sink as s"#).output.contains("stopped after 1000"))
        let reply = console.submit(":swift")
        #expect(reply.errors.contains(#"no Combine counterpart: `fail "x" | retry 100 | retry 100 | sink as s`, which StreamLab's action budget stopped where Combine would run on"#))
        #expect(reply.output.isEmpty)
    }

    @Test func afterATrapItSaysTheProgramStopped() {
        let console = Self.console()
        for input in ["stream t throwing", "t | for await as first", "yield t 1 @100ms", "advance 100ms", "t | for await as second", "yield t 2"] {
            _ = console.submit(input)
        }
        let reply = console.submit(":swift")
        #expect(reply.errors.contains("no Combine counterpart: `t | for await as second`, where a trap stopped the program (attempt to await next() on more than one task)"))
    }

    /// A statement refused with an error left nothing in the session, and is not exported,
    /// whatever the budget did to statements before it.
    @Test func aStatementWithAnErrorIsLeftOut() {
        let console = Self.console()
        _ = console.submit("subject a | map x + 1 | sink as plusOne")
        _ = console.submit("complete zz @200ms")
        _ = console.submit("send a 1 @100ms")
        let reply = console.submit(":swift")
        #expect(!reply.hadError)
        #expect(!reply.output.contains("zz"))
        #expect(reply.output.contains("a.send(1)"))
    }

    /// The session's statements ran with the settings of their time: a `:set` after them does
    /// not change how they are exported.
    @Test func statementsExportWithTheSettingsTheyRanWith() {
        let console = Self.console()
        _ = console.submit(#"cold "-1-2|" | sink as c"#)
        let before = console.submit(":swift").output
        _ = console.submit(":set frame 50ms")
        let after = console.submit(":swift").output
        #expect(!before.isEmpty)
        // The test's name follows the inputs (the `:set` is one), its body does not change.
        let body = { (text: String) in text.split(separator: "\n").drop { !$0.hasPrefix("@Test") }.dropFirst().joined(separator: "\n") }
        #expect(body(before) == body(after))
        #expect(before.contains("--1-2|") || before.contains("-1-2|"))
    }
}
