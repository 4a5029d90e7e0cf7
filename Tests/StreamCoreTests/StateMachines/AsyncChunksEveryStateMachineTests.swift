@testable import StreamCore
import Testing

/// AsyncChunksEveryStateMachine's transitions, without the merge or a clock. The merge's
/// elements are tagged as `AsyncChunksEvery` tags them (`ChunkTag`).
@Suite struct AsyncChunksEveryStateMachineTests {
    private let tick = AsyncElement.value(ChunkTag.signalValue)
    private let baseEnded = AsyncElement.value(ChunkTag.terminalValue)
    private func element(_ n: Int) -> AsyncElement { .value(ChunkTag.element(wrapping: .int(n))) }

    /// Elements are gathered; a tick with nothing gathered pulls on, one with something
    /// sends the chunk and waits for the next `next()`.
    @Test func tickSendsWhatWasGathered() {
        var machine = AsyncChunksEveryStateMachine()
        guard case .gather = machine.next(AsyncConsumer().resume) else { Issue.record("no gather"); return }
        guard case .pull = machine.received(tick, chunkIsEmpty: true) else { Issue.record("empty tick sent"); return }
        guard case .add(.int(1)) = machine.received(element(1), chunkIsEmpty: true) else { Issue.record("1 not added"); return }
        guard case .sendChunk(_, stop: false) = machine.received(tick, chunkIsEmpty: false) else {
            Issue.record("chunk not sent at the tick"); return
        }
        #expect(!machine.isGathering)
        guard case .gather = machine.next(AsyncConsumer().resume) else { Issue.record("no second chunk"); return }
    }

    /// The base's end sends the partial chunk and stops the merge; the sequence then ends.
    @Test func baseEndSendsPartialChunkThenEnds() {
        var machine = AsyncChunksEveryStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        guard case .sendChunk(_, stop: true) = machine.received(baseEnded, chunkIsEmpty: false) else {
            Issue.record("partial chunk not sent"); return
        }
        guard case .end = machine.next(AsyncConsumer().resume) else { Issue.record("no end after the base's end"); return }
    }

    /// The base's end with nothing gathered, a failure, and a chunk past the value limits
    /// all leave the loop with what they carry.
    @Test func stops() {
        var ended = AsyncChunksEveryStateMachine()
        _ = ended.next(AsyncConsumer().resume)
        guard case .stop(_, .end) = ended.received(baseEnded, chunkIsEmpty: true) else { Issue.record("empty end"); return }

        let failure = AsyncElement.failure(StreamError("boom"))
        var failed = AsyncChunksEveryStateMachine()
        _ = failed.next(AsyncConsumer().resume)
        guard case .stop(_, failure) = failed.received(failure, chunkIsEmpty: false) else { Issue.record("failure"); return }
        guard case .end = failed.next(AsyncConsumer().resume) else { Issue.record("no end after the failure"); return }

        var tooLarge = AsyncChunksEveryStateMachine()
        _ = tooLarge.next(AsyncConsumer().resume)
        guard case .stop(_, .failure(ValueLimits.tooLarge)) = tooLarge.gatherFailed(ValueLimits.tooLarge) else {
            Issue.record("limit"); return
        }
    }

    /// After a cancel the merge's answers are ignored.
    @Test func cancelIgnoresTheMerge() {
        var machine = AsyncChunksEveryStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        machine.cancel()
        guard case .none = machine.received(element(1), chunkIsEmpty: true) else { Issue.record("taken after cancel"); return }
        guard case .end = machine.next(AsyncConsumer().resume) else { Issue.record("no end after cancel"); return }
    }
}
