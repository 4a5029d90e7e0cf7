@testable import StreamDSL
import StreamLanguage
import Testing

/// Every operator of `LanguageReference` on SEMANTICS.md's worked example:
///
///     a: 1@0, 2@100, 3@200, 4@600, 5@700, finished@1500
///     b: "p"@150, "q"@650, finished@1000
///
/// Each expected timeline is reasoned out from SEMANTICS.md and Combine's documentation.
@Suite struct EvaluationOperatorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var stages: String
        var expected: [String]
        var sink = "sink"
        var testDescription: String { "a | \(stages)" }
    }

    static let cases: [Case] = [
        // Async sequences (docs/ASYNC-SEMANTICS.md): the loop waits, so every value arrives.
        Case(stages: "values | chunks 2", expected: ["^@0", "[1, 2]@100", "[3, 4]@600", "[5]@1500", "|@1500"],
             sink: "for await"),
        // Issue 20's AsyncAlgorithms operators (each checked on the real library by an async-oracle scenario).
        Case(stages: "values | compacted", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"],
             sink: "for await"),
        Case(stages: "values | adjacentPairs", expected: ["^@0", "(1, 2)@100", "(2, 3)@200", "(3, 4)@600", "(4, 5)@700", "|@1500"],
             sink: "for await"),
        Case(stages: "values | reductions 0, acc + x", expected: ["^@0", "1@0", "3@100", "6@200", "10@600", "15@700", "|@1500"],
             sink: "for await"),
        Case(stages: "values | interspersed 0",
             expected: ["^@0", "1@0", "0@100", "2@100", "0@200", "3@200", "0@600", "4@600", "0@700", "5@700", "|@1500"],
             sink: "for await"),
        // b's iterator subscribes at the start but asks only once a has ended: p and q meet no
        // demand and are dropped; b's completion (1s) is kept for that first next().
        Case(stages: "values | chain (b | values)", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"],
             sink: "for await"),
        Case(stages: "values | drop while x < 3", expected: ["^@0", "3@200", "4@600", "5@700", "|@1500"],
             sink: "for await"),
        // Issue 20: an inner sequence per element (oracle: std-flatMap, aa-flatMapLatest-burst);
        // `.async` elements are at hand, so flatMapLatest's base task reads no further meanwhile.
        Case(stages: "values | flatMap { sequence x, x * 10 | async }",
             expected: ["^@0", "1@0", "10@0", "2@100", "20@100", "3@200", "30@200", "4@600", "40@600", "5@700", "50@700", "|@1500"],
             sink: "for await"),
        Case(stages: "values | flatMapLatest { sequence x, x * 10 | async }",
             expected: ["^@0", "1@0", "10@0", "2@100", "20@100", "3@200", "30@200", "4@600", "40@600", "5@700", "50@700", "|@1500"],
             sink: "for await"),
        Case(stages: "map x * 10", expected: ["^@0", "10@0", "20@100", "30@200", "40@600", "50@700", "|@1500"]),
        Case(stages: "filter x % 2 == 0", expected: ["^@0", "2@100", "4@600", "|@1500"]),
        // [nil, x][x % 2] is nil for even values, which compactMap drops.
        Case(stages: "compactMap [nil, x][x % 2]", expected: ["^@0", "1@0", "3@200", "5@700", "|@1500"]),
        Case(stages: "scan 0, acc + x", expected: ["^@0", "1@0", "3@100", "6@200", "10@600", "15@700", "|@1500"]),
        Case(stages: "reduce 0, acc + x", expected: ["^@0", "15@1500", "|@1500"]),
        Case(stages: "map x / 2 | removeDuplicates", expected: ["^@0", "0@0", "1@100", "2@600", "|@1500"]),
        Case(stages: "first", expected: ["^@0", "1@0", "|@0"]),
        Case(stages: "first x > 2", expected: ["^@0", "3@200", "|@200"]),
        Case(stages: "last", expected: ["^@0", "5@1500", "|@1500"]),
        Case(stages: "last x < 3", expected: ["^@0", "2@1500", "|@1500"]),
        Case(stages: "prefix 2", expected: ["^@0", "1@0", "2@100", "|@100"]),
        // Indices count from 0; the finish comes with the last index of the range.
        Case(stages: "output in 1...2", expected: ["^@0", "2@100", "3@200", "|@200"]),
        Case(stages: "output at 3", expected: ["^@0", "4@600", "|@600"]),
        Case(stages: "dropFirst", expected: ["^@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "dropFirst 3", expected: ["^@0", "4@600", "5@700", "|@1500"]),
        Case(stages: "collect", expected: ["^@0", "[1, 2, 3, 4, 5]@1500", "|@1500"]),
        // Full groups go out when filled; the partial last group when the upstream finishes.
        Case(stages: "collect 2", expected: ["^@0", "[1, 2]@100", "[3, 4]@600", "[5]@1500", "|@1500"]),
        // Windows end at 250, 500, 750, …; an empty window emits nothing.
        Case(stages: "collect 250ms", expected: ["^@0", "[1, 2, 3]@250", "[4, 5]@750", "|@1500"]),
        // SEMANTICS.md's worked example, line by line.
        Case(stages: "debounce 300ms", expected: ["^@0", "3@500", "5@1000", "|@1500"]),
        Case(stages: "throttle 300ms latest", expected: ["^@0", "1@0", "3@300", "4@600", "5@900", "|@1500"]),
        Case(stages: "throttle 300ms first", expected: ["^@0", "1@0", "2@300", "4@600", "5@900", "|@1500"]),
        Case(stages: "delay 250ms", expected: ["^@0", "1@250", "2@350", "3@450", "4@850", "5@950", "|@1750"]),
        // No value within 350ms after 3@200: finished (or failed) at 550.
        Case(stages: "timeout 350ms", expected: ["^@0", "1@0", "2@100", "3@200", "|@550"]),
        Case(stages: #"timeout 350ms fail "late""#, expected: ["^@0", "1@0", "2@100", "3@200", "#late@550"]),
        // Subscribed at 0: each value measures the gap since the one before it.
        Case(stages: "measureInterval", expected: ["^@0", "0@0", "100@100", "100@200", "400@600", "100@700", "|@1500"]),
        // Throwing operators: fail(…) in the expression fails the stream with that message.
        Case(stages: #"tryMap x < 4 ? x : fail("big")"#, expected: ["^@0", "1@0", "2@100", "3@200", "#big@600"]),
        Case(stages: #"tryFilter x < 4 ? x % 2 == 1 : fail("big")"#, expected: ["^@0", "1@0", "3@200", "#big@600"]),
        // 1, 3, 6; then 6 + 4 > 6 throws.
        Case(stages: #"tryScan 0, acc + x > 6 ? fail("over") : acc + x"#, expected: ["^@0", "1@0", "3@100", "6@200", "#over@600"]),
        Case(stages: #"tryMap x < 4 ? x : fail("big") | mapError "wrapped " + x"#,
             expected: ["^@0", "1@0", "2@100", "3@200", "#wrapped big@600"]),
        // The handler builds just 0 for "big"; any other message would fail again.
        Case(stages: #"tryMap x < 4 ? x : fail("big") | tryCatch { just (x == "big" ? 0 : fail("other")) }"#,
             expected: ["^@0", "1@0", "2@100", "3@200", "0@600", "|@600"]),
        Case(stages: "map x % 2 == 0 ? nil : x | replaceNil 0",
             expected: ["^@0", "1@0", "0@100", "3@200", "0@600", "5@700", "|@1500"]),
        // Aggregates answer when the upstream finishes, or as soon as the answer is known.
        Case(stages: "count", expected: ["^@0", "5@1500", "|@1500"]),
        Case(stages: "min", expected: ["^@0", "1@1500", "|@1500"]),
        Case(stages: "max", expected: ["^@0", "5@1500", "|@1500"]),
        Case(stages: "contains x > 2", expected: ["^@0", "true@200", "|@200"]),
        Case(stages: "allSatisfy x < 4", expected: ["^@0", "false@600", "|@600"]),
        Case(stages: "ignoreOutput", expected: ["^@0", "|@1500"]),
        // min by / max by: EXPR is true when x comes before prev; "x > prev" reverses the order.
        Case(stages: "min by x > prev", expected: ["^@0", "5@1500", "|@1500"]),
        Case(stages: "max by x > prev", expected: ["^@0", "1@1500", "|@1500"]),
        // The try… forms: fail(…) in the expression fails the stream with that message.
        // 1 and 3 pass, 2 becomes nil and is dropped, 4 throws.
        Case(stages: #"tryCompactMap x > 3 ? fail("big") : (x % 2 == 1 ? x : nil)"#, expected: ["^@0", "1@0", "3@200", "#big@600"]),
        // 2 and 3 follow their predecessor by 1 and are dropped; 4 throws.
        Case(stages: #"tryRemoveDuplicates by x > 3 ? fail("big") : x - prev == 1"#, expected: ["^@0", "1@0", "#big@600"]),
        Case(stages: #"tryFirst x == 2 ? fail("two") : x > 3"#, expected: ["^@0", "#two@100"]),
        Case(stages: #"tryLast x > 4 ? fail("big") : x < 3"#, expected: ["^@0", "#big@700"]),
        Case(stages: #"tryPrefix while x > 3 ? fail("big") : x < 5"#, expected: ["^@0", "1@0", "2@100", "3@200", "#big@600"]),
        // 1 is dropped; the condition's next answer, on 2, throws.
        Case(stages: #"tryDrop while x == 2 ? fail("two") : x < 2"#, expected: ["^@0", "#two@100"]),
        // 1, 3, 6; then 6 + 4 is over 6.
        Case(stages: #"tryReduce 0, acc + x > 6 ? fail("over") : acc + x"#, expected: ["^@0", "#over@600"]),
        // min asks "does the new x come before the kept prev?": 4 as x throws.
        Case(stages: #"tryMin by x == 4 ? fail("four") : x < prev"#, expected: ["^@0", "#four@600"]),
        // max asks "does the kept x come before the new prev?": 4 as prev throws.
        Case(stages: #"tryMax by prev == 4 ? fail("four") : x < prev"#, expected: ["^@0", "#four@600"]),
        Case(stages: #"tryContains x == 4 ? fail("four") : x > 5"#, expected: ["^@0", "#four@600"]),
        Case(stages: #"tryAllSatisfy x == 4 ? fail("four") : x < 9"#, expected: ["^@0", "#four@600"]),
        Case(stages: "prefix while x < 3", expected: ["^@0", "1@0", "2@100", "|@200"]),
        Case(stages: "drop while x < 3", expected: ["^@0", "3@200", "4@600", "5@700", "|@1500"]),
        // b's first value comes at 150.
        Case(stages: "prefix until b", expected: ["^@0", "1@0", "2@100", "|@150"]),
        Case(stages: "drop until b", expected: ["^@0", "3@200", "4@600", "5@700", "|@1500"]),
        // prev is the previous value received: 2, 3 and 5 follow their predecessor by 1 and are
        // dropped; 4 is exempt by the condition.
        Case(stages: "removeDuplicates by x - prev == 1 && x != 4", expected: ["^@0", "1@0", "4@600", "|@1500"]),
        Case(stages: "timeout 1s", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        // merge finishes when both have: a at 1500.
        Case(stages: "merge b", expected: ["^@0", "1@0", "2@100", #""p"@150"#, "3@200", "4@600", #""q"@650"#, "5@700", "|@1500"]),
        // just 0 emits as the sink subscribes, before a's first send.
        Case(stages: "merge b, (just 0)", expected: ["^@0", "0@0", "1@0", "2@100", #""p"@150"#, "3@200", "4@600", #""q"@650"#, "5@700", "|@1500"]),
        // Publishers.MergeMany: merge's timeline, with no limit on the sources.
        Case(stages: "mergeMany b, (just 0)", expected: ["^@0", "0@0", "1@0", "2@100", #""p"@150"#, "3@200", "4@600", #""q"@650"#, "5@700", "|@1500"]),
        // Types only: the events pass unchanged (assertNoFailure traps only on a failure).
        Case(stages: "setFailureType", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "assertNoFailure", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        // combineLatest waits for b's first value, then emits on every change.
        Case(stages: "combineLatest b", expected: ["^@0", #"(2, "p")@150"#, #"(3, "p")@200"#, #"(4, "p")@600"#,
                                                   #"(4, "q")@650"#, #"(5, "q")@700"#, "|@1500"]),
        // zip pairs by index; b finished at 1000 with nothing buffered, so zip finishes then.
        Case(stages: "zip b", expected: ["^@0", #"(1, "p")@150"#, #"(2, "q")@650"#, "|@1000"]),
        Case(stages: "prepend 0, -1", expected: ["^@0", "0@0", "-1@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "append 9", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "9@1500", "|@1500"]),
        Case(stages: "replaceEmpty 0", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "replaceError 0", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "retry 2", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: #"print "tap""#, expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        // Issue 20: hooks pass every event on unchanged.
        Case(stages: "handleEvents output { } completion { }", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        // A buffer holds what the sink has not asked for (demand 2); completion waits behind it.
        Case(stages: "buffer 10", expected: ["^@0", "1@0", "2@100"], sink: "sink demand 2"),
        // Issue 20: ignoringDemand passes every value on although the sink asked for 2.
        Case(stages: "ignoringDemand", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"], sink: "sink demand 2"),
        // Issue 20: sendingAfterCompletion sends 9 after the finish at 1500; the sink has ended and ignores it.
        Case(stages: "sendingAfterCompletion 9", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "sendingAfterCompletion 9 | map x * 10", expected: ["^@0", "10@0", "20@100", "|@1500"], sink: "sink demand 2"),
        // AnyPublisher changes nothing but the type's name.
        Case(stages: "eraseToAnyPublisher", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "flatMap { just x * 2 }", expected: ["^@0", "2@0", "4@100", "6@200", "8@600", "10@700", "|@1500"]),
        Case(stages: "map { just x } | switchToLatest", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "share", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "multicast | autoconnect", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "makeConnectable | autoconnect", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: #"catch { just "never used" }"#, expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        // A queue changes where events happen, never when (docs/SCHEDULER-SEMANTICS.md).
        Case(stages: "receive on background", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "subscribe on background", expected: ["^@0", "1@0", "2@100", "3@200", "4@600", "5@700", "|@1500"]),
        Case(stages: "debounce 300ms on background | receive on main", expected: ["^@0", "3@500", "5@1000", "|@1500"]),
    ]

    static func run(_ stages: String, sink: String = "sink") -> Playground {
        let lab = Playground()
        lab.accept("subject a; subject b")
        lab.accept("a | \(stages) | \(sink) as out")
        lab.accept("send a 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms")
        lab.accept(#"send b "p" @150ms, "q" @650ms"#)
        lab.accept("complete a @1.5s; complete b @1s")
        lab.accept("run")
        return lab
    }

    @Test(arguments: cases)
    func operatorTimeline(_ testCase: Case) {
        let lab = Self.run(testCase.stages, sink: testCase.sink)
        #expect(lab.events("out") == testCase.expected)
    }

    @Test func everyOperatorOfTheReferenceHasACase() {
        let covered = Set(Self.cases.flatMap { $0.stages.split(separator: "|").compactMap { $0.split(separator: " ").first.map(String.init) } })
        // Issue 20: `async` takes a plain sequence, never subject `a`: AsyncSyncSequenceTests times it.
        for entry in LanguageReference.entries where entry.category == .operator && entry.name != "async" {
            #expect(covered.contains(entry.name), "no timeline test for operator '\(entry.name)'")
        }
    }

    @Test func printWritesCombineStyleLinesStampedWithVirtualTime() {
        let lab = Playground()
        lab.accept("subject a")
        let subscribed = lab.accept(#"a | print "tap" | sink"#)
        #expect(subscribed.output == "[0ms] tap: receive subscription\n[0ms] tap: request unlimited\n")
        lab.accept(#"send a 1 @100ms, "x" @1.5s; complete a @2s"#)
        let ran = lab.accept("run")
        #expect(ran.output == """
            [100ms] tap: receive value: (1)
            [1.5s] tap: receive value: ("x")
            [2s] tap: receive finished

            """)
        let untagged = lab.accept("just 1 | print | sink")
        #expect(untagged.output.contains("[2s] receive value: (1)\n"))
    }

    @Test func errorOperatorsOnAFailingSource() {
        let lab = Playground()
        lab.accept(#"cold "-1#" | retry 2 | sink as retried"#)
        lab.accept(#"cold "-1#" | replaceError 0 | sink as replaced"#)
        lab.accept("empty | replaceEmpty 0 | sink as filled")
        lab.accept(#"cold "-1#" | catch { just len(x) } | sink as caught"#)
        lab.accept("run")
        // Each failure at 200ms after a (re)subscription resubscribes at once, twice.
        #expect(lab.events("retried") == ["^@0", "1@100", "1@300", "1@500", "#error@600"])
        #expect(lab.events("replaced") == ["^@0", "1@100", "0@200", "|@200"])
        #expect(lab.events("filled") == ["^@0", "0@0", "|@0"])
        // Inside catch, x is the error message ("error", 5 characters).
        #expect(lab.events("caught") == ["^@0", "1@100", "5@200", "|@200"])
    }
}
