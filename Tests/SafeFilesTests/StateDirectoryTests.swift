import Foundation
import SafeFiles
import Testing

/// One state folder for history and progress (there were two lookups with different fallbacks).
@Suite struct StateDirectoryTests {
    @Test(arguments: [
        (["XDG_STATE_HOME": "/x/state", "HOME": "/home/ada"], "/x/state/streamlab"),
        (["XDG_STATE_HOME": "/x/state/", "HOME": "/home/ada"], "/x/state/streamlab"),
        (["HOME": "/home/ada"], "/home/ada/.local/state/streamlab"),
        // Empty and relative values are ignored, as the XDG base directory rule says.
        (["XDG_STATE_HOME": "", "HOME": "/home/ada"], "/home/ada/.local/state/streamlab"),
        (["XDG_STATE_HOME": "state", "HOME": "/home/ada"], "/home/ada/.local/state/streamlab"),
    ])
    func followsTheXDGRule(_ environment: [String: String], _ expected: String) {
        #expect(StateDirectory.path(environment: environment) == expected)
        #expect(StateDirectory.file("history", environment: environment) == expected + "/history")
    }

    @Test(arguments: [[:], ["HOME": "relative"], ["XDG_STATE_HOME": "state"]] as [[String: String]])
    func withoutAnAbsoluteFolderThereIsNoState(_ environment: [String: String]) {
        #expect(StateDirectory.path(environment: environment) == nil)
    }

    @Test func createMakesPrivateFolders() throws {
        let scratch = try Scratch()
        try StateDirectory.create(scratch.file("a/b/streamlab"))
        #expect(scratch.mode("a/b/streamlab") & 0o777 == 0o700)
        try StateDirectory.create(scratch.file("a/b/streamlab"))
        try scratch.write("file", "")
        #expect(throws: SafeFileError.self) { try StateDirectory.create(scratch.file("file/streamlab")) }
    }
}
