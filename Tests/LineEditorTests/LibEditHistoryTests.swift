import Foundation
import Testing
@testable import LineEditor

/// The in-memory libedit history, and compatibility of our file format with
/// libedit's own H_LOAD/H_SAVE in both directions.
@Suite struct LibEditHistoryTests {
    static let awkward = [
        "subject a\na | debounce 300ms | sink", "send a \"héllo ✓\"", "back\\slash\ttab",
        "trailing space ", "日本語",
    ]

    @Test func keepsEntriesOldestFirstAndSkipsAnImmediateRepeat() throws {
        let history = try #require(LibEditHistory(size: 10))
        for entry in ["a", "b", "b", "a"] { history.add(entry) }
        #expect(history.entries == ["a", "b", "a"])
        #expect(history.count == 3)
    }

    @Test func keepsOnlyTheNewestEntries() throws {
        let history = try #require(LibEditHistory(size: 2))
        for entry in ["1", "2", "3"] { history.add(entry) }
        #expect(history.entries == ["2", "3"])
    }

    @Test func libeditLoadsWhatHistoryFileSaves() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("history"))
        try file.save(Self.awkward)

        let history = try #require(LibEditHistory(size: 100))
        #expect(history.loadWithLibEdit(path: file.url.path))
        #expect(history.entries == Self.awkward)
    }

    @Test func historyFileReadsWhatLibeditSaves() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let history = try #require(LibEditHistory(size: 100))
        for entry in Self.awkward { history.add(entry) }
        #expect(history.saveWithLibEdit(path: temporary.file("history").path))

        #expect(try HistoryFile(url: temporary.file("history")).read() == Self.awkward)
    }
}
