import StreamDSL
import StreamLanguage
import Testing

/// Every source and operator of the language, with and without its optional parts.
@Suite struct PipelineParsingTests {
    @Test(arguments: [
        ("a | sink", "a"),
        ("just 1 | sink", "(just 1)"),
        ("just (1, \"a\") | sink", #"(just (tuple 1 "a"))"#),
        ("sequence 1, 2, 3 | sink", "(sequence 1 2 3)"),
        ("sequence [1, 2, 3] | sink", "(sequence 1 2 3)"),
        ("sequence [[1, 2]] | sink", "(sequence [1 2])"),
        ("sequence [] | sink", "sequence"),
        ("range 1...5 | sink", "(range 1 ... 5)"),
        ("range 0..<x | sink", "(range 0 ..< x)"),
        ("range -2...2 | sink", "(range (neg 2) ... 2)"),
        ("empty | sink", "empty"),
        (#"fail "boom" | sink"#, #"(fail "boom")"#),
        ("never | sink", "never"),
        ("timer 100ms | sink", "(timer 100ms)"),
        ("future 42 after 1s | sink", "(future 42 after 1000ms)"),
        (#"future fail "no" after 500ms | sink"#, #"(future-fail "no" after 500ms)"#),
        (#"fetch "q" after 200ms | sink"#, #"(fetch "q" after 200ms)"#),
        (#"fetch fail "offline" after 150ms | sink"#, #"(fetch-fail "offline" after 150ms)"#),
        ("notifications didLogIn | sink", "(notifications didLogIn)"),  // Issue 20
        ("kvo vm.text | sink", "(kvo vm.text)"),
        ("kvo vm.text new | sink", "(kvo vm.text new)"),
        ("record 1, 2 | sink", "(record 1 2)"),
        ("record 1 finished | sink", "(record 1)"),
        (#"record fail "boom" | sink"#, #"(record fail "boom")"#),
        ("record | sink", "record"),  // an empty recording
        ("deferred { just 1 } | sink", "(deferred (pipe (just 1)))"),
        ("deferred { a | map x } | sink", "(deferred (pipe a (map x)))"),
        ("if x > 0 { just x } else { empty | delay 1s } | sink",
         "(if (> x 0) (pipe (just x)) else (pipe empty (delay 1000ms)))"),
        (#"cold "-1-2--3|" | sink"#, #"(cold "-1-2--3|")"#),
        (#"cold "-1|" frame 50ms | sink"#, #"(cold "-1|" frame 50ms)"#),
        (#"hot "-1-^-2|" | sink"#, #"(hot "-1-^-2|")"#),
        (#"hot "-1-^-2|" frame 1s | sink"#, #"(hot "-1-^-2|" frame 1000ms)"#),
        ("(a | map x) | sink", "(paren (pipe a (map x)))"),
        ("((just 1)) | sink", "(paren (pipe (paren (pipe (just 1)))))"),
    ])
    func source(source: String, expected: String) {
        #expect(dump(source) == "(subscribe (pipe \(expected)) (sink))")
    }

    @Test(arguments: [
        ("map x * 2", "(map (* x 2))"),
        ("map { just x | delay 10ms }", "(map (pipe (just x) (delay 10ms)))"),
        ("filter x % 2 == 0", "(filter (== (% x 2) 0))"),
        ("compactMap x", "(compactMap x)"),
        ("scan 0, acc + x", "(scan 0 (+ acc x))"),
        ("reduce [], acc", "(reduce [] acc)"),
        ("removeDuplicates", "removeDuplicates"),
        ("first", "first"),
        ("first x > 2", "(first (> x 2))"),
        ("last", "last"),
        ("last x == \"a\"", #"(last (== x "a"))"#),
        ("prefix 3", "(prefix 3)"),
        ("dropFirst", "dropFirst"),
        ("dropFirst 2", "(dropFirst 2)"),
        ("collect", "collect"),
        ("collect 3", "(collect 3)"),
        ("collect 300ms", "(collect 300ms)"),
        ("debounce 300ms", "(debounce 300ms)"),
        ("throttle 1s latest", "(throttle 1000ms latest)"),
        ("throttle 1s first", "(throttle 1000ms first)"),
        ("delay 250ms", "(delay 250ms)"),
        ("timeout 1s", "(timeout 1000ms)"),
        ("measureInterval", "measureInterval"),
        (#"tryMap x > 0 ? x : fail("neg")"#, #"(tryMap (? (> x 0) x (call fail "neg")))"#),
        ("tryFilter x", "(tryFilter x)"),
        ("tryScan 0, acc + x", "(tryScan 0 (+ acc x))"),
        ("tryCatch { just 0 }", "(tryCatch (pipe (just 0)))"),
        (#"mapError "e: " + x"#, #"(mapError (+ "e: " x))"#),
        ("replaceNil 0", "(replaceNil 0)"),
        ("count", "count"), ("min", "min"), ("max", "max"), ("ignoreOutput", "ignoreOutput"),
        ("contains x > 1", "(contains (> x 1))"),
        ("allSatisfy x > 1", "(allSatisfy (> x 1))"),
        ("prefix while x < 3", "(prefix while (< x 3))"),
        ("prefix until b", "(prefix until b)"),
        ("prefix until { just 1 | delay 1s }", "(prefix until (pipe (just 1) (delay 1000ms)))"),
        ("drop while x < 3", "(drop while (< x 3))"),
        ("drop until b", "(drop until b)"),
        ("removeDuplicates by x == prev", "(removeDuplicates by (== x prev))"),
        ("output at 2", "(output at 2)"), ("output in 1...3", "(output in 1 3)"),
        ("min by x > prev", "(min by (> x prev))"), ("max by x.1 < prev.1", "(max by (< (.1 x) (.1 prev)))"),
        ("tryCompactMap x > 0 ? x : nil", "(tryCompactMap (? (> x 0) x nil))"),
        ("tryRemoveDuplicates by x == prev", "(tryRemoveDuplicates by (== x prev))"),
        ("tryReduce 0, acc + x", "(tryReduce 0 (+ acc x))"),
        ("tryFirst x > 1", "(tryFirst (> x 1))"), ("tryLast x > 1", "(tryLast (> x 1))"),
        ("tryPrefix while x < 3", "(tryPrefix while (< x 3))"), ("tryDrop while x < 3", "(tryDrop while (< x 3))"),
        ("tryContains x > 1", "(tryContains (> x 1))"), ("tryAllSatisfy x > 1", "(tryAllSatisfy (> x 1))"),
        ("tryMin by x < prev", "(tryMin by (< x prev))"), ("tryMax by x < prev", "(tryMax by (< x prev))"),
        (#"timeout 1s fail "late""#, #"(timeout 1000ms fail "late")"#),
        ("merge b", "(merge b)"),
        ("merge b, c, (just 1), sequence 1", "(merge b c (paren (pipe (just 1))) (sequence 1))"),
        ("combineLatest b, c", "(combineLatest b c)"),
        ("zip b, (c | map x)", "(zip b (paren (pipe c (map x))))"),
        ("flatMap { just x }", "(flatMap (pipe (just x)))"),
        ("flatMap max 1 { b | prefix 1 }", "(flatMap max 1 (pipe b (prefix 1)))"),
        ("switchToLatest", "switchToLatest"),
        ("share", "share"),
        ("multicast", "multicast"),
        ("multicast current 0", "(multicast current 0)"),
        ("makeConnectable", "makeConnectable"),
        ("autoconnect", "autoconnect"),
        (#"catch { just "fallback: " + x }"#, #"(catch (pipe (just (+ "fallback: " x))))"#),
        ("retry 2", "(retry 2)"),
        ("replaceError 0", "(replaceError 0)"),
        ("replaceEmpty nil", "(replaceEmpty nil)"),
        ("prepend 0", "(prepend 0)"),
        ("prepend -1, 0", "(prepend (neg 1) 0)"),
        ("append 9, 10", "(append 9 10)"),
        // A parenthesised pipeline is a publisher; a parenthesised value stays a value; a lone
        // name is an expression here, and the check decides (ConcatenationAndFailureTypeTests).
        ("append (just 1 | delay 1s)", "(append (paren (pipe (just 1) (delay 1000ms))))"),
        ("prepend (sequence 1, 2)", "(prepend (paren (pipe (sequence 1 2))))"),
        ("prepend (1 + 2), 4", "(prepend (+ 1 2) 4)"),
        ("append b", "(append b)"),
        ("mergeMany b, (just 1)", "(mergeMany b (paren (pipe (just 1))))"),
        ("setFailureType", "setFailureType"),
        ("assertNoFailure \"tag\"", "(assertNoFailure \"tag\")"),
        ("print", "print"),
        (#"print "tap""#, #"(print "tap")"#),
        ("buffer", "buffer"),
        ("buffer 10", "(buffer 10)"),
        ("buffer 3 prefetch keepFull whenFull dropOldest", "(buffer 3 prefetch keepFull whenFull dropOldest)"),
        ("buffer 3 whenFull fail \"full\"", "(buffer 3 whenFull fail \"full\")"),
        ("ignoringDemand", "ignoringDemand"),  // Issue 20
        ("sendingAfterCompletion 7, \"a\"", "(sendingAfterCompletion 7 \"a\")"),  // Issue 20
        ("debounce 300ms on background", "(debounce 300ms on background)"),
        ("throttle 300ms first on main", "(throttle 300ms first on main)"),
        ("collect 500ms on background", "(collect 500ms on background)"),
        ("receive on main", "(receive on main)"),
        ("subscribe on background", "(subscribe on background)"),
        ("eraseToAnyPublisher", "eraseToAnyPublisher"),
        ("values", "values"),
        ("chunks 2", "(chunks 2)"),
        ("compacted", "compacted"),
        ("adjacentPairs", "adjacentPairs"),
        ("reductions 0, acc + x", "(reductions 0 (+ acc x))"),
        ("interspersed 0", "(interspersed 0)"),
        ("chain b, c", "(chain b c)"),
        ("flatMapLatest { t }", "(flatMapLatest (pipe t))"),  // Issue 20
        ("async", "async"),  // Issue 20: parses anywhere; only a plain sequence takes it (AsyncSyncSequenceTests)
        // Issue 20: hooks are bodies after their words, in the order written.
        ("handleEvents output { send b x } cancel { cancel t }", "(handleEvents output {(send b x)} cancel {(cancel t)})"),
    ])
    func `operator`(source: String, expected: String) {
        #expect(dump("a | \(source) | sink") == "(subscribe (pipe a \(expected)) (sink))")
        // The operator is also fine as the last stage before the end of a named pipeline.
        #expect(dump("p = a | \(source)") == "(define p (pipe a \(expected)))")
    }

    @Test func everyOperatorAndSourceKeywordIsCovered() {
        // Guards the two tables above against a keyword added to the language without a test.
        let tested = Set(["map", "filter", "compactMap", "scan", "reduce", "removeDuplicates", "first", "last",
                          "prefix", "dropFirst", "collect", "debounce", "throttle", "delay", "timeout", "measureInterval", "merge",
                          "combineLatest", "zip", "flatMap", "switchToLatest", "share", "multicast",
                          "makeConnectable", "autoconnect", "catch", "retry", "replaceError", "replaceEmpty",
                          "prepend", "append", "print", "buffer", "tryMap", "tryFilter", "tryScan", "tryCatch", "mapError", "replaceNil", "count", "min", "max", "contains", "allSatisfy", "ignoreOutput", "drop",
                          "tryCompactMap", "tryRemoveDuplicates", "tryReduce", "tryFirst", "tryLast", "tryPrefix", "tryDrop",
                          "tryContains", "tryAllSatisfy", "tryMin", "tryMax", "output",
                          "receive", "subscribe",
                          "eraseToAnyPublisher", "values", "chunks", "mergeMany", "setFailureType", "assertNoFailure",
                          "compacted", "adjacentPairs", "reductions", "interspersed", "chain",
                          "handleEvents", "async",
                          "ignoringDemand", "flatMapLatest", "sendingAfterCompletion"])  // Issue 20
        #expect(Set(Keywords.operators) == tested)
        #expect(Set(Keywords.sources) == ["just", "sequence", "range", "empty", "fail", "never", "timer",
                                          "future", "deferred", "if", "cold", "hot", "observations",  // Milestone 5: observations
                                          "fetch", "notifications", "kvo", "record"])  // Issue 20
    }

    @Test func switchToLatestOverAPublisherPerValue() {
        #expect(dump("a | map { timer 100ms | prefix 3 } | switchToLatest | sink as s")
                == "(subscribe (pipe a (map (pipe (timer 100ms) (prefix 3))) switchToLatest) (sink as s))")
    }

    @Test func nestedInnerPublishersNest() {
        #expect(dump("a | flatMap { b | flatMap max 2 { just (x, 1) } | catch { empty } } | sink")
                == "(subscribe (pipe a (flatMap (pipe b (flatMap max 2 (pipe (just (tuple x 1)))) (catch (pipe empty))))) (sink))")
    }

    @Test func nodeRangesCoverTheirText() throws {
        let source = "a | debounce 300ms | merge (b | map x), c | sink as t"
        guard case .subscribe(let subscription) = parseOne(source)?.kind else {
            Issue.record("not a subscription")
            return
        }
        let text = { (range: SourceRange) in source.text(in: range) }
        #expect(text(subscription.range) == source)
        #expect(text(subscription.pipeline.range) == "a | debounce 300ms | merge (b | map x), c")
        #expect(text(subscription.sink.range) == "sink as t")
        try #require(subscription.pipeline.operators.count == 2)
        let merge = subscription.pipeline.operators[1]
        #expect(text(merge.range) == "merge (b | map x), c")
        #expect(text(merge.name.range) == "merge")
        guard case .publishers(let sources)? = merge.arguments.first else {
            Issue.record("merge has no publisher list")
            return
        }
        #expect(sources.map { text($0.range) } == ["(b | map x)", "c"])
        guard case .duration(let interval)? = subscription.pipeline.operators[0].arguments.first else {
            Issue.record("debounce has no duration")
            return
        }
        #expect(text(interval.range) == "300ms")
    }
}
