@testable import StreamDSL
import Testing

/// Inputs that used to hang, exhaust memory or crash; each now fails cleanly.
@Suite struct EvaluationLimitTests {
    @Test func aHugeRangeIsRejectedNotEmitted() {
        let lab = Playground()
        let errors = lab.reject("range -9223372036854775807...5 | sink")
        // One run may execute at most `maxActions` (5,000,000) actions or emit as many values.
        #expect(errorHeadlines(errors) == ["error: range -9223372036854775807...5 has too many values: at most 5000000 are allowed"])
        lab.reject("range 0..<5000001 | sink")
        lab.accept("range 1...10000 | last | sink as most")
        #expect(lab.events("most") == ["^@0", "10000@0", "|@0"])
    }

    @Test func aHugeRangeBuiltFromAValueFailsThatStream() {
        let lab = Playground()
        lab.accept("subject a | flatMap { range 0...x } | reduce 0, acc + 1 | sink as counted")
        lab.accept("send a 3, 10000000")
        #expect(lab.events("counted") == ["^@0", "#range 0...10000000 has too many values: at most 5000000 are allowed@0"])
    }

    @Test func nestedRangesStopAtTheRunsBudget() {
        // 3,000 × 3,000 = 9,000,000 values in one action: each range is allowed, but together
        // they exceed what one run may emit, so the stream fails instead of running on.
        let lab = Playground()
        lab.accept("range 1...3000 | flatMap { range 1...3000 } | reduce 0, acc + 1 | sink as counted")
        #expect(lab.events("counted") == ["^@0", "#stopped: more values than one run may emit (a runaway source?)@0"])
    }

    @Test func retryIsBounded() {
        let lab = Playground()
        let errors = lab.reject(#"fail "x" | retry 9223372036854775807 | sink"#)
        #expect(errorHeadlines(errors) == ["error: retry takes at most 10000 attempts"])
        #expect(diagnosticLocations(errors) == ["1:18"])
        // At the limit, a source that fails as it is subscribed is retried 10,000 times at once.
        lab.accept(#"fail "x" | retry 10000 | sink as r"#)
        #expect(lab.events("r") == ["^@0", "#x@0"])
    }

    @Test func aStringDoublingEveryTickFailsAtTheSizeLimit() {
        let lab = Playground(horizon: 1000)
        lab.accept(#"timer 1ms | autoconnect | scan "x", acc + acc | map len(x) | sink as doubling"#)
        lab.accept("run")
        let events = lab.events("doubling")
        // Tick n holds 2^n characters: 2^16 = 65,536 fits, 2^17 = 131,072 does not.
        #expect(events.count == 18)
        #expect(events.dropLast().last == "65536@16")
        #expect(events.last == "#a value may hold at most 100000 characters or elements@17")
    }

    @Test func anArrayNestingDeeperEveryTickFailsAtTheDepthLimit() {
        let lab = Playground(horizon: 1000)
        lab.accept("timer 1ms | autoconnect | scan [], [acc] | map len(x) | sink as nesting")
        lab.accept("run")
        // Tick n holds n + 1 arrays inside each other; the 101st is one too many.
        #expect(lab.events("nesting").last == "#values may nest at most 100 tuples or arrays deep@100")
        #expect(lab.events("nesting").count == 101)
    }

    @Test func arraysConcatenatedPastTheLimitFail() {
        let lab = Playground(horizon: 1000)
        lab.accept("timer 1ms | autoconnect | scan [0], acc + acc | map len(x) | sink as growing")
        lab.accept("run")
        #expect(lab.events("growing").last == "#a value may hold at most 100000 characters or elements@17")
    }

    @Test func aCompletedSubjectsLaneShowsNothingAfterItsCompletion() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept(#"complete a; send a 1; complete a; fail a "late""#)
        #expect(lab.events("a") == ["|@0"])
        #expect(lab.events("s") == ["^@0", "|@0"])
        lab.accept(#"current c = 1; fail c "boom" @10ms; send c 2 @20ms; run"#)
        #expect(lab.events("c") == ["1@0", "#boom@10"])
    }
}
