import Foundation
import Testing

@Suite struct TmuxSessionTests {
    @Test func typesKeysReadsTheScreenAndCollectsTheExitStatus() throws {
        let script = #"printf 'name? '; read name; echo "hello $name"; exit 3"#
        let tmux = try TmuxSession(command: ["sh", "-c", script], width: 40, height: 5)
        defer { tmux.close() }
        try tmux.waitFor("name?")
        try tmux.type("Ada 'quoted' ✓")
        try tmux.press("Enter")
        let screen = try tmux.waitFor("hello Ada")
        #expect(screen.contains("hello Ada 'quoted' ✓"))
        #expect(try tmux.waitForExit() == 3)
    }

    @Test func passesEnvironmentAndAFixedSize() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", #"echo "$GREETING $(tput cols)x$(tput lines)""#],
            width: 50, height: 7, environment: ["GREETING": "hi", "TERM": "xterm"]
        )
        defer { tmux.close() }
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.transcript().contains("hi 50x7"))
    }

    // Ctrl-C must reach the program under test: it starts with no signal blocked
    // (bit 2 of SigBlk is SIGINT) and SIGINT not ignored (SigIgn).
    @Test func theProgramStartsWithSignalsDeliverable() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "grep -E '^Sig(Blk|Ign)' /proc/self/status"])
        defer { tmux.close() }
        let status = try tmux.waitForExit()
        let screen = try tmux.transcript()
        #expect(status == 0, "\(screen)")  // capture-pane turns the tabs into spaces
        #expect(screen.contains("SigBlk: 0000000000000000"), "\(screen)")
        let ignored = screen.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
        let mask = ignored.flatMap { UInt64($0.split(separator: " ").last ?? "", radix: 16) }
        #expect(mask.map { $0 & 0b10 == 0 } == true, "\(screen)")
    }

    @Test func ctrlCInterruptsTheProgram() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "echo ready; sleep 20; echo not interrupted"])
        defer { tmux.close() }
        try tmux.waitFor("ready")
        try tmux.press("C-c")
        // sh dies of SIGINT: 128 + 2.
        #expect(try tmux.waitForExit(timeout: 5) == 130)
    }

    @Test func timingOutReportsThePatternAndTheScreen() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "echo ready; sleep 5"], width: 30, height: 3)
        defer { tmux.close() }
        try tmux.waitFor("ready")
        #expect {
            try tmux.waitFor("never shown", timeout: 0.3)
        } throws: { error in
            "\(error)".contains("\"never shown\"") && "\(error)".contains("ready")
        }
    }

    @Test func aMissingTmuxIsAClearError() {
        #expect {
            try TmuxSession.locateTmux(searchPath: "/nonexistent/bin")
        } throws: { error in
            "\(error)".contains("tmux is not installed") && "\(error)".contains("/nonexistent/bin")
        }
    }
}
