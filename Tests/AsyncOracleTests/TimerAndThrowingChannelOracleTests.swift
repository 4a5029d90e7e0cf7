import Testing

/// Issue 20's `AsyncTimerSequence` and `AsyncThrowingChannel` on the real library (1.1.4),
/// read against its source: the timer's iterator sleeps until `(last ?? now) + interval`;
/// `ChannelStateMachine.finish(error:)` throws in the waiting consumers, or keeps the error
/// for the next `next()` when none waits.
@Suite struct TimerAndThrowingChannelOracleTests {
    @Test func theTimerTicksFromTheLoopsFirstNext() throws {
        let run = try OracleRun("aa-timer")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "300 value 300", "600 value 600", "900 value 900", "1000 finished"])
    }

    /// The body (500ms) misses the deadlines 600, 900 and 1200: each is past when the loop asks,
    /// so the tick comes at once, with the time it is; the cancel at 2000 finds the body sleeping.
    @Test func aMissedDeadlineTicksAtOnce() throws {
        let run = try OracleRun("aa-timer-slow-body")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "300 value 300", "800 value 800", "1300 value 1300", "1800 value 1800",
                                    "2000 failure CancellationError()"])
    }

    @Test func failThrowsInTheWaitingLoop() throws {
        let run = try OracleRun("channel-throwing-fail-waiting")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value 1", "200 failure boom"])
    }

    @Test func failDropsTheWaitingSendAndTheBusyLoopThrowsWhenItAsks() throws {
        let run = try OracleRun("channel-throwing-fail-busy")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 failure boom"])
        #expect(run.notes("c").filter { $0.hasSuffix("returned") } == ["0 send 1 returned", "50 send 2 returned"])
    }
}
