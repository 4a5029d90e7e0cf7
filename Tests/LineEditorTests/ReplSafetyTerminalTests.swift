import Foundation
import Testing

/// Issue 17 §5 in a real terminal (tmux): a course found in `./Lessons` is named, its
/// hostile titles neither retitle the window nor clear the screen, and a `:load`ed script
/// that wants to write a file is put to the person first.
@Suite(.serialized) struct ReplSafetyTerminalTests {
    /// A window title, a screen clear, a clipboard write and a C1 control, raw.
    static let hostile = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}]52;c;ZWNobyBoaQ==\u{7}\u{9B}31m"

    /// The REPL started in `folder`, at its first prompt.
    static func start(in folder: TemporaryDirectory) throws -> TmuxSession {
        let tmux = try TmuxSession(command: [ReplTerminalTests.binary], width: 120, height: 40,
                                   environment: ["XDG_STATE_HOME": folder.file("state").path,
                                                 "LANG": "C.UTF-8", "NO_COLOR": "1", "TERM": "xterm"],
                                   directory: folder.url)
        try tmux.waitFor("Ctrl-D quits.\n>")
        return tmux
    }

    @Test func aCourseInTheWorkingFolderIsNamedAndItsTitlesCannotActOnTheTerminal() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let lessons = folder.file("Lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try "# Course\n\n1. [Evil](01-evil.md)\n".write(to: lessons.appendingPathComponent("course.md"), atomically: true, encoding: .utf8)
        try "# Evil \(Self.hostile) lesson\n\nProse \(Self.hostile) here.\n\n```streamlab\n> subject a\n```\n"
            .write(to: lessons.appendingPathComponent("01-evil.md"), atomically: true, encoding: .utf8)
        let tmux = try Self.start(in: folder)
        defer { tmux.close() }
        let banner = try tmux.transcript()
        #expect(banner.contains("Lessons: using the course in ./Lessons of this folder ("), "\(banner)")
        let titleBefore = try tmux.paneTitle()
        try tmux.type(":lessons")
        try tmux.press("Enter")
        try tmux.waitFor(#"Evil \u{1b}]0;pwned\u{7}\u{1b}[2J\u{1b}]52;c;ZWNobyBoaQ==\u{7}\u{9b}31m lesson"#)
        try tmux.type(#"just "t\u{1B}]0;pwned\u{7}" | print "p\u{1B}]0;pwned\u{7}" | sink"#)
        try tmux.press("Enter")
        let screen = try tmux.waitFor(#"[0ms] p\u{1b}]0;pwned\u{7}: receive value: ("t\u{1b}]0;pwned\u{7}")"#)
        // Nothing retitled the window or cleared what was on the screen.
        #expect(try tmux.paneTitle() == titleBefore)
        #expect(!(try tmux.paneTitle()).contains("pwned"))
        #expect(screen.contains("Lessons: using the course"))
    }

    @Test func aLoadedScriptThatWritesAFileAsksFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let target = folder.file("target.svg")
        try "precious\n".write(to: target, atomically: true, encoding: .utf8)
        try "subject a | sink as s\n:export svg target.svg\n".write(to: folder.file("evil.sl"), atomically: true, encoding: .utf8)
        let tmux = try Self.start(in: folder)
        defer { tmux.close() }
        try tmux.type(":load evil.sl")
        try tmux.press("Enter")
        try tmux.waitFor("warning: evil.sl:2 wants to run: :export svg target.svg\nallow it to write a file? [y/N]")
        try tmux.type("n")
        try tmux.press("Enter")
        try tmux.waitFor("error: :export was not run: writing a file from a script was declined")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        try tmux.type(":load evil.sl")
        try tmux.press("Enter")
        try tmux.waitFor("allow it to write a file? [y/N]\n")
        try tmux.type("y")
        try tmux.press("Enter")
        // The second load declared `a` and `s` again: the diagram has their old lanes too.
        try tmux.waitFor("lanes) to target.svg as SVG")
        #expect(try String(contentsOf: target, encoding: .utf8) != "precious\n")
        try tmux.type(":quit")
        try tmux.press("Enter")
        #expect(try tmux.waitForExit() == 0)
    }
}
