import Testing

/// Issue 20's element-wise AsyncAlgorithms operators on the real library (1.1.4), read against
/// its source: `AsyncCompactedSequence`, `AsyncAdjacentPairsSequence`,
/// `AsyncExclusiveReductionsSequence` and `AsyncInterspersedSequence`'s iterator states.
@Suite struct AlgorithmElementOracleTests {
    @Test func compactedSkipsNil() throws {
        let run = try OracleRun("aa-compacted")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "200 value 3", "300 finished"])
    }

    @Test func adjacentPairsStartWithTheSecondElement() throws {
        let run = try OracleRun("aa-adjacentPairs")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value [1,2]", "200 value [2,3]", "300 finished"])
    }

    @Test func reductionsSendEveryRunningResultButNotTheInitialOne() throws {
        let run = try OracleRun("aa-reductions")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 3", "200 value 6", "300 finished"])
    }

    /// The loop asks again at 50 (after its body); the separator waits for 2 (100), and 2 is
    /// then at hand when the loop asks at 150. Nothing trails the last element.
    @Test func theSeparatorWaitsForTheNextElement() throws {
        let run = try OracleRun("aa-interspersed")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 0", "150 value 2", "250 finished"])
    }

    /// s's elements, then t's: 10, yielded at 50 into t's buffer, is taken when s ends (200).
    @Test func chainTakesTheSecondBaseWhenTheFirstEnds() throws {
        let run = try OracleRun("aa-chain")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 10", "300 value 20", "400 finished"])
    }

    @Test func dropWhileStopsAskingOnceThePredicateFails() throws {
        let run = try OracleRun("std-drop-while")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value 3", "200 value 2", "300 value 4", "400 finished"])
    }
}
