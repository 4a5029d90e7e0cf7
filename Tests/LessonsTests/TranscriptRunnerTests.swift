import Testing
@testable import Lessons

@Suite struct TranscriptRunnerTests {
    // The worked example of SEMANTICS.md: debounce 300ms emits 3@500 and 5@1000, and the
    // completion at 1.5s; columns are 100ms, so 3 is in column 5 and 5 in column 10.
    static let transcript = """
        # Debounce

        ```streamlab
        > subject a | debounce 300ms | sink as out
        > send a 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms
        > complete a @1.5s
        ```

        The second block continues the same session.

        ```streamlab
        > run
        t(ms) 0    500  1000 1500   (1 col = 100ms)
        a     123---45-------|
        out   ^----3----5----|
        > :time
        now: 1.5s
        ```
        """

    @Test func aCorrectTranscriptPassesAndBlocksShareOneSession() throws {
        let result = TranscriptRunner.check(try document(Self.transcript, fileName: "debounce.md"))
        #expect(result.passed, "\(result.diff)")
        #expect(result.summary == "debounce.md: 5 steps passed")
    }

    @Test func aChangedExpectedLineFailsWithADiffShowingIt() throws {
        let wrong = Self.transcript.replacingOccurrences("out   ^----3----5----|", with: "out   ^---3-----5----|")
        let result = TranscriptRunner.check(try document(wrong, fileName: "debounce.md"))
        #expect(!result.passed)
        #expect(result.diff == """
            --- expected debounce.md
            +++ actual
            @@ line \(line(of: "t(ms) 0", in: wrong)) @@ > run
             t(ms) 0    500  1000 1500   (1 col = 100ms)
             a     123---45-------|
            -out   ^---3-----5----|
            +out   ^----3----5----|

            """)
    }

    @Test func updateRestoresTheExpectedLineAndLeavesTheRestAlone() throws {
        let wrong = Self.transcript
            .replacingOccurrences("out   ^----3----5----|", with: "out   ^---3-----5----|")
            .replacingOccurrences("now: 1.5s", with: "now: never")
        #expect(TranscriptRunner.update(try document(wrong)) == Self.transcript)
    }

    @Test func eachDocumentStartsAFreshSession() throws {
        // Alone, the second block knows no `a`: `run` draws nothing and `send` is an error.
        let text = """
            ```streamlab
            > send a 1
            error: unknown name 'a'
             --> 1:6
            1 | send a 1
              |      ^ declare it first, e.g. 'subject NAME'
            ```
            """
        _ = TranscriptRunner.check(try document(Self.transcript))
        let result = TranscriptRunner.check(try document(text))
        #expect(result.passed, "\(result.diff)")
    }

    @Test func setupAndSolutionRunInTheirOwnSessionPerSection() throws {
        let text = """
            # Lesson
            ```streamlab
            > subject a
            ```
            ## Exercise: one
            ```setup
            > subject b
            ```
            ```solution
            > :time
            now: 0ms
            > send a 1
            error: unknown name 'a'
             --> 1:6
            1 | send a 1
              |      ^ declare it first, e.g. 'subject NAME'
            ```
            ## Exercise: two
            ```solution
            > send b 1
            error: unknown name 'b'
             --> 1:6
            1 | send b 1
              |      ^ declare it first, e.g. 'subject NAME'
            ```
            ## Afterwards
            ```streamlab
            > send a 1
            > send b 1
            error: unknown name 'b'
             --> 1:6
            1 | send b 1
              |      ^ declare it first, e.g. 'subject NAME'
            ```
            """
        let result = TranscriptRunner.check(try document(text))
        #expect(result.passed, "\(result.diff)")
    }

    @Test func documentsCannotTouchFiles() throws {
        // A parsed document cannot hold these lines (DocumentFileCommandTests); the runner's
        // consoles refuse them all the same.
        let console = TranscriptRunner().makeConsole()
        #expect(console.submit(":load secrets.txt").errors == "error: :load is not available here (lessons and transcripts cannot read files)\n")
        #expect(console.submit(":save out.md").errors == "error: :save is not available here (lessons and transcripts cannot write files)\n")
    }

    @Test func settingsArePinned() {
        let console = TranscriptRunner().makeConsole()
        #expect(console.session.settings.width == 80)
        #expect(!console.session.settings.color)
        #expect(!console.session.settings.unicode)
        #expect(!console.allowsFileAccess)
    }

    @Test func multiLineInputsAreSubmittedWhole() throws {
        // A trailing '|' continues a pipeline on the next line. 10 arrives with the
        // subscription at 0ms: the lane starts with its key, the subscription implied.
        let text = """
            ```streamlab
            > subject a |
            ... map x * 10 | sink as tens
            > send a 1 @0ms, 2 @100ms
            > run
            t(ms) 0   (1 col = 100ms)
            a     12
            tens  AB
                  A = 10   B = 20
            ```
            """
        let result = TranscriptRunner.check(try document(text))
        #expect(result.steps.first?.step.input == "subject a |\nmap x * 10 | sink as tens")
        #expect(result.steps.first?.passed == true)
        #expect(result.steps.count == 3)
        #expect(result.passed, "\(result.diff)")
    }
}
