import Foundation
import Testing
@testable import LineEditor

@Suite struct CompletionConfirmationTests {
    @Test func aListingLongerThanTheScreenAsksFirst() {
        #expect(CompletionConfirmation.question(candidateCount: 10_000, lineCount: 900, rows: 40)
            == "Display all 10000 possibilities? (y or n)")
        #expect(CompletionConfirmation.question(candidateCount: 30, lineCount: 10, rows: 40) == nil)
        // Unknown height: a 24-row screen is assumed.
        #expect(CompletionConfirmation.question(candidateCount: 50, lineCount: 24, rows: 0) != nil)
        #expect(CompletionConfirmation.question(candidateCount: 50, lineCount: 23, rows: 0) == nil)
    }
}

extension SignalSensitiveTests {
    /// Tab with 10,000 names on a pseudo-terminal: the editor asks before listing them.
    @Suite struct ManyCandidatesTests {
        final class ManyNames: CompletionProvider {
            let names: [String]
            init(count: Int) { names = (0..<count).map { "name\($0)" } }
            func completions(for lineBeforeCursor: String) -> [String] {
                let typed = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
                return names.filter { $0.hasPrefix(typed) }
            }
        }

        static func readLine(typing keys: String, names: Int = 10_000) throws -> (result: LineReadResult, drawn: String) {
            try withSignalsDeliverable([SIGINT, SIGUSR1]) {
                var ignore = sigaction()
                ignore.__sigaction_handler.sa_handler = { _ in }
                sigaction(SIGUSR1, &ignore, nil)
                let pty = try PseudoTerminal()
                let editor = try LibEditLineEditor(
                    programName: "streamlab-test", historyFile: nil, completion: ManyNames(count: names),
                    historySize: 100, terminal: (pty.terminal, pty.terminal), readsEditrc: false
                )
                pty.makeRaw()
                pty.type(keys)
                let watchdog = SignalSender(target: pthread_self(), signal: SIGUSR1, delay: 5, giveUp: 5)
                let result = editor.readLine(prompt: "> ")
                watchdog.stop()
                Interrupt.clear()
                return (result, pty.drawn())
            }
        }

        @Test func noLeavesTheListingUnshown() throws {
            let (result, drawn) = try Self.readLine(typing: "send name\tn\r")
            #expect(result == .line("send name"))
            #expect(drawn.contains("Display all 10000 possibilities? (y or n)"))
            #expect(!drawn.contains("name9999"))
        }

        /// 300 names (34 rows at 80 columns) are enough to ask, and few enough for the
        /// pseudo-terminal's buffer, which the test reads only after the line is read.
        @Test func yesShowsIt() throws {
            let (result, drawn) = try Self.readLine(typing: "send name\ty\r", names: 300)
            #expect(result == .line("send name"))
            #expect(drawn.contains("Display all 300 possibilities? (y or n)"))
            #expect(drawn.contains("name299"))
        }
    }
}
