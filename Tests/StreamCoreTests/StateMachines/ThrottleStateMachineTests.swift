@testable import StreamCore
import Testing

/// ThrottleStateMachine's transitions, without a clock. Interval 300 throughout.
@Suite struct ThrottleStateMachineTests {
    /// The first value is scheduled at now (never sent synchronously).
    @Test(arguments: [true, false])
    func firstValueIsScheduledAtNow(_ latest: Bool) {
        var machine = ThrottleStateMachine(interval: 300, latest: latest)
        #expect(machine.receive(.int(1), now: 50) == .schedule(at: 50))
        #expect(machine.pendingValue == .int(1))
    }

    /// While an emission is scheduled, `latest` replaces the pending value, `first` keeps it;
    /// neither schedules again.
    @Test(arguments: [(true, 3), (false, 1)])
    func burstWhileScheduled(_ latest: Bool, _ emitted: Int) {
        var machine = ThrottleStateMachine(interval: 300, latest: latest)
        _ = machine.receive(.int(1), now: 0)
        #expect(machine.receive(.int(2), now: 0) == .none)
        #expect(machine.receive(.int(3), now: 0) == .none)
        #expect(machine.emit(now: 0) == .send(.int(emitted)))
        #expect(machine.state == .idle(lastEmission: 0))
        #expect(machine.pendingValue == nil)
    }

    /// After an emission, the next value waits for the window to close (0 + 300); one after
    /// the window goes at once.
    @Test func nextValueWaitsForWindow() {
        var machine = ThrottleStateMachine(interval: 300, latest: true)
        _ = machine.receive(.int(1), now: 0)
        _ = machine.emit(now: 0)
        #expect(machine.receive(.int(2), now: 100) == .schedule(at: 300))
        _ = machine.emit(now: 300)
        #expect(machine.lastEmission == 300)
        #expect(machine.receive(.int(3), now: 700) == .schedule(at: 700))
    }

    /// Completion with nothing pending schedules an emission at now;
    /// the emission carries only the completion and terminates.
    @Test(arguments: [nil, "boom"] as [String?])
    func completionWithNothingPending(_ failure: String?) {
        let completion: Completion = failure.map { .failure(StreamError($0)) } ?? .finished
        var machine = ThrottleStateMachine(interval: 300, latest: true)
        #expect(machine.receive(completion: completion, now: 100) == .schedule(at: 100))
        #expect(machine.emit(now: 100) == .complete(completion))
        #expect(machine.isTerminated)
    }

    /// Completion while a value is pending waits for it and follows it in the same emission;
    /// a later value is ignored, and that final emission opens no new window.
    @Test func completionFollowsPendingValue() {
        var machine = ThrottleStateMachine(interval: 300, latest: true)
        _ = machine.receive(.int(1), now: 0)
        _ = machine.emit(now: 0)
        _ = machine.receive(.int(2), now: 100)
        #expect(machine.receive(completion: .finished, now: 120) == .none)
        #expect(machine.state == .valueThenCompletionScheduled(.int(2), .finished))
        #expect(machine.receive(.int(3), now: 150) == .none)
        #expect(machine.emit(now: 300) == .sendAndComplete(.int(2), .finished))
        // The final emission opens no window: the machine is done, holding nothing.
        #expect(machine.state == .terminated)
    }

    /// After termination or cancel, nothing is accepted and emit yields nothing.
    @Test func terminatedIgnoresEverything() {
        var machine = ThrottleStateMachine(interval: 300, latest: false)
        _ = machine.receive(.int(1), now: 0)
        machine.cancel()
        #expect(machine.isTerminated)
        #expect(machine.receive(.int(2), now: 500) == .none)
        #expect(machine.receive(completion: .finished, now: 500) == .none)
        #expect(machine.emit(now: 500) == .none)
    }
}
