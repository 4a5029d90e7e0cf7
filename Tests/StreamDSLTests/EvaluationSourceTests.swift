@testable import StreamDSL
import StreamLanguage
import Testing

/// Every source of `LanguageReference`, subscribed at 0ms with `| sink as out`; the expected
/// timelines are worked out from SEMANTICS.md and the marble notation (frame 100ms unless
/// the source says otherwise).
@Suite struct EvaluationSourceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var pipeline: String
        var expected: [String]
        var testDescription: String { pipeline }
    }

    static let cases: [Case] = [
        Case(pipeline: "just 1", expected: ["^@0", "1@0", "|@0"]),
        Case(pipeline: #"just (1, "a")"#, expected: ["^@0", #"(1, "a")@0"#, "|@0"]),
        Case(pipeline: "sequence 1, 2, 3", expected: ["^@0", "1@0", "2@0", "3@0", "|@0"]),
        // The bracket spelling lists values; it does not send one array.
        Case(pipeline: "sequence [4, 5]", expected: ["^@0", "4@0", "5@0", "|@0"]),
        Case(pipeline: "range 1...3", expected: ["^@0", "1@0", "2@0", "3@0", "|@0"]),
        Case(pipeline: "range 1..<3", expected: ["^@0", "1@0", "2@0", "|@0"]),
        Case(pipeline: "empty", expected: ["^@0", "|@0"]),
        Case(pipeline: #"fail "boom""#, expected: ["^@0", "#boom@0"]),
        Case(pipeline: "never", expected: ["^@0"]),
        // A timer is connectable: autoconnect connects it on subscription, and each tick,
        // one interval apart from one interval after the connection, is its time in ms.
        Case(pipeline: "timer 100ms | autoconnect | prefix 3",
             expected: ["^@0", "100@100", "200@200", "300@300", "|@300"]),
        // Never connected, it never ticks (EvaluationTimerTests checks the warning).
        Case(pipeline: "timer 100ms | prefix 3", expected: ["^@0"]),
        Case(pipeline: "future 42 after 1s", expected: ["^@0", "42@1000", "|@1000"]),
        Case(pipeline: #"future fail "no" after 200ms"#, expected: ["^@0", "#no@200"]),
        Case(pipeline: #"fetch "q" after 200ms"#, expected: ["^@0", #""q"@200"#, "|@200"]),
        Case(pipeline: #"fetch fail "offline" after 150ms"#, expected: ["^@0", "#offline@150"]),
        // Issue 20: hot and never completing; nothing was posted.
        Case(pipeline: "notifications didLogIn", expected: ["^@0"]),
        // Combine's Record: the values, then its completion.
        Case(pipeline: #"record 1, 2 fail "boom""#, expected: ["^@0", "1@0", "2@0", "#boom@0"]),
        Case(pipeline: "deferred { just 1 }", expected: ["^@0", "1@0", "|@0"]),
        // - 1 - 2 - - 3 | : one character per 100ms frame.
        Case(pipeline: #"cold "-1-2--3|""#, expected: ["^@0", "1@100", "2@300", "3@600", "|@700"]),
        // A group occupies one frame; '#' fails with the default message.
        Case(pipeline: #"cold "a(bc)-#" frame 50ms"#, expected: ["^@0", #""a"@0"#, #""b"@50"#, #""c"@50"#, "#error@150"]),
        // '1' takes frame 0, the progression skips 300ms, '2' lands at 100 + 300.
        Case(pipeline: #"cold "1 300ms 2|""#, expected: ["^@0", "1@0", "2@400", "|@500"]),
        // Bracketed values read as literals: a string, an integer, a decimal, a boolean.
        Case(pipeline: #"cold "-[abc]-[12]-[1.5]-[true]|""#,
             expected: ["^@0", #""abc"@100"#, "12@300", "1.5@500", "true@700", "|@800"]),
        // The hot source's zero point is '^' (index 3) at creation time: '1' lies before it
        // and is never seen; '2' is two 50ms frames after it, '|' three.
        Case(pipeline: #"hot "-1-^-2|" frame 50ms"#, expected: ["^@0", "2@100", "|@150"]),
        // At the top level the condition is read once, when the statement runs.
        Case(pipeline: #"if 2 > 1 { just "then" | delay 100ms } else { just "else" }"#,
             expected: ["^@0", #""then"@100"#, "|@100"]),
    ]

    @Test(arguments: cases)
    func sourceTimeline(_ testCase: Case) {
        let lab = Playground()
        lab.accept("\(testCase.pipeline) | sink as out")
        lab.accept("run")
        #expect(lab.events("out") == testCase.expected)
    }

    @Test func everySourceOfTheReferenceHasACase() {
        let covered = Set(Self.cases.map { $0.pipeline.split(separator: " ").first.map(String.init) ?? "" })
        // `observations { … }` is an async sequence, not a publisher: ObservationTests has its timelines.
        let asyncOnly: Set = ["observations"]
        // Issue 20: `kvo vm.p` needs an object first: KeyValueObservingSessionTests has its timelines.
        let needsAnObject: Set = ["kvo"]
        for entry in LanguageReference.entries where entry.category == .source && !asyncOnly.contains(entry.name)
            && !needsAnObject.contains(entry.name) {
            #expect(covered.contains(entry.name), "no timeline test for source '\(entry.name)'")
        }
    }

    @Test func coldSourcesStartAnewForEverySubscriber() {
        let lab = Playground()
        lab.accept(#"c = cold "-1|""#)
        lab.accept("c | sink as first")
        lab.accept("at 500ms: c | sink as second")
        lab.accept("run")
        #expect(lab.events("first") == ["^@0", "1@100", "|@200"])
        #expect(lab.events("second") == ["^@500", "1@600", "|@700"])
    }

    @Test func hotSourcesRunOnceFromCreation() {
        let lab = Playground()
        lab.accept(#"h = hot "^-1-2-3|""#)
        lab.accept("h | sink as early")
        lab.accept("at 250ms: h | sink as late")
        lab.accept("run")
        #expect(lab.events("early") == ["^@0", "1@200", "2@400", "3@600", "|@700"])
        // Subscribing at 250ms misses 1 (sent at 200).
        #expect(lab.events("late") == ["^@250", "2@400", "3@600", "|@700"])
    }

    @Test func futureRunsWhenCreatedAndReplaysDeferredRunsPerSubscriber() {
        let lab = Playground()
        lab.accept("f = future 42 after 100ms")
        lab.accept("d = deferred { future 7 after 100ms }")
        lab.accept("at 600ms: f | sink as eager")
        lab.accept("at 600ms: d | sink as lazy")
        lab.accept("at 650ms: d | sink as lazy2")
        lab.accept("run")
        // The future resolved at 100ms, long before anyone subscribed: its result is replayed.
        #expect(lab.events("eager") == ["^@600", "42@600", "|@600"])
        // Each deferred subscription creates its own future, resolving 100ms later.
        #expect(lab.events("lazy") == ["^@600", "7@700", "|@700"])
        #expect(lab.events("lazy2") == ["^@650", "7@750", "|@750"])
    }
}
