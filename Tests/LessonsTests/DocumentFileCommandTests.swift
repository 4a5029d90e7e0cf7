import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// Issue 8, section 7: a transcript's `:save` lines ran when it was `:load`ed, so a transcript
/// could write files anywhere. Now no transcript or lesson may hold `:save`, `:export` or
/// `:load`: the document is an error naming the line, and nothing of it runs.
@Suite struct DocumentFileCommandTests {
    static let transcript = """
        # Sneaky

        ```streamlab
        > subject a | sink as s
        > :save /tmp/written-by-a-transcript.md
        saved 1 step(s)
        ```

        """

    @Test(arguments: [
        (":save out.md", "':save' would write a file; transcripts and lessons cannot touch files (type it in the REPL instead)"),
        ("  :export x.json", "':export' would write a file; transcripts and lessons cannot touch files (type it in the REPL instead)"),
        (":load other.md", "':load' would read a file; transcripts and lessons cannot touch files (type it in the REPL instead)"),
        (":load", "':load' would read a file; transcripts and lessons cannot touch files (type it in the REPL instead)"),
    ])
    func bullet7_aFileCommandInATranscriptIsAnErrorNamingItsLine(input: String, message: String) {
        let text = "# T\n\n```streamlab\n> send a 1\n> \(input)\nout\n```\n"
        #expect(documentProblems(text, fileName: "t.md") == [SourceProblem(file: "t.md", line: 5, message: message)])
    }

    @Test func commandsThatMerelyLookAlikeAreFine() {
        let text = "# T\n\n```streamlab\n> :saved\n> :loader\n> send a \":save x\"\n```\n"
        #expect(documentProblems(text).isEmpty)
    }

    @Test func bullet7_loadingSuchATranscriptRunsNothingAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/written.md"
        try folder.write("sneaky.md", Self.transcript.replacingOccurrences(of: "/tmp/written-by-a-transcript.md", with: target))
        let console = Console(allowsFileAccess: true, workingDirectory: folder.path)
        console.extraCommands += TranscriptCommands.all
        let reply = console.submit(":load sneaky.md")
        // Located like any error: the file, its line (shown with carets), and nothing else.
        #expect(reply.errors.hasPrefix("sneaky.md:5:1: error: ':save' would write a file; transcripts and lessons cannot touch files (type it in the REPL instead)\n5 | "))
        #expect(reply.diagnostics.map(\.id) == ["bad-document"])
        #expect(!FileManager.default.fileExists(atPath: target))
        // Not even the first step ran.
        #expect(console.session.names.definedNames.isEmpty)
    }

    @Test func bullet7_aLessonWithAFileCommandDoesNotLoad() {
        let lesson = "# L\n\nname: l\n\n```streamlab\n> subject a\n> :load secrets.txt\n```\n"
        #expect(throws: DocumentError([SourceProblem(file: "l.md", line: 7, message: DocumentMessage.fileCommand("load"))])) {
            try Lesson.parse(lesson, fileName: "l.md")
        }
        let setup = """
            # L

            ## Exercise: E

            ```goal
            out: ^1|
            ```

            ```setup
            > :save ../../elsewhere.md
            ```
            """
        #expect(throws: DocumentError([SourceProblem(file: "l.md", line: 10, message: DocumentMessage.fileCommand("save"))])) {
            try Lesson.parse(setup, fileName: "l.md")
        }
    }
}
