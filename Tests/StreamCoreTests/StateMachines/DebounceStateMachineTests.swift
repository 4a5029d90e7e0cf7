@testable import StreamCore
import Testing

/// DebounceStateMachine's transitions, without a clock. Interval 300 throughout; `sequence`
/// stands for the tie order the clock would give each value's timer.
@Suite struct DebounceStateMachineTests {
    @Test func firstValueArmsTimer() {
        var machine = DebounceStateMachine()
        #expect(machine.receive(.int(1), now: 0, interval: 300, sequence: 7) == .armTimer(at: 300, sequence: 7))
        // Waiting means a timer is armed: the state cannot say otherwise.
        #expect(machine.state == .waiting(.init(value: .int(1), deadline: 300, sequence: 7)))
    }

    /// With a timer armed, a newer value only moves the deadline; no second timer.
    @Test func newerValueMovesDeadlineWithoutNewTimer() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        #expect(machine.receive(.int(2), now: 100, interval: 300, sequence: 2) == .none)
        #expect(machine.state == .waiting(.init(value: .int(2), deadline: 400, sequence: 2)))
    }

    /// The timer fires for its own deadline: emit, back to idle.
    @Test func timerAtDeadlineEmits() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        #expect(machine.timerFired(now: 300, sequence: 1) == .emit(.int(1)))
        // Idle means no timer is armed.
        #expect(machine.state == .idle)
    }

    /// The timer fires for a superseded deadline: re-arm for the newest value, in the tie
    /// order that value's own timer would have had.
    @Test func staleTimerRearmsForNewestValue() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        _ = machine.receive(.int(2), now: 100, interval: 300, sequence: 2)
        #expect(machine.timerFired(now: 300, sequence: 1) == .rearm(at: 400, sequence: 2))
        #expect(machine.state == .waiting(.init(value: .int(2), deadline: 400, sequence: 2)))
        #expect(machine.timerFired(now: 400, sequence: 2) == .emit(.int(2)))
    }

    /// Same deadline, different sequence (a value at the instant the timer fires, queued
    /// before it): the timer is stale, so the newest value waits a full interval.
    @Test func sameInstantValueSupersedes() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        _ = machine.receive(.int(2), now: 300, interval: 300, sequence: 5)
        #expect(machine.timerFired(now: 300, sequence: 1) == .rearm(at: 600, sequence: 5))
    }

    /// After an emission the next value arms a fresh timer.
    @Test func valueAfterEmissionArmsAgain() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        _ = machine.timerFired(now: 300, sequence: 1)
        #expect(machine.receive(.int(2), now: 500, interval: 300, sequence: 3) == .armTimer(at: 800, sequence: 3))
    }

    /// Terminating drops the pending value: a later timer emits nothing, values are ignored.
    @Test func terminateDropsPendingValue() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        #expect(machine.terminate() == .cancelTimerAndComplete)
        #expect(machine.state == .terminated)
        #expect(machine.terminate() == .none)
        #expect(machine.timerFired(now: 300, sequence: 1) == .none)
        #expect(machine.receive(.int(2), now: 400, interval: 300, sequence: 2) == .none)
        #expect(machine.state == .terminated)
    }

    /// Terminating with nothing pending has no timer to cancel.
    @Test func terminateWhileIdleOnlyCompletes() {
        var machine = DebounceStateMachine()
        _ = machine.receive(.int(1), now: 0, interval: 300, sequence: 1)
        _ = machine.timerFired(now: 300, sequence: 1)
        #expect(machine.terminate() == .complete)
        #expect(machine.state == .terminated)
    }

    /// A timer firing while idle (nothing pending) does nothing.
    @Test func timerWhileIdleDoesNothing() {
        var machine = DebounceStateMachine()
        #expect(machine.timerFired(now: 100, sequence: 0) == .none)
        #expect(machine.state == .idle)
    }
}
