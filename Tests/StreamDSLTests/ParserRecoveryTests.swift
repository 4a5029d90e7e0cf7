import StreamLanguage
import TestSupport
import StreamDSL
import Testing

/// Several errors in one pass, recovery, and inputs built to break a naive parser.
@Suite struct ParserRecoveryTests {
    @Test func everyErrorOfAScriptIsReportedInOnePass() {
        let script = """
            subject a | debounse 300ms | throttle 300 | sink
            send a 1 @5
            run untill 5s
            a | map x * | filter x > | sink
            send a 2
            """
        let result = Parser.parse(script)
        #expect(result.diagnostics.map(\.id) == [
            "unknown-operator",        // debounse
            "throttle-mode-missing",   // throttle 300: no latest/first (reported at `throttle`)
            "expected-duration-unit",  // … and no unit (reported at `300`, further right)
            "expected-duration-unit",  // @5
            "unexpected-token",        // untill
            "expected-expression-after", // map x *
            "expected-expression-after", // filter x >
        ])
        #expect(result.diagnostics.map(\.range.start.line) == [1, 1, 1, 2, 3, 4, 4])
        // Only the last statement is free of errors.
        #expect(result.statements.map(TreeDump.statement) == ["(send a 2)"])
        #expect(result.statements.first?.line == 5)
    }

    @Test func errorsInsideBracesAreFoundAndTheStatementAfterIsParsed() {
        let script = """
            a | flatMap {
              just x | mpa x
            } | sink
            send a 1
            """
        let result = Parser.parse(script)
        #expect(result.diagnostics.map(\.id) == ["unknown-operator"])
        #expect(result.statements.map(TreeDump.statement) == ["(send a 1)"])
    }

    @Test func anUnclosedBraceDoesNotSwallowTheNextStatement() {
        let result = Parser.parse("a | flatMap { just x | sink\nsend a 1\nrun")
        #expect(result.diagnostics.first?.id == "sink-in-inner-pipeline")
        #expect(result.diagnostics.contains { $0.id == "expected-token" && $0.message.hasPrefix("expected '}'") })
        #expect(result.statements.map(TreeDump.statement) == ["(send a 1)", "run"])
    }

    @Test func aStrayClosingBracketIsSkipped() {
        let result = Parser.parse(") send a 1\nrun")
        #expect(result.diagnostics.map(\.id) == ["expected-publisher"])
        #expect(result.statements.map(TreeDump.statement) == ["run"])
    }

    @Test(arguments: ["(", "[", "{", "-", "!"])
    func twentyThousandOpenersGiveOneDiagnosticQuickly(opener: String) throws {
        let deep = String(repeating: opener, count: 20_000)
        for source in ["\(deep)\nsend a 1", "just \(deep)1 | sink\nsend a 1", "a | flatMap \(deep)\nsend a 1"] {
            var result: ParseResult?
            let seconds = threadCPUSeconds { result = Parser.parse(source) }
            #expect(seconds < 1, "\(opener): \(seconds) s")
            let diagnostics = try #require(result?.diagnostics)
            #expect(diagnostics.count { $0.id == "nested-too-deeply" } <= 1)
            #expect(diagnostics.count == 1, "\(diagnostics.map(\.id))")
            // The statement on the next line still parses.
            #expect(result?.statements.map(TreeDump.statement) == ["(send a 1)"])
        }
    }

    @Test func nestingUpToTheLimitIsFine() {
        let depth = 200
        let source = "just " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + " | sink"
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.count == 1)
    }

    @Test func balancedDeepNestingPastTheLimitIsOneError() {
        let depth = 5_000
        let source = "just " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + " | sink; run"
        let result = Parser.parse(source)
        #expect(result.diagnostics.map(\.id) == ["nested-too-deeply"])
        #expect(result.statements.map(TreeDump.statement) == ["run"])
    }

    /// About 200 KB on one line, in several shapes.
    @Test(arguments: [
        "valid-stages", "valid-values", "operator-chain", "misspelt-stages", "garbage", "one-identifier", "one-string",
    ])
    func twoHundredKilobyteLine(shape: String) throws {
        let size = 200_000
        let source: String
        switch shape {
        case "valid-stages": source = "a" + String(repeating: " | map x + 1", count: size / 12) + " | sink"
        case "valid-values": source = "send a 1 @10ms" + String(repeating: ", 12345 @10ms", count: size / 13)
        case "operator-chain": source = "just 1" + String(repeating: " + 1", count: size / 4) + " | sink"
        case "misspelt-stages": source = "a" + String(repeating: " | mpa x", count: size / 8) + " | sink"
        case "garbage": source = String(repeating: "$a(|]\u{0}\u{FFFD}é\"", count: size / 12)
        case "one-identifier": source = String(repeating: "abcdefghij", count: size / 10) + " | sink"
        default: source = "just \"" + String(repeating: "marbles ", count: size / 8) + "\" | sink"
        }
        var result: ParseResult?
        let seconds = threadCPUSeconds { result = Parser.parse(source) }
        #expect(seconds < 1, "\(shape): \(seconds) s")
        let diagnostics = try #require(result?.diagnostics)
        switch shape {
        case "valid-stages", "valid-values", "one-identifier", "one-string":
            #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
            #expect(result?.statements.count == 1)
        case "operator-chain":
            #expect(diagnostics.map(\.id) == ["nested-too-deeply"])
        default:
            // Capped: the first `errorLimit` errors, then one "too many errors".
            #expect(diagnostics.count == Parser.errorLimit + 1)
            #expect(diagnostics.last?.id == "too-many-errors")
        }
    }

    @Test func parsingIsDeterministic() {
        let source = "a | debounse 3 | throttle 1s\nsend a \"x\n"
        #expect(Parser.parse(source) == Parser.parse(source))
    }
}
