@testable import StreamCore
import Testing

/// AsyncThrottleStateMachine's transitions, without a clock or a base. Interval 100.
@Suite struct AsyncThrottleStateMachineTests {
    /// Resumes the consumer if the action says so, and returns what it got.
    private func perform(_ action: AsyncThrottleStateMachine.Action) -> AsyncElement? {
        guard case .resume(let resume, let element) = action else { return nil }
        resume(element)
        return element
    }

    /// The very first element goes out at once; the window starts at that emission.
    @Test func firstElementGoesOutAtOnce() {
        var machine = AsyncThrottleStateMachine(interval: 100, latest: true)
        machine.next(AsyncConsumer().resume, now: 0)
        #expect(machine.isReducing)
        #expect(perform(machine.received(.value(.int(1)), now: 5)) == .value(.int(1)))
        #expect(!machine.isReducing)
    }

    /// Inside the window elements are reduced (`latest`: the newest, else the first) and the
    /// base pulled again; the first element after the window carries the reduction out.
    @Test(arguments: [(true, 3), (false, 2)])
    func laterElementCarriesTheReductionOut(latest: Bool, expected: Int) {
        var machine = AsyncThrottleStateMachine(interval: 100, latest: latest)
        machine.next(AsyncConsumer().resume, now: 0)
        _ = perform(machine.received(.value(.int(1)), now: 0))
        machine.next(AsyncConsumer().resume, now: 10)
        guard case .pull = machine.received(.value(.int(2)), now: 50) else { Issue.record("2 not held"); return }
        let carried = machine.received(.value(.int(3)), now: 120)
        #expect(perform(carried) == .value(.int(expected)))
    }

    /// A reduction pending when the base ends goes out one interval after the last
    /// emission: a sleep, then the element.
    @Test func pendingReductionWaitsForTheIntervalAtTheEnd() {
        var machine = AsyncThrottleStateMachine(interval: 100, latest: true)
        machine.next(AsyncConsumer().resume, now: 0)
        _ = perform(machine.received(.value(.int(1)), now: 0))
        let consumer = AsyncConsumer()
        machine.next(consumer.resume, now: 10)
        _ = machine.received(.value(.int(2)), now: 30)
        guard case .sleep(until: 100) = machine.received(.end, now: 40) else { Issue.record("no sleep to 100"); return }
        #expect(consumer.got.isEmpty)
        #expect(perform(machine.sleepEnded()) == .value(.int(2)))
        #expect(consumer.got == [.value(.int(2))])
    }

    /// Past the interval the pending reduction goes out at once; without one, the end does.
    @Test func endWithoutWaiting() {
        var machine = AsyncThrottleStateMachine(interval: 100, latest: false)
        machine.next(AsyncConsumer().resume, now: 0)
        _ = perform(machine.received(.value(.int(1)), now: 0))
        machine.next(AsyncConsumer().resume, now: 10)
        _ = machine.received(.value(.int(2)), now: 30)
        #expect(perform(machine.received(.end, now: 250)) == .value(.int(2)))
        machine.next(AsyncConsumer().resume, now: 260)
        #expect(perform(machine.received(.end, now: 260)) == .end)
    }

    /// After a cancel nothing is handed over.
    @Test func cancelDropsTheWaitingNext() {
        var machine = AsyncThrottleStateMachine(interval: 100, latest: true)
        machine.next(AsyncConsumer().resume, now: 0)
        machine.cancel()
        #expect(!machine.isReducing)
        guard case .none = machine.received(.value(.int(1)), now: 0) else { Issue.record("taken after cancel"); return }
    }
}
