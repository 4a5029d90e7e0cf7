@testable import StreamDSL
import Testing

/// `promise V` / `promise fail V` in a `future { }` body (issue 20: "a Future whose promise is
/// called twice"): the body calls the promise itself, as `Future { promise in … }` written by
/// hand does; the first call resolves the future and a later one is ignored, not an error
/// (OpenCombine's `Future.promise`; PromiseFutureDifferentialTests compares the engine's
/// Future with it). With `promise` steps the task's end does not fulfil the promise.
@Suite struct FuturePromiseStepTests {
    @Test func theSecondCallIsIgnored() {
        let lab = Playground()
        lab.accept("future as t { promise 1; sleep 100ms; promise 2; return 3 } | sink as out; run")
        #expect(lab.events("out") == ["^@0", "1@0", "|@0"])
        #expect(lab.events("t") == ["start@0", "return 3@100"])
    }

    /// Callback style: the task ends at once, the callbacks call the promise later.
    @Test func callbacksCallThePromiseAndOnlyTheFirstCounts() {
        let lab = Playground()
        lab.accept("f = future { callback after 100ms { promise 1 }; callback after 200ms { promise 2 } }")
        lab.accept("f | sink as out; at 300ms: f | sink as late; run")
        #expect(lab.events("future") == ["start@0", "|@0"])
        #expect(lab.events("out") == ["^@0", "1@100", "|@100"])
        #expect(lab.events("late") == ["^@300", "1@300", "|@300"])
    }

    @Test func aFailureFirstWins() {
        let lab = Playground()
        lab.accept(#"future { callback after 100ms { promise fail "boom" }; callback after 200ms { promise 2 } } | sink as out; run"#)
        #expect(lab.events("out") == ["^@0", "#boom@100"])
    }

    @Test func aTaskMadeInTheBodyCallsItToo() {
        let lab = Playground()
        lab.accept("future { task worker { sleep 100ms; promise 7 } } | sink as out; run")
        #expect(lab.events("out") == ["^@0", "7@100", "|@100"])
    }

    /// A promise never called leaves its subscribers waiting: no value, no end.
    @Test func aPromiseNeverCalledNeverResolves() {
        let lab = Playground()
        lab.accept("future { if false { promise 1 } } | sink as out; run")
        #expect(lab.events("out") == ["^@0"])
    }

    @Test func outsideAFutureBodyItIsALocatedError() {
        let lab = Playground()
        lab.accept("subject a")
        let lanes = lab.laneNames
        let inTask = lab.reject("task t { promise 1 }")
        #expect(errorHeadlines(inTask) == ["error: promise calls a future's promise: it is a step of a future { } body"])
        #expect(diagnosticLocations(inTask) == ["1:10"])
        let inSink = lab.reject("a | sink as s { promise x }")
        #expect(errorHeadlines(inSink) == ["error: promise calls a future's promise: it is a step of a future { } body"])
        #expect(lab.laneNames == lanes)
    }
}
