@testable import StreamCore
import Testing

/// AsyncHandoffStateMachine's transitions: the consumer's side of merge, zip and
/// combineLatest.
@Suite struct AsyncHandoffStateMachineTests {
    /// A result goes to the waiting consumer; without one it is buffered for the next `next()`.
    @Test func resultGoesToWaiterOrBuffer() throws {
        var machine = AsyncHandoffStateMachine()
        let consumer = AsyncConsumer()
        #expect(machine.next(consumer.resume) == nil)
        #expect(machine.hasWaiter)
        let answer = machine.deliver(.int(1))
        let handover = try #require(answer)
        handover.resume(handover.element)
        #expect(consumer.got == [.value(.int(1))])
        #expect(!machine.hasWaiter)
        #expect(machine.deliver(.int(2)) == nil)
        #expect(machine.deliver(.int(3)) == nil)
        #expect(machine.next(consumer.resume) == .value(.int(2)))
        #expect(machine.next(consumer.resume) == .value(.int(3)))
        #expect(machine.next(consumer.resume) == nil)
    }

    /// The end comes after what is buffered, once; every `next()` after it gets `.end`.
    @Test func failureComesAfterTheBufferOnce() {
        var machine = AsyncHandoffStateMachine()
        let failure = AsyncElement.failure(StreamError("boom"))
        _ = machine.deliver(.int(1))
        #expect(machine.end(failure) == nil)
        #expect(machine.isEnded)
        #expect(machine.next(AsyncConsumer().resume) == .value(.int(1)))
        #expect(machine.next(AsyncConsumer().resume) == failure)
        #expect(machine.next(AsyncConsumer().resume) == .end)
    }

    /// A waiting consumer gets the end at once.
    @Test func endResumesTheWaiter() throws {
        var machine = AsyncHandoffStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        let answer = machine.end(.end)
        let handover = try #require(answer)
        #expect(handover.element == .end)
        #expect(machine.next(AsyncConsumer().resume) == .end)
    }

    /// A cancel lets the waiting consumer go without resuming it.
    @Test func cancelEnds() {
        var machine = AsyncHandoffStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        machine.cancel()
        #expect(!machine.hasWaiter)
        #expect(machine.isEnded)
        #expect(machine.next(AsyncConsumer().resume) == .end)
    }
}
