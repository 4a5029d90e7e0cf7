import Testing

/// The oracle's runs of AsyncAlgorithms 1.1.4's `mapError(_:)`, read against
/// `AsyncMapErrorSequence.Iterator.next`: the base's elements pass, its error is replaced.
@Suite struct MapErrorOracleTests {
    @Test func theFailureIsReplacedWhenItComes() throws {
        let run = try OracleRun("aa-mapError")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 failure wrapped: boom"])
    }

    /// The stream keeps its failure behind the buffered elements; the slow loop meets it at 200.
    @Test func aSlowLoopMeetsTheFailureAfterTheElements() throws {
        let run = try OracleRun("aa-mapError-slow-loop")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 failure wrapped: boom"])
    }
}
