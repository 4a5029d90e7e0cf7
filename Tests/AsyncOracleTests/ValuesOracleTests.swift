import Testing

/// Issue 10 §1's claims about `PIPELINE | values` and `for await`, checked against OpenCombine's
/// `Publisher.values` (its iterator requests `.max(1)` on each `next()`).
@Suite struct ValuesOracleTests {
    @Test func aSameInstantBurstDeliversOnlyTheFirstValue() throws {
        let run = try OracleRun("values-burst")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 finished"])
    }

    @Test func bufferBeforeValuesKeepsTheBurst() throws {
        let run = try OracleRun("values-buffer-burst")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "0 value 2", "0 value 3", "100 finished"])
    }

    /// `values` subscribes when the loop makes its iterator, not when the pipeline is written:
    /// 1, sent before the loop started, is not seen.
    @Test func valuesSubscribesWhenItsLoopStarts() throws {
        let run = try OracleRun("values-subscribes-at-loop-start")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["100 subscribe", "200 value 2", "300 finished"])
    }

    /// `work 150ms`: 2 arrives while the body runs (no `next()` waits) and is lost; the loop
    /// ends when its body is done, after the subject finished.
    @Test func aSlowBodyDropsWhatIsSentMeanwhile() throws {
        let run = try OracleRun("values-work")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "200 value 3", "400 value 4", "550 finished"])
    }

    @Test func bufferKeepsWhatASlowBodyWouldDrop() throws {
        let run = try OracleRun("values-buffer-work")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "150 value 2", "300 value 3", "450 value 4", "600 finished"])
    }
}
