import Testing
import LineEditor

@Suite struct DefaultHistoryFileTests {
    @Test(arguments: [
        (["XDG_STATE_HOME": "/x/state", "HOME": "/home/ada"], "/x/state/streamlab/history"),
        (["XDG_STATE_HOME": "/x/state/", "HOME": "/home/ada"], "/x/state/streamlab/history"),
        (["HOME": "/home/ada"], "/home/ada/.local/state/streamlab/history"),
        // Empty and relative values are ignored, as the XDG base directory rule says.
        (["XDG_STATE_HOME": "", "HOME": "/home/ada"], "/home/ada/.local/state/streamlab/history"),
        (["XDG_STATE_HOME": "state", "HOME": "/home/ada"], "/home/ada/.local/state/streamlab/history"),
    ])
    func followsTheXDGRule(_ environment: [String: String], _ expected: String) {
        #expect(defaultHistoryFile(environment: environment)?.path == expected)
    }

    @Test func withoutAnAbsoluteHomeNoHistoryIsKept() {
        #expect(defaultHistoryFile(environment: [:]) == nil)
        #expect(defaultHistoryFile(environment: ["HOME": "relative"]) == nil)
    }
}
