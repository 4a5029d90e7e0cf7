@testable import StreamDSL
import Testing

/// Issue 20: `flatMap { P }` and `flatMapLatest { P }` of async sequences. The oracle's
/// scenarios (std-flatMap…, aa-flatMapLatest-…) pin the timing against the real libraries;
/// these tests pin what the oracle cannot reach: where `x` is bound, inner sequences of other
/// kinds, the limits, and bad input.
@Suite struct AsyncFlatMapTests {
    func run(_ stage: String, _ input: String, work: String = "",
             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        Playground.asyncLoop(stage, input, work: work, sourceLocation: sourceLocation)
    }

    @Test func xIsTheOuterElementAtTheSourceAndTheInnerOneAfter() {
        #expect(run("flatMap { sequence x, x + 1 | async | map x * 10 }", "yield s 1 @0ms, 5 @100ms; finish s @200ms")
            == ["^@0", "10@0", "20@0", "50@100", "60@100", "|@200"])
    }

    @Test func aPublisherInnerSequenceThroughValues() {
        // Each inner `values` subscribes to a new `just x | delay 100ms`: flatMapLatest cancels
        // the first when 2 arrives at 50ms, so 1 never comes out.
        #expect(run("flatMapLatest { just x | delay 100ms | values }", "yield s 1 @0ms, 2 @50ms; finish s @300ms")
            == ["^@0", "2@150", "|@300"])
        // The standard library's flatMap reads 2 only once 1's inner sequence has ended.
        #expect(run("flatMap { just x | delay 100ms | values }", "yield s 1 @0ms, 2 @50ms; finish s @300ms")
            == ["^@0", "1@100", "2@200", "|@300"])
    }

    @Test func anInnerFailureEndsTheSequence() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t throwing
            s | flatMap { t } | for await as out
            yield s 1
            yield t 7 @50ms
            fail t "boom" @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "7@50", "#boom@100"])
    }

    @Test func anInnerSequenceThatCannotBeBuiltFailsTheOuterOne() {
        let events = run("flatMap { sequence x * 2 | async }", #"yield s 1, "a"; finish s @100ms"#)
        #expect(events.count == 3 && events[1] == "2@0" && events[2].hasPrefix("#"), "\(events)")
    }

    @Test func manyEmptyInnerSequencesDoNotExhaustTheStack() {
        // 200,000 inner sequences, every one empty and answered at once.
        let lab = Playground()
        lab.accept("range 1...200000 | async | flatMap { sequence x | async | filter x < 0 } | for await as out")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "|@0"])
        lab.accept("range 1...200000 | async | flatMapLatest { sequence x | async } | for await as last")
        lab.accept("run")
        #expect(lab.events("last") == ["^@0", "200000@0", "|@0"])
    }

    @Test func badInputIsALocatedErrorThatChangesNothing() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            subject a
            """)
        let lanes = lab.laneNames
        let publisher = lab.reject("s | flatMapLatest { just x } | for await as out")
        #expect(publisher.contains("the braces of flatMapLatest make an async sequence per element") && publisher.contains("| values"))
        #expect(lab.reject("s | flatMap max 1 { sequence x | async } | for await as out").contains("maxPublishers"))
        #expect(lab.reject("s | flatMapLatest | for await as out").contains("-->"))
        #expect(lab.reject("s | flatMapLatest { nope | values } | for await as out").contains("nope"))
        // Only the source sees the outer element: a stage's place expression does not.
        #expect(lab.reject("s | flatMap { sequence 1 | async | interspersed x } | for await as out").contains("-->"))
        #expect(lab.reject("a | flatMapLatest { just x } | sink").contains("on a publisher use map { P } | switchToLatest"))
        #expect(lab.laneNames == lanes)
    }
}
