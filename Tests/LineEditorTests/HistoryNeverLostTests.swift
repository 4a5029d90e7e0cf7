import Foundation
import Testing

/// Issue 8, section 3, with the real binary in a real terminal (tmux): history is written as
/// it is typed, survives SIGTERM and a closed terminal, and a file StreamLab cannot read or
/// parse is never written.
@Suite(.serialized) struct HistoryNeverLostTests {
    /// Starts the REPL (as uid 65534 through `setpriv` when `unprivileged` and running as
    /// root), recording its pid in `state/pid`; waits for the first prompt.
    static func start(state: TemporaryDirectory, unprivileged: Bool = false) throws -> (TmuxSession, pid_t) {
        let binary = ReplTerminalTests.binary
        let pidFile = state.file("pid").path
        var program = [binary]
        if unprivileged, getuid() == 0 {
            program = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", binary]
        }
        // `exec` keeps the shell's pid for streamlab.
        let command = "echo $$ > '\(pidFile)'; exec " + program.map { "'\($0)'" }.joined(separator: " ")
        let tmux = try TmuxSession(command: ["sh", "-c", command], width: 250, height: 40,
                                   environment: ["XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
                                                 "LANG": "C.UTF-8", "NO_COLOR": "1", "TERM": "xterm"],
                                   directory: state.url)
        try tmux.waitFor("Ctrl-D quits.")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        return (tmux, pid)
    }

    static func history(_ state: TemporaryDirectory) -> String? {
        FileManager.default.contents(atPath: state.file("streamlab/history").path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Polls until the history file holds `expected`.
    static func waitForHistory(_ state: TemporaryDirectory, _ expected: String) -> String? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if history(state) == expected { return expected }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return history(state)
    }

    static func waitUntilGone(_ pid: pid_t) {
        let deadline = Date().addingTimeInterval(30)
        while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    }

    static func typeLines(_ lines: [String], _ tmux: TmuxSession) throws {
        for line in lines {
            try tmux.type(line)
            try tmux.press("Enter")
        }
        try tmux.waitFor("> \(lines.last ?? "")")
    }

    @Test func bullet3_linesTypedBeforeSIGTERMAreKept() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let (tmux, pid) = try Self.start(state: state)
        defer { tmux.close() }
        try Self.typeLines(["subject a | sink as s", "send a 1"], tmux)
        #expect(Self.waitForHistory(state, "_HiStOrY_V2_\nsubject a | sink as s\nsend a 1\n") != nil)
        kill(pid, SIGTERM)
        // libedit passes the signal on to the whole process group, the wrapper shell too, so
        // wait for the process to be gone rather than for an exit status.
        Self.waitUntilGone(pid)
        #expect(kill(pid, 0) != 0)
        #expect(Self.history(state) == "_HiStOrY_V2_\nsubject a | sink as s\nsend a 1\n")
        let mode = try TemporaryDirectory.permissions(of: state.file("streamlab/history"))
        #expect(mode == 0o600)
    }

    @Test func bullet3_linesTypedBeforeTheTerminalClosesAreKept() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let (tmux, pid) = try Self.start(state: state)
        try Self.typeLines(["subject b | sink", "send b 2"], tmux)
        // Closing the terminal (the tmux server) hangs up on the REPL.
        tmux.close()
        Self.waitUntilGone(pid)
        #expect(Self.history(state) == "_HiStOrY_V2_\nsubject b | sink\nsend b 2\n")
    }

    @Test func bullet3_aFileWithoutTheHeaderIsKeptWithOneWarning() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        try FileManager.default.createDirectory(at: state.file("streamlab"), withIntermediateDirectories: true)
        let foreign = (1...300).map { "entry \($0)\n" }.joined()
        try foreign.write(to: state.file("streamlab/history"), atomically: false, encoding: .utf8)
        let (tmux, _) = try Self.start(state: state)
        defer { tmux.close() }
        let path = state.file("streamlab/history").path
        try tmux.waitFor("warning: \(path):1: not a history file (the first line should be _HiStOrY_V2_); it is left as it is, and history will not be kept this session")
        try Self.typeLines(["subject c | sink", ":quit"], tmux)
        #expect(try tmux.waitForExit() == 0)
        #expect(Self.history(state) == foreign)
        #expect(try tmux.transcript().components(separatedBy: "warning:").count == 2)
    }

    @Test func bullet3_anUnreadableFileIsKept() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let folder = state.file("streamlab")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = "_HiStOrY_V2_\nold entry\n"
        try saved.write(to: state.file("streamlab/history"), atomically: false, encoding: .utf8)
        for path in [state.url.path, folder.path, state.file("streamlab/history").path] where getuid() == 0 {
            chown(path, 65534, 65534)
        }
        chmod(state.file("streamlab/history").path, 0o000)
        let (tmux, _) = try Self.start(state: state, unprivileged: true)
        defer { tmux.close() }
        try tmux.waitFor("warning: cannot read \(state.file("streamlab/history").path): permission denied, and history will not be kept this session")
        try Self.typeLines(["subject d | sink", ":quit"], tmux)
        #expect(try tmux.waitForExit() == 0)
        chmod(state.file("streamlab/history").path, 0o600)
        #expect(Self.history(state) == saved)
    }

    @Test func bullet3_controlCharactersNeverReachTheEvaluatorOrHistory() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let (tmux, _) = try Self.start(state: state)
        defer { tmux.close() }
        try Self.typeLines(["subject a | sink as s"], tmux)
        // Ctrl-V inserts the next key literally: a ^D and a tab inside the line.
        try tmux.type("send a")
        try tmux.press("C-v", "C-d", "C-v", "Tab")
        try tmux.type("7")
        try tmux.press("Enter")
        try tmux.type(":log")
        try tmux.press("Enter")
        try tmux.waitFor("s: receive value: (7)")
        #expect(Self.waitForHistory(state, "_HiStOrY_V2_\nsubject a | sink as s\nsend a 7\n:log\n") != nil)
    }
}
