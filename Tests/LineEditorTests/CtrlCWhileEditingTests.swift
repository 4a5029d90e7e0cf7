import Foundation
import Testing

/// Ctrl-C that lands while libedit is still working through typed keys.
///
/// libedit reads one byte at a time and redraws the line between reads. A Ctrl-C that
/// arrived during a redraw used to set only the interrupt flag: the terminal had already
/// flushed the queued keys, the next read blocked, and the next line the learner typed
/// was glued to the abandoned one ("this line is a:time" → unknown statement 'this').
/// The real binary runs here as the session leader of its own pseudo-terminal, so a
/// typed ^C is a real SIGINT from the terminal, with the terminal's flush.
@Suite(.serialized) struct CtrlCWhileEditingTests {
    @Test func ctrlCDuringARedrawAbandonsTheLineAndKeepsTheNextOneWhole() throws {
        // Each round sends a long line, presses Ctrl-C as soon as libedit has drawn part
        // of it, and types the next command 20 ms later. Before the fix most rounds
        // failed; one round alone could pass by luck.
        for round in 1...8 {
            let outcome = try Self.typeCtrlCDuringARedraw()
            #expect(outcome.contains("now: 0ms"), "round \(round): the screen was\n\(outcome)")
            #expect(!outcome.contains("error:"), "round \(round): the screen was\n\(outcome)")
        }
    }

    /// What the terminal showed after the long line, Ctrl-C and `:time`.
    private static func typeCtrlCDuringARedraw() throws -> String {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let terminal = try PseudoTerminal()
        terminal.makeCooked()
        let environment = ["XDG_STATE_HOME": state.url.path, "LANG": "C.UTF-8",
                           "NO_COLOR": "1", "TERM": "xterm", "PATH": "/usr/bin:/bin"]
        // The REPL leads a new session and opens the pseudo-terminal first, which makes it
        // its controlling terminal: ^C reaches it (and only it) as SIGINT.
        let terminalPath = terminal.terminalPath
        let pid = try ChildProcess.spawn([ReplTerminalTests.binary], environment: environment,
                                         newSession: true) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        defer {
            kill(pid, SIGKILL)
            _ = try? ChildProcess.waitForExit(pid)
        }
        var screen = ""
        // Waits (polling, with a deadline generous enough for a loaded machine) until what
        // was drawn satisfies `condition`.
        func waitUntil(timeout: Double = 30, _ condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                screen += terminal.drawn()
                if condition(screen) { return true }
                Thread.sleep(forTimeInterval: 0.001)
            }
            return false
        }
        func waitFor(_ texts: String...) -> Bool { waitUntil { screen in texts.contains(where: screen.contains) } }
        /// Whether a fresh prompt was drawn on a new line after the first `utf8Offset` bytes.
        func promptDrawn(after utf8Offset: Int) -> (String) -> Bool {
            { screen in
                // Bytes, not Characters: the terminal writes "\r\n", which is one Character.
                let later = screen.utf8.dropFirst(utf8Offset)
                guard let newline = later.firstIndex(of: UInt8(ascii: "\n")) else { return false }
                return String(decoding: later[newline...], as: UTF8.self).contains("> ")
            }
        }
        guard waitFor("Ctrl-D quits.") else { return "no banner: " + screen }
        // The first prompt is drawn once libedit has the terminal in its own mode.
        let banner = screen.range(of: "Ctrl-D quits.").map { screen.utf8.distance(from: screen.startIndex, to: $0.lowerBound) } ?? 0
        guard waitUntil(promptDrawn(after: banner)) else {
            return "no prompt: " + screen
        }
        terminal.type(String(repeating: "this line is abandoned ", count: 40))
        guard waitFor("abandoned this") else { return "no echo: " + screen }
        let beforeCtrlC = screen.utf8.count
        terminal.type("\u{3}")
        // The next command is typed once the abandoned line has given way to a fresh prompt
        // (typed earlier, the terminal's flush for ^C could take it); if none comes, it is
        // typed anyway, and the glued line shows as an error.
        _ = waitUntil(timeout: 10, promptDrawn(after: beforeCtrlC))
        let beforeTime = screen.utf8.count
        terminal.type(":time\r")
        _ = waitFor("now: 0ms", "error:")
        // The rest of an error message: everything up to the next prompt.
        _ = waitUntil(timeout: 10, promptDrawn(after: beforeTime))
        return screen
    }
}
