import Testing

/// The oracle's run of `removeDuplicates(by:)` with a throwing predicate, read against
/// `AsyncThrowingRemoveDuplicatesSequence.Iterator.next`: the first element is not compared,
/// a duplicate is skipped, and the predicate's error leaves the loop.
@Suite struct ThrowingRemoveDuplicatesOracleTests {
    @Test func thePredicatesErrorFailsTheSequence() throws {
        let run = try OracleRun("aa-removeDuplicates-throwing")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "200 value 2", "300 failure bad"])
    }
}
