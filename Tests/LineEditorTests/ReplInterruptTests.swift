import Foundation
import Testing

/// Issue 8 §6, in a real terminal: Ctrl-C stops nested retries and a long synchronous
/// statement at once, and the interrupted statement leaves nothing behind.
@Suite(.serialized) struct ReplInterruptTests {
    @Test func ctrlCStopsNestedRetriesAndALongStatementWhichChangeNothing() throws {
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let tmux = try ReplTerminalTests.start(state: state)
        defer { tmux.close() }
        try tmux.type(":set autoshow off")
        try tmux.press("Enter")
        try tmux.typeLineAndWaitUntilTaken(#"fail "x" | retry 10000 | retry 10000 | retry 10000 | sink as r"#)
        try tmux.press("C-c")
        try tmux.waitFor("note: interrupted; the statement changed nothing\n>")
        try tmux.typeLineAndWaitUntilTaken("range 1...4000000 | map x * 2 | sink as big")
        try tmux.press("C-c")
        try tmux.waitFor("sink as big\n^Cnote: interrupted; the statement changed nothing\n>")
        try tmux.type(":show")
        try tmux.press("Enter")
        try tmux.waitFor("(no lanes yet")
        try tmux.type(":quit")
        try tmux.press("Enter")
        #expect(try tmux.waitForExit() == 0)
    }
}
