import Foundation
import Testing

/// Issue 21 item 6 in a real terminal (tmux): the first screen points a newcomer to
/// `:lessons`, and after a restart it says where the learner was; `:next` then brings back
/// the exercise with the statements typed for it.
@Suite(.serialized) struct ReplResumeTerminalTests {
    /// A one-lesson course in `./Lessons` of the folder the REPL starts in.
    static func writeCourse(in folder: TemporaryDirectory) throws {
        let lessons = folder.file("Lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try "# Course\n\n1. [Debounce](01-debounce.md)\n"
            .write(to: lessons.appendingPathComponent("course.md"), atomically: true, encoding: .utf8)
        try """
            # Debounce

            name: debounce

            Debounce waits for a pause.

            ## Exercise: Last of a burst

            Make a sink that emits only the last value of each burst.

            ```goal
            out: ^-----3----5|
            ```

            ```setup
            > subject a
            > send a 1 @100ms, 2 @200ms, 3 @300ms, 4 @700ms, 5 @800ms
            > complete a @1.2s
            ```

            """.write(to: lessons.appendingPathComponent("01-debounce.md"), atomically: true, encoding: .utf8)
    }

    /// The REPL started in `folder` (its state in `folder/state`), drawn up to its banner.
    static func start(in folder: TemporaryDirectory) throws -> TmuxSession {
        let tmux = try TmuxSession(command: [ReplTerminalTests.binary], width: 120, height: 40,
                                   environment: ["XDG_STATE_HOME": folder.file("state").path,
                                                 "LANG": "C.UTF-8", "NO_COLOR": "1", "TERM": "xterm"],
                                   directory: folder.url)
        try tmux.waitFor("Ctrl-D quits.\n")
        return tmux
    }

    /// Types `line` and Enter (a command with output: its screen is what the test waits for).
    static func enter(_ line: String, _ tmux: TmuxSession) throws {
        try tmux.type(line)
        try tmux.press("Enter")
    }

    @Test func aRestartSaysWhereTheLearnerWasAndKeepsTheirStatements() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeCourse(in: folder)

        let first = try Self.start(in: folder)
        defer { first.close() }
        // A first start has nothing to resume: the banner points to the course.
        let banner = try first.waitFor("Ctrl-D quits.\n>")
        #expect(banner.contains("New here? :lessons lists the course, :next starts it."))
        #expect(!banner.contains("You were at"))
        try Self.enter(":exercise 1", first)
        try first.waitFor("(end of debounce, the last lesson of the course)\n>")
        try Self.enter("a | debounce 300ms | sink as out", first)
        try first.waitFor("> a | debounce 300ms | sink as out\n>")
        try Self.enter(":quit", first)
        #expect(try first.waitForExit() == 0)

        let later = try Self.start(in: folder)
        defer { later.close() }
        try later.waitFor("Ctrl-D quits.\nYou were at lesson 1 (debounce), exercise 1 — :next to continue; "
                          + "the 1 statement you typed for it is kept.\n>")
        try Self.enter(":next", later)
        try later.waitFor("Your 1 statement from last time, typed again:\n> a | debounce 300ms | sink as out\n")
        try Self.enter(":check", later)
        try later.waitFor("passed: 'out' matches the goal")
    }
}
