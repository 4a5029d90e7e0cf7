import Testing

/// Issue 20: a cancelled `for await` loop ends as the real loop does. The oracle's lanes, read
/// against the libraries' source: an `AsyncStream`'s and OpenCombine's `values` iterators
/// return `nil` when their task is cancelled in `next()`; a body cancelled in its sleep throws.
@Suite struct LoopCancelOracleTests {
    @Test func aLoopWaitingInNextEndsNormally() throws {
        let run = try OracleRun("loop-cancel-waiting")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 finished"])
    }

    @Test func aLoopInItsBodyEndsWithCancellationError() throws {
        let run = try OracleRun("loop-cancel-in-body")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 failure CancellationError()"])
    }

    @Test func aLoopOverValuesEndsNormally() throws {
        let run = try OracleRun("loop-cancel-values")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 finished"])
    }
}
