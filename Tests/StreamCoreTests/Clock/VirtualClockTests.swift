import StreamCore
import Testing

/// The virtual clock's contract: (time, insertion) order, advance and run semantics, limits.
@Suite struct VirtualClockTests {
    /// Records which actions ran, in order, with the time each saw.
    final class Log {
        var entries: [String] = []
        func action(_ name: String, _ clock: VirtualClock) -> () -> Void {
            { [unowned self] in self.entries.append("\(name)@\(clock.now)") }
        }
    }

    @Test func sameTimeRunsInInsertionOrder() {
        let clock = VirtualClock(), log = Log()
        clock.schedule(at: 200, log.action("late", clock))
        clock.schedule(at: 100, log.action("a", clock))
        clock.schedule(at: 100, log.action("b", clock))
        clock.schedule(at: 100, log.action("c", clock))
        clock.run(until: 1000)
        #expect(log.entries == ["a@100", "b@100", "c@100", "late@200"])
    }

    /// "Immediate" scheduling during a run queues behind what is already due at now.
    @Test func immediateQueuesBehindWhatIsDue() {
        let clock = VirtualClock(), log = Log()
        clock.schedule(at: 100) {
            log.entries.append("x@\(clock.now)")
            clock.schedule(log.action("z", clock))
        }
        clock.schedule(at: 100, log.action("y", clock))
        clock.run(until: 1000)
        #expect(log.entries == ["x@100", "y@100", "z@100"])
    }

    /// A sequence reserved earlier wins a tie against actions scheduled after it was reserved.
    @Test func reservedSequenceKeepsItsPlace() {
        let clock = VirtualClock(), log = Log()
        let reserved = clock.reserveSequence()
        clock.schedule(at: 100, log.action("scheduled", clock))
        clock.scheduleTimer(at: 100, sequence: reserved, log.action("reserved", clock))
        clock.run(until: 1000)
        #expect(log.entries == ["reserved@100", "scheduled@100"])
    }

    /// The past cannot be scheduled: it is clamped to now and runs after what is due now.
    @Test func pastIsClampedToNow() {
        let clock = VirtualClock(now: 500), log = Log()
        clock.schedule(at: 500, log.action("due", clock))
        clock.schedule(at: 100, log.action("past", clock))
        #expect(clock.nextTime == 500)
        clock.run(until: 1000)
        #expect(log.entries == ["due@500", "past@500"])
    }

    /// advance(by:) runs everything due up to and including the target, including actions
    /// scheduled during the run at the current instant, then leaves now at the target.
    @Test func advanceByEndsAtTarget() {
        let clock = VirtualClock(), log = Log()
        clock.schedule(at: 100) {
            log.entries.append("first@\(clock.now)")
            clock.schedule(after: 0, log.action("same-instant", clock))
        }
        clock.schedule(at: 300, log.action("at-target", clock))
        clock.schedule(at: 301, log.action("after-target", clock))
        #expect(clock.advance(by: 300) == .idle)
        #expect(clock.now == 300)
        #expect(log.entries == ["first@100", "same-instant@100", "at-target@300"])
        #expect(clock.pendingCount == 1)
        clock.advance(by: 1)
        #expect(log.entries.last == "after-target@301")
    }

    /// advance(to:) moves now even when nothing is scheduled, and never moves it backwards.
    @Test func advanceToMovesNowForwardOnly() {
        let clock = VirtualClock()
        #expect(clock.advance(to: 250) == .idle)
        #expect(clock.now == 250)
        clock.advance(to: 100)
        #expect(clock.now == 250)
        clock.advance(by: -50)
        #expect(clock.now == 250)
    }

    /// run(until:) on an infinite timer stops at the horizon: the tick at the horizon runs,
    /// now ends there, and the outcome says more was scheduled.
    @Test func runUntilStopsInfiniteTimerAtHorizon() {
        let clock = VirtualClock()
        var ticks: [Value] = []
        TimerPublisher(clock: clock, interval: 100).autoconnect().sink { ticks.append($0) }
        #expect(clock.run(until: 350) == .reachedHorizon)
        #expect(clock.now == 350)
        #expect(ticks == [.int(100), .int(200), .int(300)])
    }

    /// When everything has run, run(until:) is idle and leaves now at the last action.
    @Test func runUntilIdleLeavesNowAtLastAction() {
        let clock = VirtualClock(), log = Log()
        clock.schedule(at: 120, log.action("only", clock))
        #expect(clock.run(until: 10_000) == .idle)
        #expect(clock.now == 120)
    }

    /// A zero-interval timer would run forever at one instant: the action budget stops it,
    /// and advance does not pretend it reached its target.
    @Test func actionLimitStopsRunaway() {
        let clock = VirtualClock()
        var ticks = 0
        TimerPublisher(clock: clock, interval: 0).autoconnect().sink { _ in ticks += 1 }
        #expect(clock.run(until: 1000, limits: RunLimits(maxActions: 50)) == .actionLimit)
        #expect(ticks == 50)
        #expect(clock.advance(to: 1000, limits: RunLimits(maxActions: 10)) == .actionLimit)
        #expect(clock.now == 0)
    }

    /// The interrupt callback (Ctrl-C) is polled every 4096 actions and stops the run.
    @Test func interruptStopsRun() {
        let clock = VirtualClock()
        var ticks = 0, polls = 0
        TimerPublisher(clock: clock, interval: 0).autoconnect().sink { _ in ticks += 1 }
        let outcome = clock.run(until: 1000, limits: RunLimits(interrupt: { polls += 1; return polls == 2 }))
        #expect(outcome == .interrupted)
        #expect(polls == 2)
        #expect(ticks == 2 * 4096)
    }

    /// A cancelled timer neither runs nor moves now.
    @Test func cancelledTimerDoesNotRunOrMoveNow() {
        let clock = VirtualClock(), log = Log()
        clock.schedule(at: 100, log.action("kept", clock))
        let timer = clock.scheduleTimer(at: 500, log.action("cancelled", clock))
        timer.cancel()
        #expect(timer.isCancelled)
        #expect(clock.run(until: 1000) == .idle)
        #expect(log.entries == ["kept@100"])
        #expect(clock.now == 100)
        #expect(clock.pendingCount == 0)
    }

    /// Huge durations saturate instead of trapping.
    @Test func hugeDurationsSaturate() {
        let clock = VirtualClock(now: 10), log = Log()
        clock.schedule(after: .max, log.action("never", clock))
        #expect(clock.nextTime == .max)
        clock.advance(by: .max)
        #expect(clock.now == .max)
        #expect(log.entries == ["never@\(Int.max)"])
    }

    /// removeAll drops every scheduled action (a session reset).
    @Test func removeAllDropsEverything() {
        let clock = VirtualClock(), log = Log()
        clock.schedule(at: 100, log.action("dropped", clock))
        clock.removeAll()
        #expect(clock.pendingCount == 0)
        #expect(clock.run(until: 1000) == .idle)
        #expect(log.entries.isEmpty)
    }
}
