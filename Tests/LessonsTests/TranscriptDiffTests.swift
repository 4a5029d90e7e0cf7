import Testing
@testable import Lessons

@Suite struct TranscriptDiffTests {
    let text = """
        # Basics

        ```streamlab
        > subject a
        > send a 1
        line one
        line two
        line three

        > :time
        now: 0ms
        ```
        """

    @Test func matchingOutputPassesWithNoDiff() throws {
        let doc = try document(text)
        // Trailing spaces and trailing blank lines of the actual output do not count.
        let result = TranscriptResult(document: doc, actualOutputs: ["", "line one  \nline two\nline three\n\n\n", "now: 0ms\n"])
        #expect(result.passed)
        #expect(result.diff == "")
        #expect(result.summary == "t.md: 3 steps passed")
    }

    @Test func aChangedLineFailsWithADiffShowingIt() throws {
        let doc = try document(text)
        let result = TranscriptResult(document: doc, actualOutputs: ["", "line one\nline 2\nline three\n", "now: 0ms\n"])
        #expect(!result.passed)
        #expect(result.failedSteps.map(\.step.input) == ["send a 1"])
        #expect(result.summary == "t.md: 1 of 3 steps differ")
        // The hunk starts at the step's first expected line, with the changed line in context.
        #expect(result.diff == """
            --- expected t.md
            +++ actual
            @@ line \(line(of: "line one", in: text)) @@ > send a 1
             line one
            -line two
            +line 2
             line three

            """)
    }

    @Test func outputWhereNoneWasExpectedIsAnInsertionAfterTheInput() throws {
        let doc = try document(text)
        let result = TranscriptResult(document: doc, actualOutputs: ["error: oops\n", "line one\nline two\nline three\n", "now: 0ms\n"])
        // `subject a` expected nothing: the hunk names the line after its input.
        #expect(result.diff == """
            --- expected t.md
            +++ actual
            @@ line \(line(of: "> send a 1", in: text)) @@ > subject a
            +error: oops

            """)
    }

    @Test func missingOutputIsRemovedLines() throws {
        let doc = try document(text)
        let result = TranscriptResult(document: doc, actualOutputs: ["", "line one\nline two\nline three\n", ""])
        #expect(result.diff.hasSuffix("@@ line \(line(of: "now: 0ms", in: text)) @@ > :time\n-now: 0ms\n"))
    }

    @Test func multiLineInputsShowTheirFirstLineInTheHunkHeader() {
        #expect(TranscriptResult.inputSummary("a\n... b") == "> a ...")
        #expect(TranscriptResult.inputSummary("send a 1") == "> send a 1")
    }

    @Test func distantChangesMakeSeparateHunksWithThreeLinesOfContext() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[1] = "changed 2"
        actual[17] = "changed 18"
        let hunks = LineDiff(expected: expected, actual: actual).hunks()
        #expect(hunks.count == 2)
        #expect(hunks.map(\.expectedStart) == [0, 14])
        #expect(hunks[0].lines.map(\.unified) == [" line 1", "-line 2", "+changed 2", " line 3", " line 4", " line 5"])
        #expect(hunks[1].lines.map(\.unified) == [" line 15", " line 16", " line 17", "-line 18", "+changed 18", " line 19", " line 20"])
    }

    @Test func nearbyChangesShareAHunk() {
        let expected = (1...10).map { "line \($0)" }
        var actual = expected
        actual[2] = "x"
        actual[7] = "y"
        #expect(LineDiff(expected: expected, actual: actual).hunks().count == 1)
    }

    @Test func insertionsAndDeletionsAreMinimal() {
        let diff = LineDiff(expected: ["a", "b", "c", "d"], actual: ["a", "c", "x", "d", "e"])
        #expect(diff.lines == [.same("a"), .removed("b"), .same("c"), .added("x"), .same("d"), .added("e")])
    }

    @Test func hugeOutputsFallBackToRemoveThenAdd() {
        let expected = (0..<1_500).map { "old \($0)" }
        let actual = (0..<1_500).map { "new \($0)" }
        let diff = LineDiff(expected: ["same"] + expected, actual: ["same"] + actual)
        #expect(diff.lines.count == 3_001)
        #expect(diff.lines[1] == .removed("old 0"))
        #expect(diff.lines[1_501] == .added("new 0"))
    }
}
