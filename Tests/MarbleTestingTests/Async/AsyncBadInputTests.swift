import MarbleTesting
import OpenCombineShim
import Testing

/// Each misuse of the async API fails the test with a message saying what to do, and none hangs.
@MainActor @Suite struct AsyncBadInputTests {
    @Test func runningTwice() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.coldSequence("-a|")).toBe("-a|")
            #expect(await m.run())
            #expect(await m.run() == false)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("await m.run(): this MarbleScheduler has already run") == true)
    }

    @Test func aSynchronousRunAfterTheAsyncOne() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-a|")).toBe("-a|")
            await m.run()
            #expect(runSynchronously(m) == false)
        }
        #expect(issues == ["run(): this MarbleScheduler already ran with await m.run(); run it one way, once"])
    }

    @Test func theAsyncRunAfterASynchronousOne() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-a|")).toBe("-a|")
            #expect(runSynchronously(m))
            #expect(await m.run() == false)
        }
        #expect(issues == ["await m.run(): this MarbleScheduler already ran with the synchronous run(); run it one way, once"])
    }

    @Test func aSynchronousRunOfAsyncCode() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            _ = m.clock
            #expect(runSynchronously(m) == false)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("write await m.run() in an async test") == true)
    }

    @Test func anExpectationMadeAfterTheRun() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            await m.run()
            m.expect(m.coldSequence("-a|")).toBe("-a|")
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("expect(sequence): this MarbleScheduler has already run") == true)
    }

    @Test func aNegativeSleep() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            let clock = m.clock
            let log = EventLog()
            m.schedule(at: .milliseconds(200)) {
                Task {
                    try await Task.sleep(for: .milliseconds(-50), clock: clock)
                    log.append("returned at \(clock.now)")
                }
            }
            #expect(await m.run() == false)
            #expect(log.entries == ["returned at 200ms"])
        }
        #expect(issues.count == 1)
        #expect(issues == ["m.clock: a sleep for a negative duration, at 200ms until 150ms: the sleep returned at once; "
            + "a duration to wait is never negative"])
    }

    /// An `AsyncStream` has one consumer: expecting one the code under test iterates fails
    /// (rather than trapping the second consumer).
    @Test func aStreamIteratedElsewhereAndExpected() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            let log = EventLog()
            Task { for await value in stream { log.append("\(value)") } }
            m.expect(stream).toBe("-1|")
            m.schedule(at: .milliseconds(100)) { continuation.yield(1); continuation.finish() }
            #expect(await m.run() == false)
            #expect(log.entries == ["1"])
        }
        #expect(issues.contains { $0.hasPrefix("expect(sequence): this AsyncStream<Int> is already being iterated by another task") })
    }

    /// A loop that never waits keeps the clock from moving: the run stops and says so. (A loop
    /// of the global executor: the runtime does not show MarbleTesting main-actor jobs.)
    @Test func aTaskThatNeverWaits() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            _ = m.clock
            // Low, so that async tests running meanwhile (which wait for it too) are not held up long.
            m.settleLimit = 100
            let spinner = Task.detached { while !Task.isCancelled { await Task.yield() } }
            #expect(await m.run() == false)
            spinner.cancel()
        }
        #expect(issues.contains { $0.hasPrefix("await m.run(): the test's tasks were still running at 0ms") })
    }
}

/// The synchronous `run()`, which an async function cannot name directly (Swift prefers the
/// async overload there).
private func runSynchronously(_ m: MarbleScheduler) -> Bool {
    m.run()
}
