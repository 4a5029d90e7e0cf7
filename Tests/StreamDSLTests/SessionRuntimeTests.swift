import StreamCore
import StreamLanguage
@testable import StreamDSL
import Testing

/// The runtime alone, built from a recording and settings, without a `Session`: running the
/// clock, its limits and notes, scheduling, and the trap.
@Suite struct SessionRuntimeTests {
    static func runtime(horizon: Int = 1_000, maxActions: Int = 5_000_000) -> SessionRuntime {
        var settings = SessionSettings()
        settings.horizon = horizon
        settings.maxActions = maxActions
        let runtime = SessionRuntime(recording: SessionRecording())
        runtime.settings = { settings }
        return runtime
    }

    /// Schedules `action` every `period` ms on `clock`, for ever (an infinite source).
    static func repeating(every period: VirtualTime, on clock: VirtualClock, _ action: @escaping () -> Void) {
        func tick() {
            action()
            clock.schedule(after: period, tick)
        }
        clock.schedule(after: period, tick)
    }

    @Test func advanceRunsWhatIsDueAndMovesTheClock() {
        let runtime = Self.runtime()
        var ran: [VirtualTime] = []
        runtime.clock.schedule(at: 100) { ran.append(runtime.clock.now) }
        runtime.clock.schedule(at: 300) { ran.append(runtime.clock.now) }
        runtime.advance(to: 200)
        #expect(ran == [100])
        #expect(runtime.clock.now == 200)
        #expect(runtime.clock.pendingCount == 1)
        #expect(runtime.recording.takeOutput().isEmpty)
    }

    @Test func runStopsAnInfiniteSourceAtTheHorizonWithANote() {
        let runtime = Self.runtime(horizon: 1_000)
        var ticks = 0
        Self.repeating(every: 100, on: runtime.clock) { ticks += 1 }
        runtime.run(until: nil)
        #expect(ticks == 10)
        #expect(runtime.clock.now == 1_000)
        #expect(runtime.recording.takeOutput() == [RuntimeNotes.stoppedAtHorizon(1_000, pending: 1)])
    }

    @Test func runUntilATimeStopsThereQuietly() {
        let runtime = Self.runtime(horizon: 1_000)
        var ticks = 0
        Self.repeating(every: 100, on: runtime.clock) { ticks += 1 }
        runtime.run(until: 450)
        #expect(ticks == 4)
        #expect(runtime.clock.now == 450)
        #expect(runtime.recording.takeOutput().isEmpty)
    }

    @Test func theActionLimitStopsARunawayAndTellsTheHook() {
        let runtime = Self.runtime(maxActions: 50)
        var limitReached = 0
        runtime.actionLimitReached = { limitReached += 1 }
        Self.repeating(every: 0, on: runtime.clock) {}
        runtime.settle()
        #expect(limitReached == 1)
        #expect(runtime.recording.takeOutput() == [RuntimeNotes.actionLimit(50, at: 0)])
    }

    @Test func anInterruptStopsTheRunWithANote() {
        // The clock polls for Ctrl-C every 4096 actions: a 1ms source would run 1,000,000 times.
        let runtime = Self.runtime(horizon: 1_000_000)
        var ticks = 0
        runtime.interruptRequested = { ticks >= 3 }
        Self.repeating(every: 1, on: runtime.clock) { ticks += 1 }
        runtime.run(until: nil)
        #expect(ticks < 10_000)
        #expect(runtime.recording.takeOutput() == [RuntimeNotes.interrupted(at: runtime.clock.now)])
    }

    @Test func performRunsNowOrSchedulesForLater() {
        let runtime = Self.runtime()
        var ran: [String] = []
        runtime.perform(at: nil) { ran.append("now") }
        runtime.perform(at: 0) { ran.append("at the present time") }
        runtime.perform(at: 500) { ran.append("later") }
        #expect(ran == ["now", "at the present time"])
        runtime.advance(to: 500)
        #expect(ran == ["now", "at the present time", "later"])
    }

    @Test func laterSaturatesAtTheEndsOfTime() {
        #expect(SessionRuntime.later(100, by: 50) == 150)
        #expect(SessionRuntime.later(.max - 1, by: 10) == .max)
        #expect(SessionRuntime.later(.min + 1, by: -10) == .min)
    }

    @Test func aTrapDropsWhatWasScheduledReportsOnceThenRefusesUntilReset() {
        let runtime = Self.runtime()
        var ran = false
        runtime.clock.schedule(at: 100) { ran = true }
        let range = SourceRange(start: SourceLocation(offset: 0, line: 1, column: 1), end: SourceLocation(offset: 4, line: 1, column: 5))
        #expect(runtime.programTrap.refusal(at: range) == nil)
        runtime.trap("boom")
        runtime.trap("second")  // only the first trap counts
        #expect(runtime.clock.pendingCount == 0)
        runtime.advance(to: 200)
        #expect(!ran)
        #expect(runtime.recording.notes.map(\.text) == ["trap: boom"])
        let reported = runtime.programTrap.take(at: range)
        #expect(reported?.message == "trap: boom")
        let reportedAgain = runtime.programTrap.take(at: range)
        #expect(reportedAgain == nil)
        #expect(runtime.programTrap.refusal(at: range) != nil)
        runtime.reset()
        #expect(runtime.programTrap.refusal(at: range) == nil)
        #expect(runtime.clock.now == 0)
    }

    @Test func aFullRecordingStopsTheRunAndDropsWhatWasScheduled() {
        let recording = SessionRecording(limit: 1)
        let runtime = SessionRuntime(recording: recording)
        recording.budget.onExhausted = { [weak runtime] in runtime?.recordingStopped() }
        Self.repeating(every: 100, on: runtime.clock) {}
        runtime.checkScheduledActions()
        #expect(recording.isFull)
        #expect(runtime.clock.pendingCount == 0)
        #expect(runtime.shouldStop())
    }

    @Test func aProgramTrapKeepsTheFirstMessageAndIsReportedOnce() {
        var trap = ProgramTrap()
        let range = SourceRange(start: SourceLocation(offset: 0, line: 1, column: 1), end: SourceLocation(offset: 1, line: 1, column: 2))
        #expect(!trap.hasSprung)
        let beforeAnyTrap = trap.take(at: range)
        #expect(beforeAnyTrap == nil)
        let first = trap.spring("first")
        let second = trap.spring("second")
        #expect(first && !second)
        #expect(trap.message == "first")
        #expect(trap.refusal(at: range) == nil)  // not yet reported: the trapping statement reports it
        let reported = trap.take(at: range)
        let reportedAgain = trap.take(at: range)
        #expect(reported?.label == DiagnosticMessages.labelTrapStopped)
        #expect(reportedAgain == nil)
        #expect(trap.refusal(at: range)?.label == DiagnosticMessages.labelResetAfterTrap)
    }
}
