import Testing
@testable import Marbles

/// Every syntax error, located with markers: `1️⃣` where the error starts, `2️⃣` where it ends
/// (a one-character span when there is no `2️⃣`).
@Suite struct MarbleParserErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var marked: String
        var code: MarbleSyntaxError.Code
        var mode: MarbleParser.Mode = .source
        var frame: Int = 100
        var testDescription: String { "\(code) in \(marked.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(marked: "-1-1️⃣(ab--|", code: .unclosedGroup),
        Case(marked: "-1️⃣(ab", code: .unclosedGroup),
        Case(marked: "1️⃣(a(b", code: .unclosedGroup),
        Case(marked: "1️⃣(a 1s", code: .unclosedGroup),
        Case(marked: "(a1️⃣(b))", code: .nestedGroup),
        Case(marked: "-1️⃣()2️⃣-", code: .emptyGroup),
        Case(marked: "1️⃣( )2️⃣", code: .emptyGroup),
        Case(marked: "ab1️⃣)", code: .unmatchedClosingParenthesis),
        Case(marked: "-1️⃣[10-", code: .unclosedBracket),
        Case(marked: "#1️⃣[boom", code: .unclosedBracket),
        Case(marked: "1️⃣[\"a]", code: .unclosedBracket),
        Case(marked: "a1️⃣]", code: .unmatchedClosingBracket),
        Case(marked: "-1️⃣[]2️⃣", code: .emptyValue),
        Case(marked: "-^-1️⃣^", code: .duplicateZeroPoint),
        Case(marked: "^1-1️⃣^", code: .duplicateSubscription, mode: .lane),
        Case(marked: "^-!-1️⃣!", code: .duplicateCancellation, mode: .subscription),
        Case(marked: "!-1️⃣^", code: .subscriptionAfterCancellation, mode: .subscription),
        Case(marked: "-a1️⃣!", code: .cancellationInSource),
        Case(marked: "^-1️⃣a-!", code: .eventInSubscription, mode: .subscription),
        Case(marked: "^-1️⃣[10]2️⃣!", code: .eventInSubscription, mode: .subscription),
        Case(marked: "^1️⃣|", code: .eventInSubscription, mode: .subscription),
        Case(marked: "-a|-1️⃣b", code: .eventsAfterCompletion),
        Case(marked: "|1️⃣[10]2️⃣", code: .eventsAfterCompletion),
        Case(marked: "#1️⃣(a)", code: .eventsAfterCompletion),
        Case(marked: "(a|1️⃣b)", code: .eventsAfterCompletion),
        Case(marked: "|1️⃣^", code: .eventsAfterCompletion),
        Case(marked: "-|1️⃣!", code: .eventsAfterCompletion, mode: .lane),
        Case(marked: "#[x]1️⃣#[y]2️⃣", code: .eventsAfterCompletion),
        Case(marked: "(a1️⃣-b)", code: .silenceInGroup),
        Case(marked: "(a 1️⃣300ms2️⃣ b)", code: .timeProgressionInGroup),
        Case(marked: "a 3001️⃣xs2️⃣ b", code: .unknownTimeUnit),
        Case(marked: "a 51️⃣m2️⃣", code: .unknownTimeUnit),
        Case(marked: "a 1️⃣1.s2️⃣ b", code: .malformedTimeProgression),
        Case(marked: "a 1️⃣1.5ms2️⃣", code: .malformedTimeProgression),
        Case(marked: "1️⃣1.2345s2️⃣ a", code: .malformedTimeProgression),
        Case(marked: "a 1️⃣1x52️⃣ b", code: .malformedTimeProgression),
        Case(marked: "a 1️⃣1.52️⃣ b", code: .malformedTimeProgression),
        Case(marked: "a 1️⃣99999999999999999999ms2️⃣", code: .timeOverflow),
        Case(marked: "a1️⃣b", code: .timeOverflow, frame: Int.max),
        Case(marked: "a1️⃣\u{7}b", code: .unexpectedCharacter),
        Case(marked: "é日1️⃣)", code: .unmatchedClosingParenthesis),
    ]

    @Test(arguments: cases)
    func errorIsLocated(_ example: Case) {
        let marked = MarkedText(example.marked)
        #expect(throws: MarbleSyntaxError.self) {
            try MarbleParser.parse(marked.text, frame: example.frame, mode: example.mode)
        }
        do {
            _ = try MarbleParser.parse(marked.text, frame: example.frame, mode: example.mode)
        } catch {
            #expect(error.code == example.code)
            #expect(error.column == marked.span.column)
            #expect(error.length == marked.span.length)
            #expect(!error.message.isEmpty)
            #expect(!error.expected.isEmpty)
        }
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyDiagram(_ text: String) {
        #expect(throws: MarbleSyntaxError(
            code: .emptyDiagram, column: 0, length: text.count,
            message: "empty marble diagram", expected: MarbleSyntaxError.anEvent)
        ) {
            try MarbleParser.parse(text)
        }
    }

    @Test(arguments: [0, -5])
    func invalidFrame(_ frame: Int) {
        #expect(throws: MarbleSyntaxError.invalidFrame(frame)) {
            try MarbleParser.parse("-a|", frame: frame)
        }
        #expect(MarbleSyntaxError.invalidFrame(frame).code == .invalidFrame)
    }

    @Test func everyErrorCodeIsReachable() {
        var reached = Set(Self.cases.map(\.code))
        reached.formUnion([.emptyDiagram, .invalidFrame])
        #expect(reached == Set(MarbleSyntaxError.Code.allCases))
    }

    @Test func unknownUnitNamesTheUnitAndWhatWouldDo() throws {
        do {
            _ = try MarbleParser.parse("a 300xs b")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "unknown time unit 'xs'")
            #expect(error.expected == "a unit: 'ms' or 's'")
            #expect(error.description == "column 5: unknown time unit 'xs'; expected a unit: 'ms' or 's'")
        }
    }

    @Test func annotationPutsCaretsUnderTheSpan() {
        let error = MarbleSyntaxError.emptyValue(at: 2)
        #expect(error.annotating("-a[]|") == """
            -a[]|
              ^^ empty value '[]'; expected the value's text between '[' and ']'
            """)
        // A wide character before the problem takes two columns of padding.
        #expect(MarbleSyntaxError.unmatchedClosingBracket(at: 1).annotating("日]").hasPrefix("日]\n  ^ "))
    }
}
