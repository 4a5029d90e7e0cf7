import StreamDSL
import StreamLanguage
import Testing

/// The normative spellings of DESIGN.md and every statement form of the language.
@Suite struct StatementParsingTests {
    @Test(arguments: [
        ("subject a", "(subject a)"),
        ("subject a | debounce 300ms | sink", "(subject a (subscribe (pipe a (debounce 300ms)) (sink)))"),
        ("current c = 0", "(current c 0)"),
        ("current c = 0 | map x + 1 | sink", "(current c 0 (subscribe (pipe c (map (+ x 1))) (sink)))"),
        ("a | debounce 300ms | sink", "(subscribe (pipe a (debounce 300ms)) (sink))"),
        ("a | throttle 300ms latest | sink as t", "(subscribe (pipe a (throttle 300ms latest)) (sink as t))"),
        ("a | throttle 300ms first | sink", "(subscribe (pipe a (throttle 300ms first)) (sink))"),
        ("q = a | map x * 10 | share", "(define q (pipe a (map (* x 10)) share))"),
        ("send a 1", "(send a 1)"),
        ("send a 2 @100ms, 3 @200ms", "(send a 2@100ms 3@200ms)"),
        ("complete a @1.5s", "(complete a @1500ms)"),
        (#"fail a "boom" @700ms"#, #"(fail a "boom" @700ms)"#),
        ("at 250ms: q | sink as late", "(at 250ms (subscribe (pipe q) (sink as late)))"),
        ("cancel late @400ms", "(cancel late @400ms)"),
        ("advance 300ms", "(advance 300ms)"),
        ("run", "run"),
    ])
    func normativeSpelling(source: String, expected: String) {
        #expect(dump(source) == expected)
    }

    @Test(arguments: [
        ("complete a", "(complete a)"),
        ("fail a x", "(fail a x)"),
        ("cancel t", "(cancel t)"),
        ("connect m", "(connect m)"),
        ("connect m as conn", "(connect m as conn)"),
        ("connect m as conn @1s", "(connect m as conn @1000ms)"),
        ("connect m @250ms", "(connect m @250ms)"),
        ("advance to 2s", "(advance-to 2000ms)"),
        ("run until 5s", "(run until 5000ms)"),
        ("at 1s: send a 1 @2s", "(at 1000ms (send a 1@2000ms))"),
        ("at 0ms: subject b", "(at 0ms (subject b))"),
        ("send a (1, \"a\") @0ms", #"(send a (tuple 1 "a")@0ms)"#),
        ("a | sink demand 2", "(subscribe (pipe a) (sink demand 2))"),
        ("a | sink demand 2 as s", "(subscribe (pipe a) (sink demand 2 as s))"),
        ("subject a | sink", "(subject a (subscribe (pipe a) (sink)))"),
        ("current c = \"x\" | sink as c1", #"(current c "x" (subscribe (pipe c) (sink as c1)))"#),
        (#"fail "boom" | sink"#, #"(subscribe (pipe (fail "boom")) (sink))"#),
    ])
    func otherStatementForms(source: String, expected: String) {
        #expect(dump(source) == expected)
    }

    @Test func theDesignExampleParsesAsOneScript() {
        let script = NormativeCore.script
        let result = Parser.parse(script)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.line) == Array(1...14))
    }

    @Test func laneNamesComeFromThePipelineText() throws {
        func laneName(_ source: String) -> String? {
            switch parseOne(source)?.kind {
            case .subscribe(let subscription): subscription.laneName
            case .declareSubject(_, let subscription?): subscription.laneName
            case .declareCurrent(_, _, let subscription?): subscription.laneName
            default: nil
            }
        }
        #expect(laneName("a | throttle 300ms first | sink") == "a | throttle 300ms first")
        #expect(laneName("a | throttle 300ms latest | sink as t") == "t")
        #expect(laneName("subject a | debounce 300ms | sink") == "a | debounce 300ms")
        // The initial value is not part of the pipeline.
        #expect(laneName("current c = 0 | map x + 1 | sink") == "c | map x + 1")
        // Spacing as typed, runs of whitespace, line breaks and comments collapse to one space.
        #expect(laneName("a|map x*2   |\n  # why\n  filter x>1 | sink") == "a|map x*2 | filter x>1")
        // A bare name keeps its sink, so the lane is not read as the subject's own lane.
        #expect(laneName("a | sink") == "a | sink")
    }

    @Test func statementsKeepTheirRangeLineAndText() throws {
        let result = Parser.parse("subject a\n\n  send a 1 @100ms  ;  run # done")
        #expect(result.diagnostics.isEmpty)
        try #require(result.statements.count == 3)
        let send = result.statements[1]
        #expect(send.line == 3)
        #expect(send.range.start == StreamLanguage.SourceLocation(offset: 13, line: 3, column: 3))
        #expect(send.range.end == StreamLanguage.SourceLocation(offset: 28, line: 3, column: 18))
        #expect(send.text == "send a 1 @100ms")
        #expect(result.statements[2].text == "run")
    }

    @Test func semicolonsSeparateStatementsAndEmptyOnesAreIgnored() {
        let result = Parser.parse(";; subject a; send a 1;;run;")
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(TreeDump.statement) == ["(subject a)", "(send a 1)", "run"])
    }

    @Test func aStatementContinuesAfterATrailingPipeOrCommaOrInsideBrackets() {
        let script = """
            a | map x + 1 |
              filter x > 2 | sink
            send a 1 @100ms,
                   2 @200ms
            a | flatMap {
              just x | delay 100ms
            } | sink
            send a (1,
                    2)
            """
        let result = Parser.parse(script)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(TreeDump.statement) == [
            "(subscribe (pipe a (map (+ x 1)) (filter (> x 2))) (sink))",
            "(send a 1@100ms 2@200ms)",
            "(subscribe (pipe a (flatMap (pipe (just x) (delay 100ms)))) (sink))",
            "(send a (tuple 1 2))",
        ])
    }

    @Test func aLineBreakEndsAStatementOutsideBrackets() {
        // `-1` on its own line is a new (bad) statement, not `send a 1 - 1`.
        let result = Parser.parse("send a 1\n-1 | sink")
        #expect(result.statements.map(TreeDump.statement) == ["(send a 1)"])
        #expect(result.diagnostics.map(\.id) == ["expected-publisher"])
        #expect(result.diagnostics.first?.range.start.line == 2)
        // No rule takes a token from the next line: not a value, not a time, not a stage.
        #expect(Parser.parse("send a\n1").diagnostics.map(\.message)
                == ["expected an expression, found the end of the line", "expected a publisher, found '1'"])
        #expect(Parser.parse("send a 1\n@100ms").statements.map(TreeDump.statement) == ["(send a 1)"])
        #expect(Parser.parse("a\n| sink").diagnostics.map(\.id) == ["missing-sink", "expected-publisher"])
        #expect(Parser.parse("q\n= a").diagnostics.first?.id == "missing-sink")
    }

    @Test func timesAreWholeMilliseconds() {
        #expect(dump("advance 1.5s") == "(advance 1500ms)")
        #expect(dump("advance 0ms") == "(advance 0ms)")
        #expect(dump("advance 0.001s") == "(advance 1ms)")
        #expect(dump("advance 2.50s") == "(advance 2500ms)")
        #expect(dump("advance 300.0ms") == "(advance 300ms)")
        #expect(dump("advance 9223372036854775807ms") == "(advance 9223372036854775807ms)")
    }
}
