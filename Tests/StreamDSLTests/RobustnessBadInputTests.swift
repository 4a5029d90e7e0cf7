import TestSupport
@testable import StreamDSL
import Testing

/// Bad input of every kind, typed into a session: a located error (line:column from the
/// `1️⃣` marker, the message, the label after the carets), never a crash or a hang, and the
/// session goes on working afterwards.
@Suite struct RobustnessBadInputTests {
    static let prelude = "subject clicks; subject a; advance 1s"

    /// Submits `marked` after `prelude` and checks the first error.
    @discardableResult
    func expectError(_ marked: String, _ headline: String, label: String? = nil, prelude: String = prelude,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let lab = Playground()
        lab.accept(prelude, sourceLocation: sourceLocation)
        let source = MarkedSource(marked)
        let reply = lab.console.submit(source.text)
        #expect(reply.hadError, sourceLocation: sourceLocation)
        #expect(errorHeadlines(reply.errors).first == "error: " + headline, sourceLocation: sourceLocation)
        #expect(diagnosticLocations(reply.errors).first == source["1️⃣"].description, "\(reply.errors)",
                sourceLocation: sourceLocation)
        if let label {
            let caretLine = reply.errors.split(separator: "\n").first { $0.contains("^") && $0.contains("|") }
            #expect(caretLine?.hasSuffix(" " + label) == true, "\(reply.errors)", sourceLocation: sourceLocation)
        }
        // Still usable.
        lab.accept("just 1 | sink as alive", sourceLocation: sourceLocation)
        #expect(lab.events("alive") == ["^@1000", "1@1000", "|@1000"], sourceLocation: sourceLocation)
        return reply.errors
    }

    @Test func misspeltOperatorSuggestsTheOperator() {
        let errors = expectError("a | 1️⃣debounse 300ms | sink", "unknown operator 'debounse'", label: "did you mean 'debounce'?")
        #expect(errors.contains("1 | a | debounse 300ms | sink\n  |     ^^^^^^^^ did you mean 'debounce'?"))
        expectError("a | 1️⃣flatmap { just x } | sink", "unknown operator 'flatmap'", label: "did you mean 'flatMap'?")
    }

    @Test func durationWithoutAUnit() {
        expectError("a | debounce 1️⃣300 | sink", "expected a duration unit after '300'", label: "did you mean '300ms'?")
        expectError("send a 1 @1️⃣2000", "expected a duration unit after '2000'", label: "did you mean '2000ms'?")
        expectError("advance 1️⃣5", "expected a duration unit after '5'")
    }

    @Test func unknownNameSuggestsASessionName() {
        expectError("1️⃣clikcs | sink", "unknown name 'clikcs'", label: "did you mean 'clicks'?")
        expectError("send 1️⃣clikcs 1", "unknown name 'clikcs'", label: "did you mean 'clicks'?")
        expectError("a | merge 1️⃣clicsk | sink", "unknown name 'clicsk'", label: "did you mean 'clicks'?")
        expectError("cancel 1️⃣nothing", "unknown name 'nothing'", label: "declare it first, e.g. 'subject NAME'")
    }

    @Test func wrongKindOfName() {
        expectError("a | sink as s; send 1️⃣s 1", "'s' is a subscription, not a subject")
        expectError("connect 1️⃣a", "'a' is not connectable",
                    label: "connect works on a timer or a pipeline ending in multicast or makeConnectable")
    }

    @Test func badMarbleStrings() {
        expectError(#"cold "-1️⃣(ab" | sink"#, "bad marble diagram: unclosed group", label: "expected ')'")
        expectError(#"hot "-^-1️⃣^-1|" | sink"#, "bad marble diagram: a second zero point '^'")
        expectError(#"cold "-1 300xs 2" | sink"#.replacingOccurrences(of: "xs", with: "1️⃣xs"),
                    "bad marble diagram: unknown time unit 'xs'", label: "expected a unit: 'ms' or 's'")
        // An empty diagram is pointed at where its first frame would be, inside the quotes.
        expectError(#"cold "1️⃣" | sink"#, "bad marble diagram: empty marble diagram")
    }

    @Test func timeInThePast() {
        expectError("send a 1 @1️⃣500ms", "time 500ms is in the past: the clock is already at 1s",
                    label: "virtual time only moves forward")
        expectError("at 1️⃣10ms: send a 1", "time 10ms is in the past: the clock is already at 1s")
        // Inside `at`, "now" is the time the statement will run.
        expectError("at 2s: send a 1 @1️⃣1.5s", "time 1.5s is in the past: the clock is already at 2s")
    }

    @Test func incompleteInput() {
        expectError("a | map x +1️⃣", "expected an expression after '+'")
        // Right after the '|' that wants an operator.
        expectError("a |1️⃣ ", "expected an operator after '|', found the end of the input")
        expectError("send a1️⃣", "expected an expression, found the end of the input")
    }

    @Test func garbageBytesAndControlCharacters() {
        expectError("subject z1️⃣\u{0}\u{1}\u{1B}[31m", "unexpected characters '\\u{0}\\u{1}\\u{1b}'")
        // Invalid UTF-8, decoded the way files are read: replacement characters.
        let decoded = String(decoding: [0x73, 0x65, 0x6E, 0x64, 0x20, 0x61, 0x20, 0xC3, 0x28, 0xFF], as: UTF8.self)
        let lab = Playground()
        lab.accept(Self.prelude)
        let errors = lab.reject(decoded)
        #expect(errorHeadlines(errors).first == "error: unexpected character '\u{FFFD}'")
        #expect(diagnosticLocations(errors).first == "1:8")
        // The control characters are not echoed raw: they cannot drive the terminal.
        let control = lab.reject("just \u{1B}[2J 1 | sink")
        #expect(!control.contains("\u{1B}"))
    }

    @Test func a200KilobyteLineIsReportedBriefly() {
        let long = String(repeating: "x", count: 200_000)
        var errors = ""
        var unterminated = ""
        let seconds = threadCPUSeconds {
            // Names in messages are cut at 32 characters.
            errors = expectError("send 1️⃣\(long) 1", "unknown name '\(String(repeating: "x", count: 32))…'")
            unterminated = expectError("1️⃣\"\(long)", "unterminated string literal")
        }
        #expect(errors.count < 1_000)
        // The source line is cut around the caret: no 200 KB excerpt.
        let excerpt = errors.split(separator: "\n").first { $0.hasPrefix("1 | ") }
        #expect((excerpt?.count ?? .max) < 200)
        #expect(unterminated.count < 2_000)
        #expect(seconds < 10)
    }

    @Test func deepNestingIsCutOffWithOneError() {
        let depth = 20_000
        let inputs = [
            "just " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + " | sink",
            String(repeating: "(", count: depth) + "just 1" + String(repeating: ")", count: depth) + " | sink",
            "just 1 | map " + String(repeating: "-", count: depth) + "x | sink",
            String(repeating: "just 1 | flatMap { ", count: 2_000) + "just x" + String(repeating: " }", count: 2_000) + " | sink",
        ]
        for input in inputs {
            let lab = Playground()
            let errors = lab.reject(input)
            #expect(errorHeadlines(errors) == ["error: nested too deeply (more than 256 levels)"])
            // Located on line 1, past the 256th level, at one of the nesting characters.
            let location = diagnosticLocations(errors).first ?? ""
            let column = Int(location.dropFirst(2)) ?? 0
            #expect(location.hasPrefix("1:") && column > 256)
            let character = Array(input)[max(0, column - 1)]
            #expect("(-{".contains(character), "\(location): '\(character)'")
            lab.accept("just 1 | sink as alive")
            #expect(lab.events("alive") == ["^@0", "1@0", "|@0"])
        }
    }

    @Test func nestingWithinTheLimitEvaluates() {
        let lab = Playground()
        lab.accept("just " + String(repeating: "(", count: 100) + "1 + 1" + String(repeating: ")", count: 100) + " | sink as deep")
        #expect(lab.events("deep") == ["^@0", "2@0", "|@0"])
        lab.accept(String(repeating: "just 1 | flatMap { ", count: 30) + "just x" + String(repeating: " }", count: 30) + " | sink as inner")
        #expect(lab.events("inner") == ["^@0", "1@0", "|@0"])
    }

    @Test func hugeNumbersAndDurations() {
        expectError("send a 1️⃣99999999999999999999", "number '99999999999999999999' is too large")
        expectError("advance 1️⃣99999999999999999999ms", "number '99999999999999999999ms' is too large")
        expectError("advance 1️⃣0.5ms", "duration '0.5ms' is not a whole number of milliseconds")
        // The unknown unit is what follows the digits.
        expectError("a | debounce 11️⃣e3ms | sink", "unknown duration unit 'e3ms'")
    }

    @Test func theEndOfTimeSaturatesInsteadOfWrappingRound() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept("advance 100ms")
        lab.accept("advance 9223372036854775807ms")
        #expect(lab.now == Int.max)
        // `run` from the end of time: its horizon must not wrap to a negative time.
        let reply = lab.accept("run")
        #expect(!reply.output.contains("-"))
        #expect(lab.now == Int.max)
        lab.accept("send a 1")
        #expect(lab.events("s") == ["^@0", "1@\(Int.max)"])
    }

    @Test func badMetaCommands() {
        let lab = Playground()
        #expect(lab.console.submit(":").errors == "error: empty command; type :help for the list\n")
        #expect(lab.console.submit(":shwo").errors == "error: unknown command ':shwo' — did you mean ':show'?\n")
        #expect(lab.console.submit(":set horizon forever").errors
                == "error: :set horizon: expected a duration above 0ms, such as 10s or 500ms\n")
        #expect(lab.console.submit(":set widht 100").errors == "error: unknown setting 'widht' — did you mean 'width'?\n")
        #expect(lab.console.submit(":set width 5").errors == "error: :set width: expected a number of columns from 20 to 1000\n")
        #expect(lab.console.submit(":load").errors == "error: :load is not available here (lessons and transcripts cannot read files)\n")
    }
}
