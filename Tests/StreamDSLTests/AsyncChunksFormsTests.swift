@testable import StreamDSL
import Testing

/// `chunks` on an async sequence beyond `N` and `every D` (issue 20): `N or every D`,
/// `signal S`, `N or signal S`, `while EXPR` and `key EXPR`. The oracle compares the ordinary
/// runs (`aa-chunks-*`); these are the edges: bad input, failures, a cancel.
@Suite struct AsyncChunksFormsTests {
    @Test func aZeroCountIsALocatedErrorInEveryForm() {
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("s | chunks 0 or every 300ms | for await as out").contains("chunks needs at least 1 element per chunk"))
        lab.accept("stream t")
        #expect(lab.reject("s | chunks 0 or signal t | for await as out").contains("chunks needs at least 1 element per chunk"))
        #expect(lab.reject("s | chunks 2 or every 0ms | for await as out").contains("a timer interval must be greater than 0ms"))
    }

    @Test func orNeedsEveryOrSignal() {
        let lab = Playground()
        lab.accept("stream s")
        let error = lab.reject("s | chunks 2 or 300ms | for await as out")
        #expect(error.contains("every"), "\(error)")
        #expect(error.contains("signal"), "\(error)")
    }

    @Test func theSignalMustBeAnAsyncSequence() {
        let lab = Playground()
        lab.accept("stream s; subject a")
        #expect(lab.reject("s | chunks signal a | for await as out").contains("| values"))
        #expect(lab.reject("s | chunks signal { just 1 } | for await as out").contains("not braces"))
        #expect(lab.reject("s | chunks signal nothing | for await as out").contains("nothing"))
    }

    @Test func whileNeedsACondition() {
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("s | chunks while x + prev | for await as out").contains("chunks while needs a condition"))
        #expect(lab.reject("s | chunks while acc < x | for await as out").contains("acc"))
    }

    @Test func aConditionThatIsNotABoolAtRunTimeFailsTheLoop() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | chunks while x | for await as out
            yield s 1 @0ms, 2 @100ms
            run
            """)
        #expect(lab.events("out").first == "^@0")
        #expect(lab.events("out").last?.hasPrefix("#") == true, "\(lab.events("out"))")
        #expect(lab.events("out").last?.hasSuffix("@100ms") == true || lab.events("out").last?.hasSuffix("@100") == true)
    }

    @Test func aFailingSignalFailsTheLoopAndDropsTheChunk() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t throwing
            s | chunks signal t | for await as out
            yield s 1 @0ms
            fail t "boom" @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "#boom@100"])
    }

    @Test func aKeyFailureFailsTheLoop() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | chunks key 10 / x | for await as out
            yield s 1 @0ms, 0 @100ms
            run
            """)
        #expect(lab.events("out").count == 2)
        #expect(lab.events("out").last?.hasPrefix("#") == true, "\(lab.events("out"))")
    }

    @Test func cancellingTheLoopStopsTheTimerOfCountOrEvery() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | chunks 5 or every 100ms | for await as out
            yield s 1 @50ms
            cancel out @150ms
            yield s 2 @160ms
            run
            """)
        #expect(lab.events("out").prefix(2) == ["^@0", "[1]@100"])
        #expect(!lab.events("out").contains { $0.hasPrefix("[2]") })
    }
}
