import Foundation
import Testing
@testable import LineEditor
import SafeFiles

@Suite struct HistoryFileTests {
    @Test func savingCreatesPrivateDirectoriesAndAPrivateFile() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("state/streamlab/history"))

        try file.save(["subject a"])

        #expect(try TemporaryDirectory.permissions(of: temporary.file("state")) == 0o700)
        #expect(try TemporaryDirectory.permissions(of: temporary.file("state/streamlab")) == 0o700)
        #expect(try TemporaryDirectory.permissions(of: file.url) == 0o600)
        #expect(file.load() == ["subject a"])
    }

    @Test func savingReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("history"))
        try #require(FileManager.default.createFile(
            atPath: file.url.path, contents: Data("_HiStOrY_V2_\nold 1\nold 2\n".utf8),
            attributes: [.posixPermissions: 0o644]
        ))

        try file.save(["new"])

        #expect(try String(contentsOf: file.url, encoding: .utf8) == "_HiStOrY_V2_\nnew\n")
        // The file keeps the mode its owner gave it.
        #expect(try TemporaryDirectory.permissions(of: file.url) == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path) == ["history"])
    }

    @Test func aFailedSaveLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        // A directory where the file should be: refused before anything is written.
        let file = HistoryFile(url: temporary.file("history"))
        try FileManager.default.createDirectory(at: temporary.file("history/keep"), withIntermediateDirectories: true)

        #expect(throws: HistoryFileError.file(SafeFileError(.read, file.url.path, .directory))) {
            try file.save(["lost"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path) == ["history"])
    }

    @Test func aFileWhereADirectoryShouldBeIsAnErrorNamingIt() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try #require(FileManager.default.createFile(atPath: temporary.file("state").path, contents: Data()))
        let file = HistoryFile(url: temporary.file("state/streamlab/history"))

        #expect(throws: HistoryFileError.file(SafeFileError(.write, temporary.file("state").path, .system(Errno(ENOTDIR))))) {
            try file.save(["x"])
        }
        #expect(throws: HistoryFileError.file(SafeFileError(.write, temporary.file("state").path, .system(Errno(ENOTDIR))))) {
            try file.append("x")
        }
    }

    @Test(arguments: [
        ["subject a\na | sink", "send a 1"],
        ["send a \"héllo ✓\"", "日本語 | sink", "emoji 🧪 and e\u{301}"],
        ["tab\there", "back\\slash \\012 not an escape", "trailing spaces  ", "  leading", "cr\rinside"],
        ["\nstarts and ends with newlines\n"],
    ])
    func entriesRoundTrip(_ entries: [String]) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("history"))
        try file.save(entries)
        #expect(try file.read() == entries)
    }

    @Test func eachEntryIsOneLineOfReadableText() {
        let bytes = HistoryCoding.encode(["a b", "x\ny", "back\\slash", "héllo"])
        #expect(String(decoding: bytes, as: UTF8.self)
            == "_HiStOrY_V2_\na b\nx\\012y\nback\\134slash\nhéllo\n")
    }

    @Test func onlyTheNewestEntriesAreKept() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("history"), maxEntries: 2)
        try file.save(["1", "2", "3"])
        #expect(file.load() == ["2", "3"])
    }

    @Test func emptyEntriesAreNotSaved() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("history"))
        try file.save(["", "a", ""])
        #expect(file.load() == ["a"])
    }
}
