/// AsyncAlgorithms 1.1's `chunked(by: .repeating(every:))` (`AsyncChunksOfCountOrSignalSequence.swift`),
/// built as the library builds it: `merge(chain(base.map(.element), [.terminal]), timer.map(.signal))`.
///
/// The first `next()` starts the merge, so the timer's first tick is one interval after the
/// loop first asks. Each `next()` collects elements until a tick (sending what it holds; a tick
/// with nothing collected sends nothing) or the base's end (sending the partial chunk at once,
/// then ending). A failure drops what was collected. The merge's own buffering applies while
/// the consumer is busy: a base task holds one element, the timer task one tick. A chunk that
/// would pass the value limits fails the sequence; `memory` counts the chunk being gathered.
public final class AsyncChunksEvery: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let interval: VirtualTime
    private let clock: VirtualClock
    private let memory: RecordingBudget?

    public init(_ base: any AsyncSequenceModel, interval: VirtualTime, clock: VirtualClock,
                memory: RecordingBudget? = nil) {
        self.base = base
        self.interval = interval
        self.clock = clock
        self.memory = memory
    }

    public func makeIterator() -> any AsyncIteratorModel {
        let tagged = AsyncMerge([TaggedBase(base), AsyncTimerModel(interval: interval, clock: clock)])
        return Iterator(merged: tagged.makeIterator(), collected: ChunkGatherer(memory: memory))
    }

    private final class Iterator: AsyncIteratorModel {
        private let merged: any AsyncIteratorModel
        /// What this `next()` has collected (nothing yet: a tick sends nothing).
        private let collected: ChunkGatherer
        private let loop = PullLoop()
        private var machine = AsyncChunksEveryStateMachine()

        init(merged: any AsyncIteratorModel, collected: ChunkGatherer) {
            self.merged = merged
            self.collected = collected
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch machine.next(resume) {
            case .end:
                resume(.end)
            case .gather:
                collected.drop()
                pull()
            }
        }

        func cancel() {
            machine.cancel()
            collected.drop()
            merged.cancel()
        }

        /// `while let next = try await iterator.next()`.
        private func pull() {
            loop.pull {
                guard machine.isGathering else { return }
                merged.next { element in
                    self.perform(self.machine.received(element, chunkIsEmpty: self.collected.isEmpty))
                }
            }
        }

        private func perform(_ action: AsyncChunksEveryStateMachine.Action) {
            switch action {
            case .add(let value):
                do throws(StreamError) { try collected.add(value) } catch {
                    return perform(machine.gatherFailed(error))
                }
                pull()
            case .pull:
                pull()
            case .sendChunk(let resume, let stop):
                let chunk = collected.take()
                // The iterator (and with it the merge's tasks and the timer) goes away.
                if stop { merged.cancel() }
                resume(.value(chunk))
            case .stop(let resume, let element):
                collected.drop()
                merged.cancel()
                resume(element)
            case .none:
                break
            }
        }
    }
}

extension AsyncSequenceModel {
    public func chunked(every interval: VirtualTime, clock: VirtualClock,
                        memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncChunksEvery(self, interval: interval, clock: clock, memory: memory)
    }
}
