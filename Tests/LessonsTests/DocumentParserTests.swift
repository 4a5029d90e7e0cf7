import TestSupport
import Testing
@testable import Lessons

@Suite struct DocumentParserTests {
    let transcript = """
        # Debounce

        Some prose.

        ```streamlab
        > subject a
        > send a 1 @0, 2 @100
        ... ; run
        first output
          second output, indented  \u{20}

        > :show
        ```

        More prose.
        """

    @Test func stepsKeepInputsExpectedOutputAndLines() throws {
        let doc = try document(transcript)
        #expect(doc.blocks.count == 1)
        #expect(doc.blocks[0].kind == .streamlab)
        let steps = doc.steps
        #expect(steps.map(\.input) == ["subject a", "send a 1 @0, 2 @100\n; run", ":show"])
        // `subject a` prints nothing: an empty range right after its input line.
        let first = line(of: "> subject a", in: transcript)
        #expect(steps[0].inputLines == first...first)
        #expect(steps[0].expected.isEmpty)
        #expect(steps[0].expectedLines == (first + 1)..<(first + 1))
        // Two output lines; the blank line before `> :show` belongs to no step.
        let output = line(of: "first output", in: transcript)
        #expect(steps[1].inputLines == line(of: "> send a 1", in: transcript)...line(of: "... ; run", in: transcript))
        #expect(steps[1].expected == ["first output", "  second output, indented   "])
        #expect(steps[1].expectedLines == output..<(output + 2))
        #expect(steps[2].expected.isEmpty)
    }

    @Test func proseAndBlocksAlternateInParts() throws {
        let doc = try document(transcript)
        let open = line(of: "```streamlab", in: transcript)
        #expect(doc.parts == [.prose(1..<open), .block(0), .prose((doc.blocks[0].closingLine + 1)..<(doc.lines.count + 1))])
        #expect(doc.headings == [.init(level: 1, text: "Debounce", line: 1)])
    }

    @Test func textIsRestoredByteForByte() throws {
        for text in [transcript, transcript + "\n", "a\r\nb\r\n", "", "\n\n"] {
            #expect(try document(text).text == text)
        }
    }

    @Test func crlfLinesAreReadWithoutTheirCarriageReturn() throws {
        let doc = try document("```streamlab\r\n> send a 1\r\nout\r\n```\r\n")
        #expect(doc.steps.map(\.input) == ["send a 1"])
        #expect(doc.steps[0].expected == ["out"])
    }

    @Test func escapedOutputLinesAreLiteral() throws {
        let doc = try document("""
            ```streamlab
            > :log
            \\> not an input
            \\... not a continuation
            \\```
            \\\\ starts with a backslash
            ```
            """)
        #expect(doc.steps.count == 1)
        #expect(doc.steps[0].expected == ["> not an input", "... not a continuation", "```", "\\ starts with a backslash"])
    }

    @Test func otherFencesAreNotRunAndHideWhatTheyContain() throws {
        let text = """
            ````markdown
            ```streamlab
            > send a 1
            ```
            ````

            ~~~goal
            out: --1|
            ~~~
            """
        let doc = try document(text)
        #expect(doc.blocks.map(\.kind) == [.other("markdown"), .goal])
        #expect(doc.steps.isEmpty)
        #expect(doc.blocks[1].bodyLines == line(of: "out:", in: text)..<line(of: "out:", in: text) + 1)
    }

    @Test func setupAndSolutionBlocksHoldStepsAndKnowTheirSection() throws {
        let text = """
            # Lesson
            ## Exercise: one
            ```setup
            > subject a
            ```
            ### Hint
            ```solution
            > a | sink
            ```
            """
        let doc = try document(text)
        #expect(doc.blocks.map(\.kind) == [.setup, .solution])
        #expect(doc.blocks.map(\.section) == [1, 1])
        #expect(doc.steps.map(\.input) == ["subject a", "a | sink"])
    }

    @Test func headingsFollowCommonMark() throws {
        let doc = try document("#Not a heading\n## Two ##\n####### seven\n   ### Three\n#\n## C#")
        #expect(doc.headings.map(\.text) == ["Two", "Three", "", "C#"])
        #expect(doc.headings.map(\.level) == [2, 3, 1, 2])
    }

    @Test(arguments: [
        ("```streamlab\n> a\n", "unclosed ```streamlab block (close it with a line '```')", "```streamlab"),
        ("```streamlab\n... more\n```", "'... ' continuation without an input (an input starts with '> ')", "... more"),
        ("```streamlab\n> a\nout\n... more\n```", "'... ' continuation after output lines (continuations follow their input directly)", "... more"),
        ("```setup\nstray output\n> a\n```", "expected output before any input (an input starts with '> '; start an output line with '\\' to keep it literally)", "stray output"),
        ("text\n~~~~\ncode\n~~~\n", "unclosed ~~~~ block (close it with a line '~~~~')", "~~~~"),
    ])
    func malformedFilesAreLocatedErrors(text: String, message: String, marker: String) {
        let found = documentProblems(text, fileName: "bad.md")
        #expect(found == [SourceProblem(file: "bad.md", line: line(of: marker, in: text), message: message)])
        #expect(found.first?.description == "bad.md:\(line(of: marker, in: text)): error: \(message)")
    }

    @Test func everyProblemIsReportedInOnePass() {
        // Line 2 continues nothing; line 3 (`...b`, no space) is output before any input;
        // line 7 is output before any input of the setup block.
        let text = "```streamlab\n... a\n...b\n> ok\n```\n```setup\nx\n```"
        #expect(documentProblems(text).map(\.line) == [2, 3, 7])
    }

    @Test func blankLinesBeforeTheFirstInputAreAllowed() throws {
        #expect(try document("```streamlab\n\n  \n> a\n```").steps.count == 1)
    }

    /// Random text built from the syntax's own pieces never crashes or hangs the parser, and
    /// whatever parses is restored byte for byte.
    @Test func randomDocumentsNeverCrash() throws {
        let pieces = ["```", "```streamlab", "````", "~~~", "> ", ">", "... ", "...", "\\", "#", "## Exercise: x",
                      "\n", "\n", "\r\n", " ", "a", "é", "\u{0}", "`", "```goal"]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 40)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            do {
                let doc = try ExecutableDocument.parse(text, fileName: "r.md")
                #expect(doc.text == text)
            } catch {
                let lineCount = ExecutableDocument.splitLines(text).lines.count
                #expect(error.problems.allSatisfy { $0.line >= 1 && $0.line <= lineCount })
            }
        }
    }
}

