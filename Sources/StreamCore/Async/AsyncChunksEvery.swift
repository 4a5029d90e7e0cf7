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
        private var terminated = false
        private var resume: ((AsyncElement) -> Void)?
        private var pulling = false
        private var pullAgain = false

        init(merged: any AsyncIteratorModel, collected: ChunkGatherer) {
            self.merged = merged
            self.collected = collected
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !terminated else { return resume(.end) }
            self.resume = resume
            collected.drop()
            pull()
        }

        func cancel() {
            resume = nil
            terminated = true
            collected.drop()
            merged.cancel()
        }

        /// `while let next = try await iterator.next()`, without recursion when the merge
        /// answers at once from its buffer.
        private func pull() {
            if pulling {
                pullAgain = true
                return
            }
            pulling = true
            repeat {
                pullAgain = false
                guard resume != nil else { break }
                merged.next { element in self.handle(element) }
            } while pullAgain
            pulling = false
        }

        private func handle(_ element: AsyncElement) {
            guard resume != nil else { return }
            switch element {
            case .value(let tagged):
                switch ChunkTag(tagged) {
                case .element(let value):
                    do throws(StreamError) { try collected.add(value) } catch {
                        return terminate(with: .failure(error))
                    }
                    pull()
                case .terminal:
                    terminated = true
                    finishChunk()
                case .signal:
                    guard !collected.isEmpty else { return pull() }
                    finishChunk()
                }
            case .end:
                finishChunk()
            case .failure:
                collected.drop()
                terminate(with: element)
            }
        }

        /// Returns what was collected, or `nil` (the end) when nothing was.
        private func finishChunk() {
            guard !collected.isEmpty else { return terminate(with: .end) }
            let chunk = collected.take()
            if terminated { merged.cancel() }
            deliver(.value(chunk))
        }

        /// The loop leaves: the iterator (and with it the merge's tasks and the timer) goes away.
        private func terminate(with element: AsyncElement) {
            terminated = true
            merged.cancel()
            deliver(element)
        }

        private func deliver(_ element: AsyncElement) {
            let resume = self.resume
            self.resume = nil
            resume?(element)
        }
    }
}

extension AsyncSequenceModel {
    public func chunked(every interval: VirtualTime, clock: VirtualClock,
                        memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncChunksEvery(self, interval: interval, clock: clock, memory: memory)
    }
}
