import Testing

/// The oracle's runs of AsyncAlgorithms 1.1.4's remaining chunking operators, read against the
/// library's source (`AsyncChunksOfCountOrSignalSequence`, `AsyncChunkedByGroupSequence`,
/// `AsyncChunkedOnProjectionSequence`): each expectation was worked out from the source first.
@Suite struct ChunkingOracleTests {
    /// `result?.count == count` returns a full chunk at once (100); the timer keeps ticking at
    /// 300, 600, 900 from the loop's start; the input's end (800) sends the rest.
    @Test func countOrEveryWhicheverComesFirst() throws {
        let run = try OracleRun("aa-chunks-count-or-every")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value [1,2,3]", "300 value [4]", "600 value [5,6]",
                                    "800 value [7]", "800 finished"])
    }

    /// t's elements are signals; the one at 300 finds nothing collected and sends nothing; t's
    /// end (350) leaves the merge running, so s's end (500) sends [4].
    @Test func aSignalSequenceCutsTheChunks() throws {
        let run = try OracleRun("aa-chunks-signal")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "150 value [1,2]", "250 value [3]", "500 value [4]", "500 finished"])
    }

    @Test func countOrSignal() throws {
        let run = try OracleRun("aa-chunks-count-or-signal")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value [1,2]", "250 value [3]", "320 value [4]",
                                    "400 value [5,6]", "500 finished"])
    }

    /// The run [1,2,3] goes out when 1 breaks it (300), and that 1 starts the next run.
    @Test func aPredicateGroupsRuns() throws {
        let run = try OracleRun("aa-chunks-while")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "300 value [1,2,3]", "500 value [1,5]", "600 value [4]", "600 finished"])
    }

    @Test func aKeyGroupsRunsAsKeyAndChunk() throws {
        let run = try OracleRun("aa-chunks-key")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "200 value [1,[1,3]]", "400 value [0,[2,4]]", "500 value [1,[5]]",
                                    "500 finished"])
    }
}
