import Foundation
import Lessons
import StreamConsole
import StreamDSL
import StreamLabCLI
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
        let lanes = second.session.recording.lanes.map { lane in (lane.name, lane.records.count) }
        #expect(lanes.map(\.0) == ["a", "m", "p"])
        #expect(second.session.recording.lanes.map { Timeline.events($0) } == first.session.recording.lanes.map { Timeline.events($0) })
        #expect(second.session.runtime.clock.now == 200)
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

    /// Which step is a colour setting is what the session journaled, not how the line is
    /// spelled: a `:set` with extra spaces is left out too, and the statements around it stay.
    @Test func aColourSettingIsLeftOutWhateverItsSpelling() throws {
        let file = try ScriptFile("", name: "unused.sl")
        let console = Console(session: Session(settings: TranscriptRunner.pinnedSettings), allowsFileAccess: true,
                              workingDirectory: file.directory)
        console.session.colorAllowed = true
        console.extraCommands += TranscriptCommands.all
        for input in ["  :set   color   on", "subject a | sink as o", ":set color off", "send a 1"] {
            _ = console.submit(input)
        }
        #expect(console.history.compactMap(\.setting?.key) == ["color", "color"])
        _ = console.submit(":save spaced.md")
        let text = try String(contentsOfFile: file.directory + "/spaced.md", encoding: .utf8)
        #expect(!text.contains("color"))
        #expect(text.contains("> subject a | sink as o\n> send a 1\n"))
    }
}

/// A session saved at any width, or after a `:load`, passes `streamlab test` as saved (which
/// starts at 80 columns and cannot read files).
@Suite struct SaveAtAnyWidthTests {
    static let script = """
        subject q | debounce 300ms | sink as d

        # a comment and a blank line inside the loaded chunk
        send q 1 @5.1s, 2 @5.2s, 3 @5.9s
        send q 4 @1ms
        run
        :show
        """

    @Test(arguments: [80, 120, 200])
    func aSessionSavedAtThisWidthAndAfterALoadPassesAsSaved(width: Int) throws {
        let file = try ScriptFile(Self.script, name: "typed.streamlab")
        let console = Console(session: Session(settings: TranscriptRunner.pinnedSettings), allowsFileAccess: true,
                              workingDirectory: file.directory)
        console.extraCommands += TranscriptCommands.all
        console.session.settings.width = width  // as a terminal of this width sets it
        let inputs = ["subject a | map x * 2 | sink as out", "send a 1 @100ms, 2 @2s, 3 @5s", "run",
                      ":load typed.streamlab", ":set width 90", "run", ":save saved.md"]
        for input in inputs { _ = console.submit(input) }
        let saved = file.directory + "/saved.md"
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(!text.contains(":load"), "what the file ran is written instead")
        #expect(text.contains("... send q 1 @5.1s"))
        #expect(text.contains("error: time 1ms is in the past"), "the loaded chunk's error, located as typed")
        #expect(text.contains("> :set width \(width)\nwidth = \(width)\n") == (width != 80))
        // As `streamlab test` checks it: at 80 columns, and at another starting width.
        #expect(GoldenFiles.check(saved, update: false).status == .passed, "\(GoldenFiles.check(saved, update: false))")
        if width != 80 {
            // The saved width is in the transcript, so it passes whatever width the check starts at.
            #expect(GoldenFiles.check(saved, update: false, width: 150).status == .passed)
        }
    }

    @Test func testTakesAWidth() throws {
        let file = try ScriptFile("""
            # Wide

            ```streamlab
            > subject a | sink as o
            > send a 1 @100ms, 2 @200ms, 3 @9s
            > run
            t(ms) 0    500  1000 1500 2000 2500 3000 3500 4000 4500 5000 5500 6000 6500 7000 7500 8000 8500 9000   (1 col = 100ms)
            a     -12---------------------------------------------------------------------------------------3
            o     ^12---------------------------------------------------------------------------------------3
            ```
            """, name: "wide.md")
        #expect(GoldenFiles.check(file.path, update: false, width: 120).status == .passed)
        // At 80 columns the same session elides the long silence, so the golden fails there.
        #expect(GoldenFiles.check(file.path, update: false).status != .passed)
        let run = try BinaryRun(["test", "--width", "120", file.path])
        #expect(run.status == 0, "\(run.description)")
        let refused = try BinaryRun(["test", "--width", "5", file.path])
        #expect(refused.status != 0 && refused.errors.contains("the width must be a whole number"), "\(refused.description)")
    }
}
