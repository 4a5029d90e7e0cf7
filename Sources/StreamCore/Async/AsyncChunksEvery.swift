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
    /// The timer, or any sequence whose elements are signals (already tagged `.signal`).
    private let signal: any AsyncSequenceModel
    /// `chunks(ofCount:or:)`: a chunk of this many goes out without waiting for a signal.
    private let count: Int?
    private let memory: RecordingBudget?

    public convenience init(_ base: any AsyncSequenceModel, interval: VirtualTime, clock: VirtualClock,
                            memory: RecordingBudget? = nil) {
        self.init(base, count: nil, taggedSignal: AsyncTimerModel(interval: interval, clock: clock), memory: memory)
    }

    init(_ base: any AsyncSequenceModel, count: Int?, taggedSignal: any AsyncSequenceModel, memory: RecordingBudget?) {
        self.base = base
        self.signal = taggedSignal
        self.count = count
        self.memory = memory
    }

    public func makeIterator() -> any AsyncIteratorModel {
        let tagged = AsyncMerge([TaggedBase(base), signal])
        return Iterator(merged: tagged.makeIterator(), collected: ChunkGatherer(memory: memory), count: count)
    }

    private final class Iterator: AsyncIteratorModel {
        private let merged: any AsyncIteratorModel
        /// What this `next()` has collected (nothing yet: a tick sends nothing).
        private let collected: ChunkGatherer
        private let loop = PullLoop()
        private var machine = AsyncChunksEveryStateMachine()
        private let count: Int?

        init(merged: any AsyncIteratorModel, collected: ChunkGatherer, count: Int?) {
            self.merged = merged
            self.collected = collected
            self.count = count
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
                // `if result?.count == count { return result }`: a full chunk needs no signal.
                if let count, collected.count >= count { return perform(machine.chunkFilled()) }
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
