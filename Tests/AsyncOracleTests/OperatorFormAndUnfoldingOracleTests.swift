import Testing

/// Issue 20 on the real libraries, read against their sources: AsyncAlgorithms 1.1.4's
/// `AsyncInclusiveReductionsSequence` and `AsyncInterspersedSequence` (`every:`), and Swift
/// 6.3's `AsyncStream(unfolding:)` (its `next()` awaits the closure; a `nil` drops it).
@Suite struct OperatorFormAndUnfoldingOracleTests {
    /// The iterator keeps no initial result: the first element is returned as it is.
    @Test func reductionsWithoutAnInitialResultStartWithTheFirstElement() throws {
        let run = try OracleRun("aa-reductions-inclusive")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 3", "200 value 6", "300 finished"])
    }

    /// States `.element(1)` after 1, `.separator` after 2: asking at 100, the iterator pulls 3
    /// (200) and returns the separator, then 3 at hand.
    @Test func theSeparatorComesAfterEverySecondElement() throws {
        let run = try OracleRun("aa-interspersed-every")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 0", "200 value 3",
                                    "300 value 4", "400 value 0", "400 value 5", "500 finished"])
    }

    @Test func aClosureThatTakesNoTimeGivesEveryElementAtOnce() throws {
        let run = try OracleRun("std-unfolding")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "0 value 2", "0 value 3", "0 finished"])
    }

    /// The closure (100ms) starts when the loop asks: at 0, then after each 300ms body (400,
    /// 800). `prefix(3)` ends the loop when it asks after its third body (1200).
    @Test func aSlowConsumerSlowsThePullBasedSource() throws {
        let run = try OracleRun("std-unfolding-slow-consumer")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value 1", "500 value 2", "900 value 3", "1200 finished"])
    }

    /// Cancelled at 250 while the closure sleeps (since 200): the sleep throws, the closure
    /// returns nil, and the loop ends normally.
    @Test func cancellingTheLoopEndsTheStream() throws {
        let run = try OracleRun("std-unfolding-cancel")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value 1", "200 value 2", "250 finished"])
    }
}
