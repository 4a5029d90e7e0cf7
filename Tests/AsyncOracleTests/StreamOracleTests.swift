import Testing

/// Issue 10 §1's claims about `AsyncStream` and `AsyncThrowingStream`, checked against the
/// Swift runtime. Every scenario yields 1, 2, 3, 4 in one instant into a loop with
/// `work 100ms` that is waiting, then finishes the stream at 50ms.
@Suite struct StreamOracleTests {
    /// 1 goes straight to the waiting loop; 2, 3, 4 are buffered, and survive `finish`.
    @Test func unboundedKeepsEverythingAndBufferedElementsSurviveFinish() throws {
        let run = try OracleRun("stream-unbounded")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "300 value 4", "400 finished"])
        #expect(run.notes("s").isEmpty)
    }

    @Test func bufferingNewestKeepsTheLatest() throws {
        let run = try OracleRun("stream-newest-1")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 4", "200 finished"])
        // Each yield into the full buffer pushes out the element held there.
        #expect(run.notes("s") == ["0 dropped 2", "0 dropped 3"])
    }

    @Test func bufferingOldestKeepsTheFirst() throws {
        let run = try OracleRun("stream-oldest-1")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 finished"])
        // Each yield into the full buffer is itself refused.
        #expect(run.notes("s") == ["0 dropped 3", "0 dropped 4"])
    }

    /// Waiting consumers queue first in, first out, and each element goes to one of them.
    /// A loop that took an element waits again behind the other; a same-instant pair (5, 6)
    /// goes one to each.
    @Test func twoLoopsSplitTheElements() throws {
        let run = try OracleRun("stream-two-loops")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("first") == ["0 subscribe", "0 value 1", "200 value 3", "400 value 5", "500 finished"])
        #expect(run.lane("second") == ["0 subscribe", "100 value 2", "300 value 4", "400 value 6", "500 finished"])
    }

    /// A second waiting consumer of an AsyncThrowingStream traps the process, with the
    /// message StreamLab shows after `error: trap: `.
    @Test func aThrowingStreamTrapsOnASecondConsumer() throws {
        let run = try OracleRun("throwing-stream-two-loops")
        #expect(run.signal == 4, "SIGILL, Swift's trap on x86_64 Linux: \(run.description)")
        #expect(run.errors.contains("Fatal error: attempt to await next() on more than one task"), "\(run.description)")
        // The lines before the trap survive it.
        #expect(run.lane("first") == ["0 subscribe"])
        #expect(run.lane("second") == ["0 subscribe"])
    }
}
