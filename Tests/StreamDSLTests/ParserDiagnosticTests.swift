import StreamDSL
import StreamLanguage
import Testing

/// One problem at a time: where it is reported, what it says, and that its fix-it works.
@Suite struct ParserDiagnosticTests {
    /// Applies the diagnostic's fix-it number `which` and parses the result.
    private func applyingFixIt(_ which: Int = 0, of diagnostic: Diagnostic?, to source: String) -> ParseResult? {
        guard let diagnostic, diagnostic.fixIts.indices.contains(which) else {
            Issue.record("no fix-it \(which)")
            return nil
        }
        return Parser.parse(FixIt.apply([diagnostic.fixIts[which]], to: source))
    }

    @Test func misspeltOperatorSuggestsTheOperator() {
        let (diagnostic, source, result) = expectDiagnostic(
            "unknown-operator", in: "subject a | 1️⃣debounse2️⃣ 300ms | sink")
        #expect(diagnostic?.message == "unknown operator 'debounse'")
        #expect(diagnostic?.label == "did you mean 'debounce'?")
        #expect(result.diagnostics.count == 1)
        #expect(result.statements.isEmpty)
        let fixed = applyingFixIt(of: diagnostic, to: source.text)
        #expect(fixed?.diagnostics.isEmpty == true)
        #expect(fixed?.statements.map(TreeDump.statement) == ["(subject a (subscribe (pipe a (debounce 300ms)) (sink)))"])
    }

    @Test func aSourceWordInOperatorPositionIsExplained() {
        let (diagnostic, _, _) = expectDiagnostic("source-as-operator", in: "a | 1️⃣just2️⃣ 1 | sink")
        #expect(diagnostic?.message == "'just' starts a pipeline; it is not an operator")
    }

    @Test(arguments: [
        ("a | debounce 1️⃣3002️⃣ | sink", "300ms", "(subscribe (pipe a (debounce 300ms)) (sink))"),
        ("send a 1 @1️⃣1.52️⃣", "1.5s", "(send a 1@1500ms)"),
        ("at 1️⃣502️⃣: run", "50ms", "(at 50ms run)"),
    ])
    func bareNumberWhereADurationIsExpected(marked: String, fixed: String, tree: String) {
        let (diagnostic, source, _) = expectDiagnostic("expected-duration-unit", in: marked)
        #expect(diagnostic?.label == "did you mean '\(fixed)'?")
        #expect(diagnostic?.fixIts.first?.replacement == fixed)
        #expect(applyingFixIt(of: diagnostic, to: source.text)?.statements.map(TreeDump.statement) == [tree])
    }

    @Test func unknownAndFractionalDurations() {
        let (unit, _, _) = expectDiagnostic("unknown-duration-unit", in: "advance 31️⃣min2️⃣")
        #expect(unit?.message == "unknown duration unit 'min'")
        expectDiagnostic("fractional-milliseconds", in: "advance 1️⃣0.5ms2️⃣")
        expectDiagnostic("fractional-milliseconds", in: "advance 1️⃣1.0005s2️⃣")
        expectDiagnostic("number-too-large", in: "advance 1️⃣9223372036854775808ms2️⃣")
        expectDiagnostic("number-too-large", in: "advance 1️⃣9223372036854775807s2️⃣")
        expectDiagnostic("expected-duration", in: "a | delay 1️⃣x | sink")
        expectDiagnostic("expected-duration", in: "advance1️⃣")
    }

    @Test func unterminatedStringIsReportedToTheEndOfItsLine() {
        let (diagnostic, source, result) = expectDiagnostic(
            "unterminated-string", in: "fail a 1️⃣\"boom @700ms2️⃣\nsend a 1")
        #expect(diagnostic?.fixIts.first?.replacement == "\"")
        // The stray quote does not swallow the next line.
        #expect(result.statements.map(TreeDump.statement) == ["(send a 1)"])
        #expect(result.diagnostics.count == 1)
        let fixed = applyingFixIt(of: diagnostic, to: source.text)
        #expect(fixed?.statements.map(TreeDump.statement) == [#"(fail a "boom @700ms")"#, "(send a 1)"])
    }

    @Test func aClosedStringMaySpanLines() {
        let result = Parser.parse("fail a \"two\nlines\" @1s\nrun")
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(TreeDump.statement) == [#"(fail a "two\nlines" @1000ms)"#, "run"])
    }

    @Test func aStrayQuoteThatPairsAcrossLinesIsExplained() {
        // Three quotes: the first pairs with the second, across the line break.
        let result = Parser.parse("fail a \"boom\nsend a \"x\" @1s")
        #expect(result.diagnostics.map(\.id) == ["unexpected-token", "unterminated-string"])
        #expect(result.diagnostics.first?.message == "unexpected 'x'")
        #expect(result.diagnostics.first?.notes.map(\.message)
                == ["the string starting at 1:8 runs onto the next line; is a closing '\"' missing?"])
        #expect(result.statements.isEmpty)
    }

    @Test func invalidEscape() {
        let (diagnostic, _, result) = expectDiagnostic("invalid-escape", in: #"just "a1️⃣\q2️⃣b" | sink"#)
        #expect(diagnostic?.message == #"invalid escape sequence '\q' in string"#)
        #expect(result.statements.isEmpty)
        expectDiagnostic("invalid-escape", in: #"just "1️⃣\u{110000}2️⃣" | sink"#)
    }

    @Test(arguments: [
        ("a | map x *1️⃣", "expected an expression after '*'"),
        ("a | map x * 1️⃣| sink", "expected an expression after '*'"),
        ("a | map -1️⃣", "expected an expression after '-'"),
        ("a | filter x > 1 &&1️⃣\nsend a 1", "expected an expression after '&&'"),
        ("send a1️⃣", "expected an expression, found the end of the input"),
        ("send a 1, 1️⃣;", "expected an expression, found ';'"),
        ("just 1️⃣300ms | sink", "expected an expression, found '300ms'"),
        ("just (1, 1️⃣) | sink", "expected an expression, found ')'"),
    ])
    func incompleteExpression(marked: String, message: String) {
        // "after '*'" (a missing operand) and "found …" (a missing value) are two messages.
        let id = message.contains(" after ") ? "expected-expression-after" : "expected-expression"
        let (diagnostic, _, _) = expectDiagnostic(id, in: marked)
        #expect(diagnostic?.message == message)
    }

    @Test func throttleNeedsLatestOrFirst() throws {
        let (diagnostic, source, _) = expectDiagnostic("throttle-mode-missing", in: "a | 1️⃣throttle 300ms2️⃣ | sink")
        #expect(diagnostic?.label == "add 'latest' or 'first'")
        #expect(diagnostic?.notes.count == 2)
        #expect(diagnostic?.fixIts.map(\.replacement) == [" latest", " first"])
        #expect(applyingFixIt(0, of: diagnostic, to: source.text)?.statements.map(TreeDump.statement)
                == ["(subscribe (pipe a (throttle 300ms latest)) (sink))"])
        #expect(applyingFixIt(1, of: diagnostic, to: source.text)?.statements.map(TreeDump.statement)
                == ["(subscribe (pipe a (throttle 300ms first)) (sink))"])
        let (unknown, _, _) = expectDiagnostic("throttle-mode-unknown", in: "a | throttle 300ms 1️⃣last2️⃣ | sink")
        #expect(unknown?.fixIts.map(\.replacement) == ["latest", "first"])
    }

    @Test func aPipelineWithoutSinkIsAnErrorWithAFixIt() {
        let (diagnostic, source, result) = expectDiagnostic("missing-sink", in: "1️⃣a | map x + 12️⃣  # forgot")
        #expect(result.statements.isEmpty)
        #expect(diagnostic?.fixIts.first?.message == "add '| sink'")
        #expect(applyingFixIt(of: diagnostic, to: source.text)?.statements.map(TreeDump.statement)
                == ["(subscribe (pipe a (map (+ x 1))) (sink))"])
        expectDiagnostic("missing-sink", in: "subject 1️⃣a | debounce 300ms2️⃣")
        expectDiagnostic("missing-sink", in: "1️⃣a2️⃣")
    }

    @Test func sinkPlacement() {
        let (notLast, source, _) = expectDiagnostic("sink-not-last", in: "a | 1️⃣sink2️⃣ | map x | sink")
        #expect(FixIt.apply(notLast?.fixIts ?? [], to: source.text) == "a | map x | sink")
        let (inDefinition, definition, _) = expectDiagnostic("sink-in-definition", in: "q = a | 1️⃣sink as s2️⃣")
        #expect(FixIt.apply(inDefinition?.fixIts ?? [], to: definition.text) == "q = a")
        expectDiagnostic("sink-in-inner-pipeline", in: "a | flatMap { just x | 1️⃣sink2️⃣ } | sink")
    }

    @Test func bracesOnlyForInnerPublishers() {
        let (diagnostic, source, _) = expectDiagnostic(
            "braces-not-allowed", in: "a | merge 1️⃣{ b | map x }2️⃣ | sink")
        let fixed = applyingFixIt(of: diagnostic, to: source.text)
        #expect(fixed?.diagnostics.isEmpty == true)
        #expect(fixed?.statements.map(TreeDump.statement) == ["(subscribe (pipe a (merge (paren (pipe b (map x))))) (sink))"])
        expectDiagnostic("expected-braces", in: "a | flatMap 1️⃣just x | sink")
        expectDiagnostic("expected-braces", in: "deferred 1️⃣(just 1) | sink")
    }

    @Test func namesAndStatements() {
        let (unknown, _, result) = expectDiagnostic("unknown-statement", in: "1️⃣sned2️⃣ a 1\nsend a 2")
        #expect(unknown?.label == "did you mean 'send'?")
        #expect(result.statements.map(TreeDump.statement) == ["(send a 2)"])
        expectDiagnostic("keyword-as-name", in: "subject 1️⃣run2️⃣")
        expectDiagnostic("expected-name", in: "subject 1️⃣42")
        expectDiagnostic("nested-at", in: "at 1s: 1️⃣at2️⃣ 2s: run")
        expectDiagnostic("expected-statement", in: "at 1s:1️⃣ # nothing")
        expectDiagnostic("expected-token", in: "at 1s 1️⃣run")
        expectDiagnostic("expected-token", in: "current c 1️⃣0")
        expectDiagnostic("unexpected-token", in: "run 1️⃣5s")
        expectDiagnostic("expected-publisher", in: "a | merge 1️⃣| sink")
        expectDiagnostic("expected-operator", in: "a | 1️⃣42 | sink")
        expectDiagnostic("expected-count", in: "a | prefix 1️⃣2.52️⃣ | sink")
        expectDiagnostic("expected-count", in: "a | retry 1️⃣-1 | sink")
        expectDiagnostic("expected-marbles", in: "cold 1️⃣x | sink")
        expectDiagnostic("expected-range-operator", in: "range 1 1️⃣to 5 | sink")
        expectDiagnostic("expected-tuple-index", in: "just x.1️⃣\"y\" | sink")
        expectDiagnostic("expected-string", in: "a | print 1️⃣x | sink")
    }

    @Test func aSessionNameGetsASendHint() {
        let result = Parser.parse("a 1", sessionNames: ["a"])
        #expect(result.diagnostics.first?.id == "unknown-statement")
        #expect(result.diagnostics.first?.notes.map(\.message) == ["to send a value, write 'send a VALUE'"])
    }

    @Test func missingClosingBracketPointsAtTheEndOfTheLine() {
        let (diagnostic, _, result) = expectDiagnostic(
            "expected-token", in: "just (1, 21️⃣\nsend a 1")
        #expect(diagnostic?.message == "expected ')', found the end of the line")
        #expect(diagnostic?.notes.first?.range?.start.column == 6)
        #expect(result.statements.map(TreeDump.statement) == ["(send a 1)"])
    }

    @Test func badCharactersAreReportedOnceByTheLexer() {
        let (diagnostic, _, result) = expectDiagnostic("unexpected-character", in: "a | map 1️⃣$$2️⃣ | sink")
        #expect(diagnostic?.message == "unexpected characters '$$'")
        #expect(result.diagnostics.count == 1)
        #expect(result.statements.isEmpty)
        let (ampersand, source, _) = expectDiagnostic("unexpected-character", in: "a | filter x 1️⃣&2️⃣ y | sink")
        #expect(applyingFixIt(of: ampersand, to: source.text)?.diagnostics.isEmpty == true)
        let (quote, quoted, _) = expectDiagnostic("unexpected-character", in: "send a 1️⃣'hi'2️⃣")
        #expect(applyingFixIt(of: quote, to: quoted.text)?.statements.map(TreeDump.statement) == [#"(send a "hi")"#])
        let (smart, pasted, _) = expectDiagnostic("unexpected-character", in: "send a 1️⃣\u{201C}hi\u{201D}2️⃣")
        #expect(applyingFixIt(of: smart, to: pasted.text)?.statements.map(TreeDump.statement) == [#"(send a "hi")"#])
        expectDiagnostic("unexpected-character", in: "range 1 1️⃣..2️⃣ 5 | sink")
    }

    @Test func columnsCountCharactersNotBytes() {
        let (diagnostic, _, _) = expectDiagnostic("unknown-operator", in: "just \"é🎉👩‍👩‍👧\" | 1️⃣mpa2️⃣ x | sink")
        // `just "é🎉👩‍👩‍👧" | ` is 13 characters (the family emoji is one) but 34 bytes.
        #expect(diagnostic?.range.start.column == 14)
        #expect(diagnostic?.range.start.offset == 34)
    }
}
