/// AsyncAlgorithms 1.1's `chunks(ofCount:or:)` and `chunked(by:)` with a signal sequence
/// (`AsyncChunksOfCountOrSignalSequence`): the same iterator as `chunked(by: .repeating(every:))`,
/// `merge(chain(base.map(.element), [.terminal]), signal.map { _ in .signal })`, with any
/// async sequence as the signal and, optionally, a count that sends a full chunk at once.
///
/// A signal element with nothing collected sends nothing; the signal's end leaves the base
/// alone (the merge goes on); the signal's failure fails the chunked sequence, dropping what
/// was collected, as the merge rethrows it.
extension AsyncSequenceModel {
    /// `chunks(ofCount: count, or: .repeating(every: interval))` (`count` nil: `chunked(by:)`).
    public func chunks(ofCount count: Int?, orEvery interval: VirtualTime, clock: VirtualClock,
                       memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncChunksEvery(self, count: count, taggedSignal: AsyncTimerModel(interval: interval, clock: clock), memory: memory)
    }

    /// `chunks(ofCount: count, or: signal)` (`count` nil: `chunked(by: signal)`).
    public func chunks(ofCount count: Int?, orSignal signal: any AsyncSequenceModel,
                       memory: RecordingBudget? = nil) -> any AsyncSequenceModel {
        AsyncChunksEvery(self, count: count, taggedSignal: signal.map { _ in ChunkTag.signalValue }, memory: memory)
    }
}
