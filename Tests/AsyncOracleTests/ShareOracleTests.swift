import Testing

/// The oracle's runs of AsyncAlgorithms 1.1.4's `share(bufferingPolicy:)`, read against the
/// library's source (`AsyncShareSequence.Iteration`: `iterate`, `emit`, `State.enqueue`,
/// `trimBuffer`): each expectation was worked out from the source first. `fast` always waits,
/// `slow`'s body takes 300ms; 1…6 arrive every 50ms from 0, the stream finishes at 300.
@Suite struct ShareOracleTests {
    private static let fastTakesEverything = ["0 subscribe", "0 value 1", "50 value 2", "100 value 3", "150 value 4",
                                              "200 value 5", "250 value 6", "300 finished"]

    /// The base is pulled whenever fast waits; every element waits in the buffer for slow.
    @Test func unboundedKeepsEverythingForTheSlowLoop() throws {
        let run = try OracleRun("aa-share-unbounded")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("fast") == Self.fastTakesEverything)
        #expect(run.lane("slow") == ["0 subscribe", "0 value 1", "300 value 2", "600 value 3", "900 value 4",
                                     "1200 value 5", "1500 value 6", "1800 finished"])
    }

    /// [2, 3] is full at 100; 4 drops 2 and is appended, but fast's position (2, past 3) is
    /// not moved, so fast is handed nothing more; slow (position 0) takes the newest two.
    @Test func newestDropsWithoutMovingPositions() throws {
        let run = try OracleRun("aa-share-newest")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("fast") == ["0 subscribe", "0 value 1", "50 value 2", "100 value 3", "300 finished"])
        #expect(run.lane("slow") == ["0 subscribe", "0 value 1", "300 value 5", "600 value 6", "900 finished"])
    }

    /// [2, 3] is full at 100; 4, 5 and 6 are ignored, even though fast waits for them.
    @Test func oldestIgnoresNewElementsEvenForAWaitingLoop() throws {
        let run = try OracleRun("aa-share-oldest")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("fast") == ["0 subscribe", "0 value 1", "50 value 2", "100 value 3", "300 finished"])
        #expect(run.lane("slow") == ["0 subscribe", "0 value 1", "300 value 2", "600 value 3", "900 finished"])
    }

    /// Two elements may wait for slow; then the base (which keeps 4…6) waits until slow takes one.
    @Test func boundedHoldsTheBaseBackAtTheLimit() throws {
        let run = try OracleRun("aa-share-bounded")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("fast") == ["0 subscribe", "0 value 1", "50 value 2", "100 value 3", "300 value 4",
                                     "600 value 5", "900 value 6", "1200 finished"])
        #expect(run.lane("slow") == ["0 subscribe", "0 value 1", "300 value 2", "600 value 3", "900 value 4",
                                     "1200 value 5", "1500 value 6", "1800 finished"])
    }
}
