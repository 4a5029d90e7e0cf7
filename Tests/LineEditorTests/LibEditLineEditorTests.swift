import Foundation
import Testing
@testable import LineEditor

/// The libedit editor on a pseudo-terminal, with keys typed ahead. Ctrl-C cannot be
/// tested here (libedit re-sends SIGINT to the whole process group, the test runner
/// included); it is checked by hand in tmux.
extension SignalSensitiveTests {
    @Suite struct LibEditLineEditorTests {
        final class Words: CompletionProvider {
            let words = ["debounce", "delay", "héllo", "map"]
            private(set) var asked: [String] = []
            func completions(for lineBeforeCursor: String) -> [String] {
                asked.append(lineBeforeCursor)
                let typed = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
                return words.filter { $0.hasPrefix(typed) }
            }
        }

        /// Types `keys`, then reads one line with a fresh editor on a pseudo-terminal.
        /// A watchdog interrupts the read (SIGUSR1) if the editor waits for more keys
        /// than were typed, so a failure never hangs the test run.
        static func readLine(
            typing keys: String, prompt: String = "λ> ", completion: Words? = nil,
            before prepare: (LibEditLineEditor) -> Void = { _ in }
        ) throws -> (result: LineReadResult, drawn: String) {
            try withSignalsDeliverable([SIGINT, SIGUSR1]) {
                var ignore = sigaction()
                ignore.__sigaction_handler.sa_handler = { _ in }  // interrupts read(): no SA_RESTART
                sigaction(SIGUSR1, &ignore, nil)
                let pty = try PseudoTerminal()
                let editor = try LibEditLineEditor(
                    programName: "streamlab-test", historyFile: nil, completion: completion,
                    historySize: 100, terminal: (pty.terminal, pty.terminal), readsEditrc: false
                )
                prepare(editor)
                pty.makeRaw()  // else a typed-ahead ^D would be the tty's end-of-file
                pty.type(keys)
                let watchdog = SignalSender(target: pthread_self(), signal: SIGUSR1, delay: 5, giveUp: 5)
                let result = editor.readLine(prompt: prompt)
                watchdog.stop()
                Interrupt.clear()
                return (result, pty.drawn())
            }
        }

        @Test func editsUTF8ByCharacter() throws {
            // Ctrl-B three times steps back over "✓", " " and "o": three characters,
            // five bytes. Typed "é" and "✓" arrive intact (the locale is UTF-8).
            let (result, drawn) = try Self.readLine(typing: "send héllo ✓\u{02}\u{02}\u{02}X\r")
            #expect(result == .line("send héllXo ✓"))
            #expect(drawn.contains("λ> "))
        }

        @Test func tabCompletesTheCommonPrefix() throws {
            let words = Words()
            let (result, _) = try Self.readLine(typing: "send hé\t!\r", completion: words)
            #expect(result == .line("send héllo !"))
            #expect(words.asked == ["send hé"])
        }

        @Test func tabListsAmbiguousCandidatesUnderTheLine() throws {
            let (result, drawn) = try Self.readLine(typing: "a | de\t\r", completion: Words())
            #expect(result == .line("a | de"))
            #expect(drawn.contains("debounce  delay"))
        }

        @Test func ctrlPRecallsAMultiLineEntryWhole() throws {
            let (result, _) = try Self.readLine(typing: "\u{10}\r") { editor in
                editor.addHistory("subject a\na | sink")
            }
            #expect(result == .line("subject a\na | sink"))
        }

        @Test func ctrlDOnAnEmptyLineEndsTheInput() throws {
            let (result, drawn) = try Self.readLine(typing: "\u{04}")
            #expect(result == .endOfInput, "\(drawn.debugDescription)")
        }

        @Test func ctrlDInsideALineDeletesInstead() throws {
            // Ctrl-A, then Ctrl-D deletes the "x" under the cursor.
            #expect(try Self.readLine(typing: "xy\u{01}\u{04}\r").result == .line("y"))
        }

        @Test func historyIsLoadedAndEachEntryAppendedAtOnce() throws {
            let temporary = try TemporaryDirectory()
            defer { temporary.remove() }
            let file = HistoryFile(url: temporary.file("state/history"))
            try file.save(["old 1", "old 2"])
            try withSignalsDeliverable([SIGINT]) {
                let pty = try PseudoTerminal()
                let editor = try LibEditLineEditor(
                    programName: "streamlab-test", historyFile: file.url, completion: nil,
                    historySize: 100, terminal: (pty.terminal, pty.terminal), readsEditrc: false
                )
                #expect(editor.historyLoadError == nil)
                editor.addHistory("new\nentry")
                editor.addHistory("   ")  // blank: ignored
                editor.addHistory("new\nentry")  // repeats the newest: ignored
                // On disk before the editor ends: a crash would keep it.
                #expect(try file.read() == ["old 1", "old 2", "new\nentry"])
                #expect(editor.takeHistoryWarning() == nil)
            }
            #expect(try file.read() == ["old 1", "old 2", "new\nentry"])
        }
    }
}
