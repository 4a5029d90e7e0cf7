@testable import StreamDSL
import Testing

/// SEMANTICS.md's rules for completion, failure and same-instant bursts, through the language.
@Suite struct EvaluationTimingRuleTests {
    static func lane(_ stages: String, _ traffic: String) -> [String] {
        let lab = Playground()
        lab.accept("subject a; subject b")
        lab.accept("a | \(stages) | sink as out")
        lab.accept(traffic)
        lab.accept("run")
        return lab.events("out")
    }

    @Test func debounceDropsAPendingValueWhenTheUpstreamFinishes() {
        #expect(Self.lane("debounce 300ms", "send a 1; complete a @100ms") == ["^@0", "|@100"])
        #expect(Self.lane("debounce 300ms", #"send a 1; fail a "x" @100ms"#) == ["^@0", "#x@100"])
    }

    @Test func throttleCompletionFollowsThePendingValue() {
        #expect(Self.lane("throttle 300ms latest", "send a 1 @0ms, 2 @100ms; complete a @150ms") == ["^@0", "1@0", "2@300", "|@300"])
        #expect(Self.lane("throttle 300ms first", "send a 1 @0ms, 2 @100ms, 3 @120ms; complete a @150ms")
                == ["^@0", "1@0", "2@300", "|@300"])
    }

    @Test func throttleSchedulesTheFirstValueOfABurst() {
        // The window's first value is scheduled, so the whole same-instant burst is in it.
        #expect(Self.lane("throttle 300ms latest", "send a 1, 2, 3") == ["^@0", "3@0"])
        #expect(Self.lane("throttle 300ms first", "send a 1, 2, 3") == ["^@0", "1@0"])
    }

    @Test func timeoutCountsFromSubscriptionToo() {
        #expect(Self.lane("timeout 100ms", "send a 1 @150ms") == ["^@0", "|@100"])
    }

    @Test(arguments: ["merge b", "combineLatest b", "zip b"])
    func aFailureEndsACombinedStreamAtOnce(stages: String) {
        let events = Self.lane(stages, #"send a 1; send b 2 @50ms; fail b "x" @100ms; send a 3 @200ms"#)
        #expect(events.last == "#x@100")
        #expect(!events.contains { $0.hasSuffix("@200") })
    }

    @Test func combineLatestFinishesWhenAllHave() {
        #expect(Self.lane("combineLatest b", "send a 1; send b 2; complete a @100ms; send b 3 @200ms; complete b @300ms")
                == ["^@0", "(1, 2)@0", "(1, 3)@200", "|@300"])
    }

    @Test func aSubscriberAfterCompletionGetsOnlyTheCompletion() {
        let lab = Playground()
        lab.accept("subject a; complete a @100ms; at 200ms: a | sink as late; run")
        #expect(lab.events("late") == ["^@200", "|@200"])
    }
}
