@testable import StreamCore
import Testing

/// AsyncShareStateMachine's transitions: one base iteration broadcast to the sides, with
/// the default buffer of one element.
@Suite struct AsyncShareStateMachineTests {
    /// The base answers `element`; every side that can take something is resumed.
    private func produce(_ element: AsyncElement, into machine: inout AsyncShareStateMachine) {
        machine.produced(element)
        while let (resume, taken) = machine.takeHandover() { resume(taken) }
    }

    /// The task does not start before a side asks, and pulls only while a side waits.
    @Test func pullsOnlyWhileASideWaits() {
        var machine = AsyncShareStateMachine(limit: 1)
        let side = machine.makeSide()
        let pulled1 = machine.shouldPull()
        #expect(!pulled1)
        guard case .wait = machine.next(side: side, AsyncConsumer().resume) else { Issue.record("no wait"); return }
        let pulled2 = machine.shouldPull()
        #expect(pulled2)
        let pulled3 = machine.shouldPull()
        #expect(!pulled3, "one base call at a time")
    }

    /// An element goes to every waiting side; a busy side takes it from the buffer later,
    /// and until it has, the full buffer holds the task back (backpressure).
    @Test func slowSideHoldsEveryoneBack() {
        var machine = AsyncShareStateMachine(limit: 1)
        let fast = machine.makeSide(), slow = machine.makeSide()
        let fastConsumer = AsyncConsumer()
        _ = machine.next(side: fast, fastConsumer.resume)
        _ = machine.shouldPull()
        produce(.value(.int(1)), into: &machine)
        #expect(fastConsumer.got == [.value(.int(1))])
        _ = machine.next(side: fast, fastConsumer.resume)
        let pulled4 = machine.shouldPull()
        #expect(!pulled4, "the slow side has not taken 1")
        guard case .handOver(.int(1)) = machine.next(side: slow, AsyncConsumer().resume) else {
            Issue.record("the slow side missed 1"); return
        }
        let pulled5 = machine.shouldPull()
        #expect(pulled5)
    }

    /// The base's end reaches each side after what it has not taken.
    @Test func endComesAfterTheBuffer() {
        var machine = AsyncShareStateMachine(limit: 1)
        let first = machine.makeSide(), second = machine.makeSide()
        let consumer = AsyncConsumer()
        _ = machine.next(side: first, consumer.resume)
        _ = machine.shouldPull()
        produce(.value(.int(1)), into: &machine)
        _ = machine.next(side: first, consumer.resume)
        guard case .handOver(.int(1)) = machine.next(side: second, AsyncConsumer().resume) else { Issue.record("1"); return }
        _ = machine.shouldPull()
        produce(.end, into: &machine)
        #expect(consumer.got == [.value(.int(1)), .end])
        guard case .resumeNow(.end) = machine.next(side: second, AsyncConsumer().resume) else { Issue.record("end"); return }
    }

    /// A side that leaves while waiting is handed back to be ended, and no longer holds
    /// the buffer.
    @Test func leavingSideIsEnded() throws {
        var machine = AsyncShareStateMachine(limit: 1)
        let staying = machine.makeSide(), leaving = machine.makeSide()
        _ = machine.next(side: staying, AsyncConsumer().resume)
        _ = machine.shouldPull()
        produce(.value(.int(1)), into: &machine)
        let leaver = AsyncConsumer()
        guard case .handOver(.int(1)) = machine.next(side: leaving, leaver.resume) else { Issue.record("1"); return }
        guard case .wait = machine.next(side: leaving, leaver.resume) else { Issue.record("no wait"); return }
        let answer = machine.remove(side: leaving)
        let resume = try #require(answer)
        resume(.end)
        #expect(leaver.got == [.end])
        #expect(machine.remove(side: leaving) == nil)
        guard case .resumeNow(.end) = machine.next(side: leaving, AsyncConsumer().resume) else { Issue.record("end"); return }
    }
}
