import Testing

/// Issue 20: the standard library's one-value `AsyncSequence` methods on the real runtime,
/// read against their source (`_Concurrency/AsyncSequence.swift`: `reduce` and `min(by:)` pull
/// until `nil`; `contains(where:)` and `first(where:)` `return` from inside `for try await`,
/// which drops the iterator; `allSatisfy` is `!contains { !predicate($0) }`).
@Suite struct AwaitedValueOracleTests {
    @Test func reduceAndMinReturnWhenTheStreamEnds() throws {
        for (name, value) in [("std-min", "1"), ("std-reduce", "6"), ("std-max-by", "25")] {
            let run = try OracleRun(name)
            #expect(run.status == 0, "\(run.description)")
            #expect(run.lane("out") == ["0 subscribe", "300 value \(value)", "300 finished"], "\(name)")
        }
    }

    @Test func aThrowingUpstreamMakesTheCallThrow() throws {
        let run = try OracleRun("std-reduce-throwing")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "200 failure boom"])
    }

    /// `contains` returns at 3 (100) without cancelling the stream: 5, yielded at 200 with no
    /// one waiting, is still buffered for a loop started at 250, which then sees the end.
    @Test func containsReturnsEarlyAndLeavesTheStreamOpen() throws {
        let run = try OracleRun("std-contains-early")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value true", "100 finished"])
        #expect(run.lane("rest") == ["250 subscribe", "250 value 5", "300 finished"])
    }

    @Test func firstAndAllSatisfyReturnAtTheDecidingElement() throws {
        let first = try OracleRun("std-first-where-values")
        #expect(first.lane("out") == ["0 subscribe", "100 value 2", "100 finished"])
        let none = try OracleRun("std-first-where-none")
        #expect(none.lane("out") == ["0 subscribe", "200 value null", "200 finished"])
        let all = try OracleRun("std-allSatisfy")
        #expect(all.lane("out") == ["0 subscribe", "200 value false", "200 finished"])
    }

    /// The task's cancellation ends the stream's pending `next()` with nil: reduce returns
    /// the sum so far (1 + 2) at 150 and does not throw.
    @Test func aCancelledTaskGetsThePartialResult() throws {
        let run = try OracleRun("std-reduce-cancelled")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "150 value 3", "150 finished"])
    }
}

/// Issue 20: AsyncAlgorithms' `AsyncSyncSequence` (`.async`): `next()` returns the next
/// element of the base iterator without suspending, then `nil`.
@Suite struct AsyncSyncSequenceOracleTests {
    @Test func eachElementIsAtHandWhenTheLoopAsks() throws {
        let run = try OracleRun("aa-async")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "300 finished"])
        let mapped = try OracleRun("aa-async-range-map")
        #expect(mapped.lane("out") == ["0 subscribe", "0 value 10", "0 value 20", "0 value 30", "0 finished"])
    }
}
