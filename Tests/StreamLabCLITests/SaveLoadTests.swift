import Foundation
import Lessons
import StreamDSL
import Testing

/// `:save` (the Lessons module's transcript writer, as the REPL installs it) then `:load`
/// in a fresh session replays the session.
@Suite struct SaveLoadTests {
    static func console(in directory: String) -> Console {
        var settings = SessionSettings()
        settings.autoShow = false
        let console = Console(session: Session(settings: settings), allowsFileAccess: true, workingDirectory: directory)
        console.extraCommands += TranscriptCommands.all
        return console
    }

    @Test func saveThenLoadReplaysTheSession() throws {
        let file = try ScriptFile("", name: "unused.sl")
        let first = Self.console(in: file.directory)
        for input in ["subject a | map x * 2 | sink as m", #"a | print "> tap" | sink as p"#,
                      "send a 1 @100ms, 2 @200ms", "send nope 1", "run"] {
            _ = first.submit(input)
        }
        let saved = first.submit(":save lesson.md")
        #expect(saved.output == "saved 5 step(s) to lesson.md; check it with: streamlab test lesson.md\n")
        let text = try String(contentsOfFile: file.directory + "/lesson.md", encoding: .utf8)
        #expect(text.contains("```streamlab\n> subject a | map x * 2 | sink as m\n"))

        let second = Self.console(in: file.directory)
        let loaded = second.submit(":load lesson.md")
        // The recorded error is replayed as an error; everything else as it happened.
        #expect(loaded.errors.contains("lesson.md:"))
        #expect(loaded.errors.contains("error: unknown name 'nope'"))
        #expect(loaded.output.contains("[200ms] > tap: receive value: (2)\n"))
        let lanes = second.session.lanes.map { lane in (lane.name, lane.records.count) }
        #expect(lanes.map(\.0) == ["a", "m", "p"])
        #expect(second.session.lanes.map { Timeline.events($0) } == first.session.lanes.map { Timeline.events($0) })
        #expect(second.session.clock.now == 200)
    }
}

/// A session saved from a colour terminal passes `streamlab test` as saved.
@Suite struct SaveInColourTests {
    @Test func aTranscriptSavedWithColourPassesAsSaved() throws {
        let file = try ScriptFile("", name: "unused.sl")
        var settings = TranscriptRunner.pinnedSettings
        settings.color = true
        let console = Console(session: Session(settings: settings), allowsFileAccess: true, workingDirectory: file.directory)
        console.session.colorAllowed = true
        console.extraCommands += TranscriptCommands.all
        for input in [":set color on", "subject a | map x * 2 | sink as m", "send a 1 @100ms", "send nope 1", "run"] {
            _ = console.submit(input)
        }
        // The session really drew in colour.
        #expect(console.history.contains { $0.reply.combined.contains("\u{1B}[") })
        _ = console.submit(":save colour.md")
        let text = try String(contentsOfFile: file.directory + "/colour.md", encoding: .utf8)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains(":set color"))
        let result = TranscriptRunner.check(try ExecutableDocument.parse(text, fileName: "colour.md"))
        #expect(result.passed, "\(result.steps.filter { !$0.passed }.map(\.actual))")
        #expect(result.steps.count == 4)
    }
}
