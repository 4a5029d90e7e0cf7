import Foundation
import Testing
@testable import LineEditor
import SafeFiles

/// A missing or damaged history file never stops the REPL: `load()` answers what it
/// can, `read()` says what was wrong and where.
@Suite struct HistoryFileDamageTests {
    @Test func aMissingFileIsAnEmptyHistory() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("nowhere/history"))
        #expect(file.load().isEmpty)
        #expect(try file.read().isEmpty)
    }

    @Test(arguments: [
        Data("not a history file\nsend a 1\n".utf8),
        Data([0x00, 0xFF, 0xFE, 0x0A, 0x80, 0x81]),
        Data(),
    ])
    func aFileWithoutTheHeaderIsRejected(_ contents: Data) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.file("history"))
        try contents.write(to: file.url)

        #expect(file.load().isEmpty)
        #expect(throws: HistoryFileError.notAHistoryFile(path: file.url.path)) { try file.read() }
        #expect("\(HistoryFileError.notAHistoryFile(path: "/h"))".hasPrefix("/h:1: not a history file"))
    }

    @Test func aDirectoryInsteadOfAFileIsAReadError() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = HistoryFile(url: temporary.url)
        #expect(file.load().isEmpty)
        #expect(throws: HistoryFileError.file(SafeFileError(.read, temporary.url.path, .directory))) {
            try file.read()
        }
    }

    @Test func damagedEntriesCostOnlyThemselves() {
        var bytes = Array("_HiStOrY_V2_\r\nfirst\r\n".utf8)
        bytes += [0x62, 0xFF, 0x64, 0x0A]                   // invalid UTF-8 in the middle
        bytes += Array("\n\\q unknown escape\ntrailing \\\n".utf8)
        bytes += Array("\\777 and \\0\n".utf8)             // 0o777 wraps to byte 0xFF (invalid: U+FFFD); NUL survives
        #expect(HistoryCoding.decode(bytes) == [
            "first", "b\u{FFFD}d", "\\q unknown escape", "trailing \\", "\u{FFFD} and \0",
        ])
    }

    // libedit's strvis writes escapes we never write; its files must load too.
    @Test(arguments: [
        ("a\\040b", "a b"), ("a\\sb", "a b"), ("x\\ny", "x\ny"), ("t\\tt", "t\tt"),
        ("\\\\", "\\"), ("\\^A", "\u{01}"), ("\\^?", "\u{7F}"), ("h\\M-C\\M-)llo", "héllo"),
        ("\\M-b\\M^\\\\M^S", "✓"), ("hidden\\$", "hidden"),
    ])
    func libeditEscapesAreUnderstood(_ line: String, _ expected: String) {
        #expect(HistoryCoding.decode(Array("_HiStOrY_V2_\n\(line)\n".utf8)) == [expected])
    }
}
