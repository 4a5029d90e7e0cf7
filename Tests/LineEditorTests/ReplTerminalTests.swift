import Foundation
import Testing

/// The real `streamlab` binary in a real terminal (tmux): what a person sees when typing.
///
/// Each test starts the REPL with its own state folder (history and lesson progress), so
/// runs never see each other or the user's files. The binary is the one `swift build` put
/// beside this test bundle (`make test` builds it first).
@Suite(.serialized) struct ReplTerminalTests {
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("streamlab").path
    }

    /// Starts the REPL and waits for its first prompt.
    static func start(state: TemporaryDirectory) throws -> TmuxSession {
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build streamlab first: swift build --product streamlab")
        let tmux = try TmuxSession(command: [binary], width: 100, height: 40,
                                   environment: ["XDG_STATE_HOME": state.url.path,
                                                 "LANG": "C.UTF-8", "NO_COLOR": "1", "TERM": "xterm"],
                                   directory: state.url)
        // The screen is read with trailing spaces trimmed: the prompt "> " shows as ">".
        try tmux.waitFor("Ctrl-D quits.\n>")
        return tmux
    }

    @Test func aTypoGetsACaretAndASuggestion() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let tmux = try Self.start(state: state)
        defer { tmux.close() }
        try tmux.type("subject a | debounse 300ms | sink")
        try tmux.press("Enter")
        let screen = try tmux.waitFor("did you mean 'debounce'?")
        #expect(screen.contains("1 | subject a | debounse 300ms | sink\n  |             ^^^^^^^^ did you mean 'debounce'?"))
    }

    @Test func tabCompletesOperatorsAndSessionNames() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let tmux = try Self.start(state: state)
        defer { tmux.close() }
        try tmux.type("subject alpha")
        try tmux.press("Enter")
        try tmux.type("al")
        try tmux.press("Tab")
        try tmux.type("| deb")
        try tmux.press("Tab")
        try tmux.type("300ms | sink")
        try tmux.waitFor("> alpha | debounce 300ms | sink")
        try tmux.press("Enter")
        try tmux.type("send alpha 1; run")
        try tmux.press("Enter")
        try tmux.waitFor("alpha | debounce 300ms ^--1")
    }

    @Test func unicodeSurvivesEditing() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let tmux = try Self.start(state: state)
        defer { tmux.close() }
        try tmux.type("subject a | sink as s")
        try tmux.press("Enter")
        // Type, move back over the non-ASCII text and insert before it: the line editor
        // must treat "é" and "✓" as one character each.
        try tmux.type("send a \"héllo ✓\"")
        try tmux.press("Left", "Left", "Left", "Left", "Left", "Left", "Left", "Left")
        try tmux.type("¡")
        try tmux.press("Enter")
        try tmux.type(":log")
        try tmux.press("Enter")
        try tmux.waitFor("s: receive value: (\"¡héllo ✓\")")
    }

    @Test func ctrlCAbandonsTheLineAndStopsALongRun() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let tmux = try Self.start(state: state)
        defer { tmux.close() }
        try tmux.type("this line is abandoned")
        try tmux.press("C-c")
        try tmux.type(":time")
        try tmux.press("Enter")
        try tmux.waitFor("now: 0ms")
        // A millisecond timer with a horizon of a day would run for minutes: Ctrl-C stops it.
        try tmux.type(":set horizon 86400s")
        try tmux.press("Enter")
        try tmux.type(":set autoshow off")
        try tmux.press("Enter")
        try tmux.type("timer 1ms | autoconnect | sink as ticks")
        try tmux.press("Enter")
        try tmux.typeLineAndWaitUntilTaken("run")
        try tmux.press("C-c")
        try tmux.waitFor("note: interrupted at")
        try tmux.type(":quit")
        try tmux.press("Enter")
        #expect(try tmux.waitForExit() == 0)
    }

    /// Without `--width`, diagrams are as wide as the terminal, also after a resize, until
    /// `:set width` fixes a width.
    @Test func theWidthFollowsTheTerminalUntilSetWidthFixesIt() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let tmux = try Self.start(state: state)
        defer { tmux.close() }
        try tmux.type(":set")
        try tmux.press("Enter")
        try tmux.waitFor("width     100 ")
        try tmux.resize(width: 50, height: 40)
        try tmux.type("subject a | sink as s; send a 1 @100ms, 2 @8s; run")
        try tmux.press("Enter")
        // 8s at 100ms a column would be 81 columns: at 50 the silence is compressed.
        try tmux.waitFor("a     -1- 7.6s -2")
        try tmux.type(":set")
        try tmux.press("Enter")
        try tmux.waitFor("width     50 ")
        try tmux.type(":set width 70")
        try tmux.press("Enter")
        try tmux.waitFor("width = 70")
        try tmux.resize(width: 60, height: 40)
        try tmux.type(":set")
        try tmux.press("Enter")
        let screen = try tmux.waitFor("width     70 ")
        #expect(!screen.contains("width     60 "))
    }

    @Test func historySurvivesARestartAndCtrlDExits() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        do {
            let tmux = try Self.start(state: state)
            defer { tmux.close() }
            try tmux.type("subject zeta")
            try tmux.press("Enter")
            try tmux.waitFor("> subject zeta\n>")
            try tmux.press("C-d")
            #expect(try tmux.waitForExit() == 0)
        }
        let history = state.file("streamlab/history")
        #expect(try TemporaryDirectory.permissions(of: history) == 0o600)
        let tmux = try Self.start(state: state)
        defer { tmux.close() }
        try tmux.press("Up")
        try tmux.waitFor("> subject zeta")
    }
}
