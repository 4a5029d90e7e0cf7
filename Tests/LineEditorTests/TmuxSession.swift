import Foundation

/// Drives a terminal program in a detached tmux session, for tests of what a person
/// sees: start a command in a terminal of a fixed size, type keys, wait for text,
/// read the screen, collect the exit status.
///
///     let tmux = try TmuxSession(command: ["sh", "-c", "read x; echo got $x"])
///     defer { tmux.close() }
///     try tmux.type("héllo")
///     try tmux.press("Enter")
///     try tmux.waitFor("got héllo")      // searches the scrollback too
///     #expect(try tmux.waitForExit() == 0)
///
/// Every session runs on its own tmux server (a private socket, no user
/// configuration), so tests neither see nor disturb other tmux sessions. When tmux
/// is not installed, `init` throws ``TmuxError/tmuxNotFound(searchPath:)``: a missing
/// tool is a failure to fix (`apt-get install tmux`), never a silent skip.
final class TmuxSession {
    enum TmuxError: Error, CustomStringConvertible {
        case tmuxNotFound(searchPath: String)
        case commandFailed(arguments: [String], status: Int32, output: String)
        case timedOut(waitingFor: String, seconds: Double, screen: String)

        var description: String {
            switch self {
            case let .tmuxNotFound(searchPath):
                return "tmux is not installed (searched PATH=\(searchPath)); install it with `apt-get install -y tmux` or `brew install tmux`"
            case let .commandFailed(arguments, status, output):
                return "tmux \(arguments.joined(separator: " ")) exited with \(status): \(output)"
            case let .timedOut(pattern, seconds, screen):
                return "timed out after \(seconds)s waiting for \(pattern.debugDescription); the screen was:\n\(screen)"
            }
        }
    }

    let tmux: URL
    let socket: String
    let target = "test"
    /// The pane title the wrapper sets after the command, followed by its exit status.
    static let exitTitle = "streamlab-test-exited "

    /// Starts `command` (an argument vector, not shell text) in a `width`×`height`
    /// terminal, in `directory`, with `environment` added to the inherited one.
    init(
        command: [String],
        width: Int = 80,
        height: Int = 24,
        environment: [String: String] = [:],
        directory: URL? = nil
    ) throws {
        tmux = try Self.locateTmux(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        // A socket path of our own (not -L, whose files tmux leaves in /tmp/tmux-UID),
        // short enough for a Unix socket address.
        socket = "/tmp/streamlab-tmux-\(getpid())-\(UUID().uuidString.prefix(8))"
        var start = ["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)"]
        if let directory { start += ["-c", directory.path] }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            start += ["-e", "\(name)=\(value)"]
        }
        // A wrapper shell reports the exit status and then keeps the pane open, so the
        // last screen stays readable (tmux's remain-on-exit sometimes loses the status
        // of a program that exits at once). It reports it as a pane title (OSC 2), in the
        // same stream as the program's output: once tmux shows the title it has drawn
        // everything the program wrote (a status file could be seen earlier than that,
        // and under load the screen then lacked the last lines). `trap : INT` lets the
        // wrapper outlive a Ctrl-C meant for the program; a trap, unlike an ignored
        // signal, is not inherited by the program.
        let program = command.map(Self.shellQuoted).joined(separator: " ")
        let wrapper = "trap : INT; \(program); printf '\\033]2;\(Self.exitTitle)%s\\033\\\\' $?; exec sleep 2147483647"
        try run(start + ["exec sh -c \(Self.shellQuoted(wrapper))"])
    }

    deinit {
        close()
    }

    /// The tmux binary on `searchPath` (a PATH-style list of directories).
    static func locateTmux(searchPath: String) throws -> URL {
        for directory in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw TmuxError.tmuxNotFound(searchPath: searchPath)
    }

    /// Types `text` literally (no key names are interpreted).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// Presses keys by tmux name: "Enter", "Tab", "Up", "C-c", "C-d", "BSpace", ...
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Resizes the terminal, as a person dragging the window's edge (the program gets SIGWINCH).
    func resize(width: Int, height: Int = 24) throws {
        try run(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen, one line per row, trailing spaces trimmed. Tabs come back
    /// as spaces.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", target])
    }

    /// Everything the terminal holds: the scrollback, then the visible screen. tmux
    /// may push early lines into the scrollback even when the screen is not full.
    func transcript() throws -> String {
        try run(["capture-pane", "-p", "-S", "-", "-t", target])
    }

    /// The pane's title, as the program set it (OSC 0 or 2).
    func paneTitle() throws -> String {
        try run(["display-message", "-p", "-t", target, "#{pane_title}"])
    }

    /// Polls the transcript until it contains `text`; returns that transcript. The default
    /// deadline is generous: it costs nothing when the text comes, and a loaded machine
    /// (two builds on two cores) can take seconds to draw it.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let current = try transcript()
            if current.contains(text) { return current }
            guard Date() < deadline else {
                throw TmuxError.timedOut(waitingFor: text, seconds: timeout, screen: current)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Types `line`, presses Enter and waits until the line editor has taken it: the cursor
    /// is at the start of the row below the one that ends with it. A Ctrl-C pressed after
    /// this reaches the evaluation; one pressed before it would only abandon the line. (The
    /// cursor at column 0 alone is not enough: it is there too before the prompt is drawn.)
    func typeLineAndWaitUntilTaken(_ line: String, timeout: Double = 30) throws {
        try type(line)
        try press("Enter")
        let echoed = "> " + line
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let cursor = try run(["display-message", "-p", "-t", target, "#{cursor_x} #{cursor_y}"])
            let position = cursor.split(separator: " ").compactMap { Int($0) }
            if position.count == 2, position[0] == 0, position[1] > 0 {
                let row = position[1] - 1
                let above = try run(["capture-pane", "-p", "-t", target, "-S", "\(row)", "-E", "\(row)"])
                let settled = try run(["display-message", "-p", "-t", target, "#{cursor_x} #{cursor_y}"]) == cursor
                // The row holds the line's end (a long line wraps), or the whole line after
                // text typed ahead of the prompt, which the terminal echoed (`run> run`).
                if settled, !above.isEmpty, echoed.hasSuffix(above) || above.hasSuffix(echoed) { return }
            }
            guard Date() < deadline else {
                throw TmuxError.timedOut(waitingFor: "the line editor to take \(echoed.debugDescription)",
                                         seconds: timeout, screen: try transcript())
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Waits for the command to exit and returns its exit status, or 128 + the
    /// signal's number when a signal killed it (as shells report it). Everything the
    /// command printed is on the screen by then.
    func waitForExit(timeout: Double = 30) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let title = try paneTitle()
            if title.hasPrefix(Self.exitTitle), let status = Int32(title.dropFirst(Self.exitTitle.count)) {
                return status
            }
            guard Date() < deadline else {
                throw TmuxError.timedOut(waitingFor: "exit", seconds: timeout, screen: try transcript())
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Ends the session and its private server. Safe to call more than once.
    func close() {
        _ = try? run(["kill-server"])
        unlink(socket)
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        // Output goes to a file, not a pipe: the tmux server that `new-session` starts
        // keeps the client's descriptors, so a pipe would never reach end of file.
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        let status = try Self.spawnAndWait([tmux.path, "-S", socket, "-f", "/dev/null"] + arguments, outputPath: outputPath)
        let text = String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
        guard status == 0 else {
            throw TmuxError.commandFailed(arguments: arguments, status: status, output: text)
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Runs `argv` with stdout and stderr going to `outputPath` and returns its exit status.
    private static func spawnAndWait(_ argv: [String], outputPath: String) throws -> Int32 {
        let pid = try ChildProcess.spawn(argv, environment: ProcessInfo.processInfo.environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        return try ChildProcess.waitForExit(pid)
    }

    /// The command goes to tmux as one shell string, each word quoted to arrive unchanged.
    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
