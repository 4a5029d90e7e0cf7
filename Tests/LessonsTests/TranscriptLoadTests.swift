import Foundation
@testable import Lessons
import StreamConsole
import StreamCore
import StreamDSL
import Testing

/// `:load` of a transcript (what `:save` writes): its inputs are replayed, its recorded
/// output skipped, and errors point into the file. Scripts still load as scripts.
@Suite struct TranscriptLoadTests {
    final class Folder {
        let path = NSTemporaryDirectory() + "streamlab-load-" + UUID().uuidString
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
    }

    static func console(in folder: Folder) -> Console {
        let console = Console(allowsFileAccess: true, workingDirectory: folder.path)
        console.extraCommands = TranscriptCommands.all
        return console
    }

    /// A lane as `^@0`, `2@0`, `|@1500`.
    static func events(_ name: String, in console: Console) -> [String] {
        let lane = console.session.recording.lanes.first { $0.name == name }
        return (lane?.records ?? []).compactMap { record in
            switch record.kind {
            case .subscribe: return "^@\(record.time)"
            case .value(let value): return "\(value)@\(record.time)"
            case .finished: return "|@\(record.time)"
            case .failure(let error): return "#\(error.message)@\(record.time)"
            case .cancel: return "!@\(record.time)"
            case .request, .synchronousRequest, .taskStarted, .cancelRequested, .returned, .suspended, .resumed, .waiting: return nil
            }
        }
    }

    @Test func loadReplaysTheInputsOfATranscript() throws {
        let folder = try Folder()
        try folder.write("lesson.md", """
            # A lesson

            Prose with > and ... that is not input.

            ```streamlab
            > subject a | map x * 2 | sink as m
            > send a 1 @0ms,
            ...   2 @100ms
            \\> recorded output, escaped
            > :set horizon 1s
            horizon = 1s
            ```

            ```text
            > send a 99
            ```
            """)
        let console = Self.console(in: folder)
        let reply = console.submit(":load lesson.md")
        #expect(reply.errors == "")
        #expect(reply.output == "horizon = 1s\n")
        #expect(Self.events("m", in: console) == ["^@0", "2@0"])
        _ = console.submit("run")
        #expect(Self.events("m", in: console) == ["^@0", "2@0", "4@100"])
        #expect(console.session.settings.horizon == 1000)
        // Only the :load line is history.
        #expect(console.history.map(\.input) == [":load lesson.md", "run"])
    }

    @Test func errorsOfALoadedTranscriptPointIntoTheFile() throws {
        let folder = try Folder()
        try folder.write("t.md", "```streamlab\n> subject a\n> send nope 1\n```\n")
        let errors = Self.console(in: folder).submit(":load t.md").errors
        // Line 3 of the file; column 8 of the line as written, after the "> ".
        #expect(errors.hasPrefix("t.md:3:8: error: unknown name 'nope'\n3 |   send nope 1\n"), "\(errors)")
    }

    @Test func loadReplaysATranscriptWrittenWithWindowsLineEndings() throws {
        let folder = try Folder()
        try folder.write("t.md", "# T\r\n\r\n```streamlab\r\n> subject a | sink as s\r\n> send a 1,\r\n... 2\r\nrecorded output\r\n```\r\n> send a 3\r\n")
        let console = Self.console(in: folder)
        _ = console.submit(":load t.md")
        // The step after the block is prose, not an input.
        #expect(Self.events("s", in: console) == ["^@0", "1@0", "2@0"])
    }

    @Test func aScriptStillLoadsAsAScript() throws {
        let folder = try Folder()
        try folder.write("s.sl", "subject a | sink as s\n:set horizon 1s\nsend a 1\n")
        let console = Self.console(in: folder)
        #expect(console.submit(":load s.sl").output == "horizon = 1s\n")
        #expect(Self.events("s", in: console) == ["^@0", "1@0"])
    }
}
