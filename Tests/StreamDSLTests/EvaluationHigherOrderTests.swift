@testable import StreamDSL
import Testing

/// Inner publishers that depend on the outer value, and SEMANTICS.md's higher-order rules.
@Suite struct EvaluationHigherOrderTests {
    @Test func flatMapInnerDependsOnTheOuterValue() {
        let lab = Playground()
        lab.accept("subject a | flatMap { just x * 2 | delay 100ms } | sink as fm")
        lab.accept("send a 1 @0ms, 2 @50ms; complete a @200ms; run")
        // Each inner emits its doubled value 100ms after its outer value; the output finishes
        // when the outer (200) and every inner (100, 150) have finished.
        #expect(lab.events("fm") == ["^@0", "2@100", "4@150", "|@200"])
    }

    @Test func flatMapInnersInterleave() {
        let lab = Playground()
        lab.accept("subject b | flatMap { timer 100ms | autoconnect | prefix 2 } | sink as inner")
        lab.accept("send b 1 @0ms, 2 @50ms; run")
        // Each inner is a timer of its own, connected when the inner is subscribed. Inner 1
        // ticks at 100 and 200; inner 2, from 50, at 150 and 250: all interleaved.
        #expect(lab.events("inner") == ["^@0", "100@100", "150@150", "200@200", "250@250"])
    }

    @Test func flatMapMaxOneOnASubjectLosesValuesWhileAnInnerRuns() {
        let lab = Playground()
        lab.accept("subject a | flatMap max 1 { just x | delay 100ms } | sink as one")
        lab.accept("send a 1 @0ms, 2 @50ms, 3 @150ms; complete a @400ms; run")
        // 2 arrives while inner 1 runs (until 100): the subject has no demand and drops it.
        #expect(lab.events("one") == ["^@0", "1@100", "3@250", "|@400"])
    }

    @Test func flatMapMaxOneBehindABufferProcessesInOrder() {
        let lab = Playground()
        lab.accept("subject a | buffer | flatMap max 1 { just x | delay 100ms } | sink as queued")
        lab.accept("send a 1 @0ms, 2 @50ms, 3 @150ms; complete a @400ms; run")
        #expect(lab.events("queued") == ["^@0", "1@100", "2@200", "3@300", "|@400"])
    }

    @Test func switchToLatestCancelsThePreviousInner() {
        let lab = Playground()
        lab.accept("subject a | map { just x * 10 | delay 100ms } | switchToLatest | sink as sw")
        lab.accept("send a 1 @0ms, 2 @50ms, 3 @200ms; complete a @250ms; run")
        // 1's inner is cancelled at 50 before it emits; the output finishes with the last inner.
        #expect(lab.events("sw") == ["^@0", "20@150", "30@300", "|@300"])
    }

    @Test func catchReplacesTheFailedStreamWithOneBuiltFromTheError() {
        let lab = Playground()
        lab.accept("subject a | catch { just x } | sink as c")
        lab.accept(#"subject b | catch { sequence upper(x), len(x) } | sink as d"#)
        lab.accept(#"send a 1; fail a "boom" @100ms; fail b "oops" @200ms; run"#)
        #expect(lab.events("c") == ["^@0", "1@0", #""boom"@100"#, "|@100"])
        #expect(lab.events("d") == ["^@0", #""OOPS"@200"#, "4@200", "|@200"])
    }

    @Test func errorHandlingInsideTheInnerAffectsOnlyThatInner() {
        let lab = Playground()
        lab.accept("subject a")
        // 10 / (x - 2) divides by zero for x = 2.
        lab.accept("a | flatMap { just x | map 10 / (x - 2) | replaceError -1 } | sink as inside")
        lab.accept("a | flatMap { just x | map 10 / (x - 2) } | replaceError -1 | sink as outside")
        lab.accept("send a 1, 2, 3; complete a")
        #expect(lab.events("inside") == ["^@0", "-10@0", "-1@0", "10@0", "|@0"])
        // Downstream of flatMap, the first inner failure ends the whole pipeline.
        #expect(lab.events("outside") == ["^@0", "-10@0", "-1@0", "|@0"])
    }

    @Test func multicastFlowsOnlyWhileConnected() {
        let lab = Playground()
        lab.accept("subject a; m = a | multicast; m | sink as m1")
        lab.accept("send a 1")
        lab.accept("connect m as conn @100ms")
        lab.accept("send a 2 @200ms, 3 @400ms")
        lab.accept("cancel conn @300ms")
        lab.accept("run")
        #expect(lab.events("m1") == ["^@0", "2@200"])
    }

    @Test func multicastThroughACurrentValueSubject() {
        let lab = Playground()
        lab.accept("subject a; m = a | multicast current 0; m | sink as m1")
        lab.accept("connect m @100ms; send a 5 @200ms; at 300ms: m | sink as m2; run")
        // The subject is created once, when first needed; each subscriber first gets its value.
        #expect(lab.events("m1") == ["^@0", "0@0", "5@200"])
        #expect(lab.events("m2") == ["^@300", "5@300"])
    }

    @Test func makeConnectableWaitsForConnect() {
        let lab = Playground()
        lab.accept("subject a; k = a | makeConnectable; k | sink as k1")
        lab.accept("send a 1; connect k @100ms; send a 2 @200ms; run")
        #expect(lab.events("k1") == ["^@0", "2@200"])
    }

    @Test func aConnectionCancelledBeforeItIsMadeNeverConnects() {
        let lab = Playground()
        lab.accept("subject a; m = a | multicast; m | sink as m1")
        lab.accept("connect m as c @100ms")
        lab.accept("cancel c @50ms")
        lab.accept("send a 1 @200ms; run")
        #expect(lab.events("m1") == ["^@0"])
    }

    @Test func autoconnectConnectsOnTheFirstSubscriber() {
        let lab = Playground()
        lab.accept("subject a; q = a | multicast | autoconnect")
        lab.accept("send a 0")
        lab.accept("q | sink as q1")
        lab.accept("send a 1")
        #expect(lab.events("q1") == ["^@0", "1@0"])
    }

    @Test func shareHasNoReplayAndDoesNotRestartAFinishedUpstream() {
        let lab = Playground()
        lab.accept(#"s = cold "-1-2-3|" | share"#)
        lab.accept("s | sink as s1")
        lab.accept("at 150ms: s | sink as s2")
        lab.accept("at 700ms: s | sink as s3")
        lab.accept("run")
        #expect(lab.events("s1") == ["^@0", "1@100", "2@300", "3@500", "|@600"])
        #expect(lab.events("s2") == ["^@150", "2@300", "3@500", "|@600"])
        #expect(lab.events("s3") == ["^@700", "|@700"])
    }

    @Test func shareRestartsWhenTheLastSubscriberLeftBeforeTheEnd() {
        let lab = Playground()
        lab.accept(#"r = cold "-1-2|" | share"#)
        lab.accept("r | sink as r1")
        lab.accept("cancel r1 @150ms")
        lab.accept("at 200ms: r | sink as r2")
        lab.accept("run")
        #expect(lab.events("r1") == ["^@0", "1@100", "!@150"])
        // A new subscription to the cold source, relative to 200ms.
        #expect(lab.events("r2") == ["^@200", "1@300", "2@500", "|@600"])
    }

    @Test func namedPipelineIsBuiltOnceSoSubscribersShare() {
        let lab = Playground()
        lab.accept("subject a; q = a | map x * 10 | share")
        lab.accept("q | sink as first")
        lab.accept("send a 1")
        lab.accept("q | sink as second")
        lab.accept("send a 2")
        #expect(lab.events("first") == ["^@0", "10@0", "20@0"])
        #expect(lab.events("second") == ["^@0", "20@0"])
    }
}
