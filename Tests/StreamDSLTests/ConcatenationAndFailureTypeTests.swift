@testable import StreamDSL
import Testing

/// Issue 20's first Combine step in the language: `append P` / `prepend P` of a publisher,
/// `mergeMany`, `setFailureType` and `assertNoFailure`.
@Suite struct ConcatenationAndFailureTypeTests {
    @Test func aNameBoundToAPublisherIsAppendedAsAPublisher() {
        let lab = Playground()
        lab.accept("subject a; subject b")
        lab.accept("a | append b | sink as out")
        lab.accept("send b 9 @50ms; send a 1 @100ms; complete a @200ms; send b 2 @300ms; complete b @400ms")
        lab.accept("run")
        // b's 9 came before a finished: append subscribes to b only then.
        #expect(lab.events("out") == ["^@0", "1@100", "2@300", "|@400"])
    }

    @Test func aParenthesisedPipelineIsPrependedAsAPublisher() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | prepend (sequence 7, 8 | delay 100ms) | sink as out")
        lab.accept("send a 1 @50ms, 2 @150ms; complete a @200ms")
        lab.accept("run")
        // a is subscribed when the prefix finishes at 100: its 1 at 50 is missed.
        #expect(lab.events("out") == ["^@0", "7@100", "8@100", "2@150", "|@200"])
    }

    @Test func valuesStayValues() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | prepend (1 + 2), 4 | flatMap { just x | append x * 10 } | sink as out")
        lab.accept("complete a")
        #expect(lab.events("out") == ["^@0", "3@0", "30@0", "4@0", "40@0", "|@0"])
    }

    @Test func mergeManyMergesAnyNumberOfPublishers() {
        let lab = Playground()
        lab.accept("subject a; subject b")
        lab.accept("a | mergeMany b, (just 1), (just 2), (just 3), (just 4), (just 5), (just 6), (just 7) | sink as out")
        lab.accept("send a 10 @100ms; send b 20 @200ms; complete a @300ms; complete b @400ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@0", "2@0", "3@0", "4@0", "5@0", "6@0", "7@0", "10@100", "20@200", "|@400"])
    }

    @Test func mergeTakesMoreThanSevenOthersToo() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | merge (just 1), (just 2), (just 3), (just 4), (just 5), (just 6), (just 7), (just 8) | sink as out")
        #expect(lab.events("out").count == 9)
    }

    @Test func mergeManyWithoutSourcesIsALocatedError() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | mergeMany | sink")
        #expect(errorHeadlines(errors).count == 1)
        #expect(diagnosticLocations(errors) == ["1:15"])
        #expect(lab.laneNames == ["a"])
    }

    @Test func setFailureTypePassesEverything() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | setFailureType | sink as out")
        lab.accept(#"send a 1 @100ms; fail a "boom" @200ms"#)
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@100", "#boom@200"])
    }

    @Test func assertNoFailureStopsTheProgramOnAFailure() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept(#"a | assertNoFailure "feed" | sink as out"#)
        lab.accept(#"send a 1 @100ms; fail a "boom" @200ms; send a 2 @300ms"#)
        let errors = lab.reject("run")
        #expect(errorHeadlines(errors) == ["error: trap: feed: boom"])
        #expect(lab.events("out") == ["^@0", "1@100"])
        #expect(errorHeadlines(lab.reject("send a 3")) == ["error: the program has stopped: a trap ended it"])
    }

    @Test func assertNoFailureLetsFinishedThrough() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | assertNoFailure | sink as out")
        lab.accept("send a 1; complete a")
        #expect(lab.events("out") == ["^@0", "1@0", "|@0"])
    }
}

/// `buffer N prefetch keepFull|byRequest whenFull dropOldest|dropNewest|fail`.
@Suite struct BufferPolicyTests {
    @Test func dropOldestKeepsTheNewest() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | buffer 2 prefetch byRequest whenFull dropOldest | sink demand 0 as out")
        lab.accept("send a 1 @0ms, 2 @100ms, 3 @200ms, 4 @300ms; complete a @400ms")
        lab.accept("request out 5 @500ms")
        lab.accept("run")
        // 1 and 2 were pushed out by 3 and 4; the finish waits for demand, then follows them.
        #expect(lab.events("out") == ["^@0", "3@500", "4@500", "|@500"])
    }

    @Test func failWhenFullFailsOnTheNextRequest() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept(#"a | buffer 1 whenFull fail "too many" | sink demand 0 as out"#)
        lab.accept("send a 1 @0ms, 2 @100ms")
        lab.accept("request out 1 @300ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@300", "#too many@300"])
    }

    @Test func keepFullAsksForTheSizeOnly() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | buffer 1 prefetch keepFull | sink demand 0 as out")
        lab.accept("send a 1 @0ms, 2 @100ms; request out 2 @200ms; send a 3 @300ms, 4 @400ms")
        lab.accept("run")
        // The subject had demand for 1 only: 2 was dropped by the subject; 1 at 200 asked for one more.
        #expect(lab.events("out") == ["^@0", "1@200", "3@300"])
    }

    @Test(arguments: [
        ("a | buffer 0 prefetch keepFull | sink", "error: buffer needs room for at least 1 value"),
        ("a | buffer 2 prefetch soon | sink", nil),
        ("a | buffer 2 whenFull explode | sink", nil),
    ] as [(String, String?)])
    func badPoliciesAreLocatedErrors(input: String, headline: String?) {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject(input)
        #expect(errorHeadlines(errors).count == 1)
        if let headline { #expect(errorHeadlines(errors) == [headline]) }
        #expect(lab.laneNames == ["a"])
    }
}
