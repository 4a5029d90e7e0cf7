import StreamDSL
import StreamLanguage
import Testing

/// `Parser.isIncomplete`, which decides the REPL's continuation prompt.
@Suite struct IncompleteInputTests {
    @Test(arguments: [
        "a |",
        "a | map x + 1 |   ",
        "a | # a comment after the pipe\n",
        "send a 1 @100ms,",
        "a | flatMap {",
        "a | flatMap {\n  just x",
        "just (1,",
        "just [1, (2",
        #"fail a "boom"#,
        #"fail a "bo\"om"#,
        "fail a \"line one\nline two",
        "sequence 1, 2,\n",
    ])
    func incomplete(source: String) {
        #expect(Parser.isIncomplete(source))
    }

    @Test(arguments: [
        "",
        "   \n",
        "subject a",
        "a | sink",
        "a | map x *",           // an unfinished expression is an error, not a continuation
        "a ||",
        "a | flatMap { just x } | sink",
        "a | flatMap {\n just x\n} | sink",
        #"send a "x" # "an open quote in a comment"#,
        "# a | comment ending in a pipe |",
        "just (1]",              // mismatched: more input cannot fix it
        ") (",
        "fail a \"two\nlines\"",
    ])
    func complete(source: String) {
        #expect(!Parser.isIncomplete(source))
    }

    /// What the REPL does: while the input is incomplete, append the next line. The
    /// result must then parse, so the grammar and `isIncomplete` agree on where a
    /// statement may continue.
    @Test(arguments: [
        ["a | map x + 1 |", "  sink as t"],
        ["send a 1 @100ms,", "2 @200ms"],
        ["a | flatMap {", "  just x | delay 10ms", "} | sink"],
        ["send a (1,", "2)"],
        ["fail a \"first", "second\" @1s"],
        ["merge_me = a | merge b,", "c"],
    ])
    func continuationLinesJoinIntoOneValidStatement(lines: [String]) {
        var input = lines[0]
        for line in lines.dropFirst() {
            #expect(Parser.isIncomplete(input), "\(input)")
            input += "\n" + line
        }
        #expect(!Parser.isIncomplete(input))
        let result = Parser.parse(input)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.statements.count == 1)
    }
}
