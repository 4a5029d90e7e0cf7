import MarbleTesting
import OpenCombineShim
import Testing

/// `m.clock` is a `Clock` whose sleepers `await m.run()` wakes at their virtual instants, in
/// order with the test schedulers' work.
@MainActor @Suite struct MarbleClockTests {
    @Test func aSleepWakesAtItsInstant() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let log = EventLog()
        Task {
            log.append("start \(clock.now)")
            try await Task.sleep(for: .milliseconds(300), clock: clock)
            log.append("woke \(clock.now)")
            try await clock.sleep(for: .milliseconds(250))
            log.append("woke \(clock.now)")
        }
        #expect(await m.run())
        #expect(log.entries == ["start 0ms", "woke 300ms", "woke 550ms"])
    }

    @Test func aFractionOfAMillisecondWakesAtTheNextWholeOne() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let log = EventLog()
        Task {
            try await clock.sleep(for: .microseconds(1500))
            log.append("woke \(clock.now)")
        }
        await m.run()
        #expect(log.entries == ["woke 2ms"])
    }

    /// Sleepers and scheduler actions due at one instant run in the order they were scheduled;
    /// a task a sleeper resumes runs after the instant's scheduled work, at the same instant,
    /// before the clock moves on (as a resumed task does in StreamLab's engine).
    @Test func sleepersAndSchedulerWorkShareOneOrder() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let log = EventLog()
        m.schedule(at: .milliseconds(100)) { log.append("scheduled first") }
        Task {
            try await clock.sleep(until: .init(offset: .milliseconds(100)))
            log.append("slept at \(clock.now)")
        }
        await m.advance(to: .milliseconds(50))
        m.schedule(at: .milliseconds(100)) { log.append("scheduled after the sleep") }
        m.schedule(at: .milliseconds(101)) { log.append("next instant") }
        await m.run()
        #expect(log.entries == ["scheduled first", "scheduled after the sleep", "slept at 100ms", "next instant"])
    }

    @Test func aCancelledSleepThrowsAndNeverWakes() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let log = EventLog()
        let sleeper = Task {
            do {
                try await clock.sleep(for: .seconds(1))
                log.append("woke")
            } catch {
                log.append("cancelled at \(clock.now)")
            }
        }
        m.schedule(at: .milliseconds(200)) { sleeper.cancel() }
        await m.run()
        #expect(log.entries == ["cancelled at 200ms"])
    }

    @Test func advanceStopsBetweenInstants() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let log = EventLog()
        Task {
            for _ in 0..<3 {
                try await clock.sleep(for: .milliseconds(100))
                log.append("\(clock.now)")
            }
        }
        await m.advance(to: .milliseconds(250))
        #expect(log.entries == ["100ms", "200ms"])
        #expect(clock.now == .init(offset: .milliseconds(250)))
        await m.run()
        #expect(log.entries == ["100ms", "200ms", "300ms"])
    }

    /// A loop over a publisher's `values` sees every value at its instant: the task runs
    /// before the clock moves on.
    @Test func aLoopOverValuesSeesEachValueAtItsInstant() async {
        let m = MarbleScheduler()
        let queries = m.hot("-a--b-c|")
        let shown = PassthroughSubject<String, Never>()
        Task {
            for await query in queries.replaceError(with: "").values { shown.send(query.uppercased()) }
            shown.send(completion: .finished)
        }
        m.expect(shown).toBe("-A--B-C|")
        #expect(await m.run())
    }

    /// A wake-up that resumes a chain of main-actor tasks, each awaiting the next, settles
    /// within its instant: the chain's end is logged before the clock moves on.
    @Test func aChainOfMainActorTasksSettlesWithinTheInstant() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let log = EventLog()
        Task {
            let outer = Task {
                let inner = Task {
                    try? await clock.sleep(for: .milliseconds(100))
                    return 1
                }
                return await inner.value + 1
            }
            let value = await outer.value
            log.append("\(value) at \(clock.now)")
        }
        await m.run()
        #expect(log.entries == ["2 at 100ms"])
    }
}
