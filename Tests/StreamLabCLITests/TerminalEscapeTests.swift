import Foundation
import Testing
@testable import StreamLabCLI

/// Issue 17 §5: nothing a script, a value or a course holds can drive the terminal. Each
/// path to the terminal gets hostile text (ESC, BEL, CR, LF, an OSC 52 clipboard write, a
/// screen clear, a window title, C1 controls) and must print it escaped: the output holds no
/// control character but the newlines the program itself writes.
@Suite struct TerminalEscapeTests {
    /// Hostile text as a StreamLab string literal spells it.
    static let literal = #""x\u{1B}]52;c;ZWNobyBoaQ==\u{7}\u{1B}[2J\u{1B}]0;pwned\u{7}\r\nforged\u{9B}2J\u{9D}0;t\u{9C}\u{85}y""#
    /// The same characters, raw, for text that is not a literal (source lines, files).
    static let raw = "x\u{1B}]52;c;ZWNobyBoaQ==\u{7}\u{1B}[2J\u{1B}]0;pwned\u{7}\r\nforged\u{9B}2J\u{9D}0;t\u{9C}\u{85}y"

    /// The same on one line of a file (a lone CR; CRLF would end the line).
    static let rawLine = raw.replacingOccurrences(of: "\r\n", with: "\r")

    /// Every control character in `text` except "\n", as hex.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && $0.properties.generalCategory == .control }
            .map { String($0.value, radix: 16) }
    }

    static func expectClean(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rawControls(text).isEmpty, "\(what) printed raw controls: \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("forged") }, "\(what) forged a line: \(text)",
                sourceLocation: sourceLocation)
    }

    @Test func printTagsAndValuesAreOneEscapedLine() throws {
        let script = "subject a | print \(Self.literal) | sink as s\nsend a \(Self.literal)\n"
        let run = try BinaryRun(["run", "-"], input: script)
        #expect(run.status == 0, "\(run.description)")
        Self.expectClean(run.output, "print")
        Self.expectClean(run.errors, "run's errors")
        #expect(run.output.contains(#"[0ms] x\u{1b}]52;c;ZWNobyBoaQ==\u{7}\u{1b}[2J"#), "\(run.output)")
        #expect(run.output.contains(#"\r\nforged\u{9b}2J"#), "\(run.output)")
    }

    @Test func theLogEscapesValuesAndLaneNames() throws {
        let script = "subject a | sink as s\nsend a \(Self.literal)\njust \(Self.literal) | sink\n:log\n"
        let run = CLIRun(["run", "-"], input: script)
        #expect(run.status == 0, "\(run.errors)")
        Self.expectClean(run.output, ":log")
        #expect(run.output.contains(#"s: receive value: ("x\u{1b}]52;c;"#), "\(run.output)")
    }

    @Test func diagnosticsEscapeTheSourceLineTheMessageAndTheFileName() throws {
        let file = try ScriptFile("send nope \"\(Self.rawLine)\"\n:load \(Self.rawLine)\n:set \(Self.rawLine)\n",
                                  name: "e\u{1B}]0;pwned\u{7}vil.sl")
        let run = CLIRun(["run", file.path])
        #expect(run.status == 1)
        Self.expectClean(run.errors, "diagnostics")
        Self.expectClean(run.output, "output")
        #expect(run.errors.contains(#"e\u{1b}]0;pwned\u{7}vil.sl:1:"#), "\(run.errors)")
        #expect(run.errors.contains(#"1 | send nope "x\u{1b}]52;c;ZWNobyBoaQ==\u{7}"#), "\(run.errors)")
        #expect(run.errors.contains(#"error: cannot load x\u{1b}]52;c;"#), "\(run.errors)")
    }

    @Test func swiftOutputEscapesWhatItQuotes() throws {
        let script = "subject a | filter x != \(Self.literal) | sink as s\nsend a \"v\"\n:swift\n"
        let run = CLIRun(["run", "-"], input: script)
        Self.expectClean(run.output, ":swift")
        Self.expectClean(run.errors, ":swift errors")
        #expect(run.output.contains("import"), "\(run.output)\(run.errors)")
    }

    /// A course in `./Lessons` of some folder, with control characters in its titles and prose.
    static func hostileCourse() throws -> ScriptFile {
        let folder = try ScriptFile("", name: "unused")
        let lessons = folder.directory + "/Lessons"
        try FileManager.default.createDirectory(atPath: lessons, withIntermediateDirectories: true)
        try "# Course \(rawLine)\n\n1. [Evil](01-evil.md)\n".write(toFile: lessons + "/course.md", atomically: true, encoding: .utf8)
        let lesson = "# Evil \(rawLine)\r\n\r\nRead this \(rawLine) now.\r\n\r\n## Step \(rawLine)\n\nMore \(rawLine).\n\n```streamlab\n> subject a\n```\n"
        try lesson.write(toFile: lessons + "/01-evil.md", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func lessonTitlesAndProseAreEscaped() throws {
        let folder = try Self.hostileCourse()
        let state = folder.directory + "/state"
        let environment = ["NO_COLOR": "1", "COLUMNS": "80", "XDG_STATE_HOME": state]
        let list = CLIRun(["lessons", "--lessons", folder.directory + "/Lessons"], environment: environment)
        #expect(list.status == 0, "\(list.errors)")
        Self.expectClean(list.output + list.errors, "the lesson list")
        #expect(list.output.contains(#"Evil x\u{1b}]52;c;ZWNobyBoaQ==\u{7}"#), "\(list.output)")
        let play = CLIRun(["lesson", "1", "--no-pause", "--lessons", folder.directory + "/Lessons"], environment: environment)
        #expect(play.status == 0, "\(play.errors)")
        Self.expectClean(play.output + play.errors, "the lesson")
        #expect(play.output.contains(#"Read this x\u{1b}]52;c;"#), "\(play.output)")
    }

    @Test func aCourseFromTheWorkingFolderIsNamed() throws {
        let folder = try Self.hostileCourse()
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Lessons").path
        let installed = URL(fileURLWithPath: "/opt/streamlab/bin/streamlab")
        let notice = try #require(CourseLocation.notice(for: here, executable: installed))
        #expect(notice.hasPrefix("Lessons: using the course in ./Lessons of this folder ("))
        #expect(notice.hasSuffix("), not the installed one.\n"))
        #expect(notice.filter { $0 == "\n" }.count == 1)
        // The installed course, and a checkout's own, are not announced.
        #expect(CourseLocation.notice(for: "/opt/streamlab/share/streamlab/Lessons", executable: installed) == nil)
        #expect(CourseLocation.notice(for: folder.directory + "/Lessons", executable: installed) == nil)
        let checkout = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug/streamlab")
        #expect(CourseLocation.notice(for: here, executable: checkout) == nil)
    }
}
