import Testing

/// The oracle's runs of AsyncAlgorithms 1.1.4's `buffer(policy:)`, read against the library's
/// source (`UnboundedBufferStateMachine`, `BoundedBufferStateMachine`): each expectation was
/// worked out from the source first. The loop's body takes 100ms; 2…5 arrive at 10…40ms.
@Suite struct BufferOracleTests {
    @Test func unboundedKeepsEverything() throws {
        let run = try OracleRun("aa-buffer-unbounded")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "300 value 4", "400 value 5",
                                    "500 finished"])
    }

    @Test func newestDropsTheOldestBuffered() throws {
        let run = try OracleRun("aa-buffer-newest")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 4", "200 value 5", "300 finished"])
    }

    @Test func oldestRefusesTheNewElement() throws {
        let run = try OracleRun("aa-buffer-oldest")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "300 finished"])
    }

    /// The task holds 2 and stops pulling; the base (newest 1) drops 3 for 4 and 4 for 5.
    @Test func boundedStopsPullingTheBase() throws {
        let run = try OracleRun("aa-buffer-bounded")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 5", "300 finished"])
        #expect(run.notes("s") == ["30 dropped 3", "40 dropped 4"])
    }

    @Test func unboundedTakesEachElementAsItComes() throws {
        let run = try OracleRun("aa-buffer-unbounded-keeps")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out").count == 7)
        #expect(run.notes("s").isEmpty)
    }
}
