import SafeFiles
import Testing

/// Issue 8, section 1: `:save ~/x.md` wrote into a folder literally named `~`.
@Suite struct UserPathTests {
    @Test(arguments: [
        ("~", "/home/ada"), ("~/x.md", "/home/ada/x.md"), ("~/notes/x.md", "/home/ada/notes/x.md"),
        ("/abs/x.md", "/abs/x.md"), ("x.md", "/work/x.md"), ("sub/x.md", "/work/sub/x.md"),
    ])
    func bullet1_tildeMeansHome(typed: String, expected: String) throws {
        #expect(try UserPath.resolve(typed, in: "/work", home: "/home/ada") == expected)
        #expect(try UserPath.resolve(typed, in: "/work", home: "/home/ada/") == expected)
    }

    @Test func bullet1_anotherUsersTildeIsRefused() {
        #expect(throws: SafeFileError(.read, "~root/x.md", .otherUsersHome)) {
            try UserPath.resolve("~root/x.md", in: ".", home: "/home/ada")
        }
    }

    @Test func bullet1_tildeWithoutHomeIsRefused() {
        #expect(throws: SafeFileError(.read, "~/x.md", .noHome)) { try UserPath.resolve("~/x.md", in: ".", home: nil) }
    }

    @Test func aRelativePathInTheCurrentFolderStaysAsTyped() throws {
        #expect(try UserPath.resolve("x.md", in: ".", home: nil) == "x.md")
    }
}
