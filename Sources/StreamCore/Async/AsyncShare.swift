/// AsyncAlgorithms 1.1's `share()` (`AsyncShareSequence.swift`), with its default
/// buffering, `.bounded(1)`: a broadcast of one base iteration to every iterator (side).
/// - The base iterator is made when the share is made (`values` subscribes then); the
///   iteration task starts at the first side's `next()`.
/// - The task pulls the base only while some side waits and the shared buffer holds fewer
///   than `limit` elements that some side has not taken (backpressure: a slow side holds
///   everyone back).
/// - Each element is appended to the buffer and handed to every waiting side; a side that
///   is busy takes it from the buffer when it asks. The buffer is trimmed of what every side
///   has taken.
/// - A side starts at the buffer's start: it sees what is still buffered, nothing older (no
///   replay of history).
/// - When the base ends (or throws), each side gets the end (or the error) after what it
///   has not taken yet.
/// - `share(bufferingPolicy:)` (issue 20): `bounded(N)` is the same with a limit of N; the
///   other policies pull whenever a side waits, and `AsyncShareStorage` keeps or drops.
public final class AsyncShare: AsyncSequenceModel {
    private let baseIterator: any AsyncIteratorModel
    private let resumption: Resumption
    private var machine: AsyncShareStateMachine

    public init(_ base: any AsyncSequenceModel, limit: Int = 1, storage: AsyncShareStorage = .unbounded,
                clock: VirtualClock, memory: RecordingBudget? = nil) {
        baseIterator = base.makeIterator()
        machine = AsyncShareStateMachine(limit: limit, storage: storage, budget: memory)
        resumption = Resumption(clock: clock)
    }

    deinit { machine.releaseAll() }

    public func makeIterator() -> any AsyncIteratorModel {
        Side(share: self, id: machine.makeSide())
    }

    fileprivate func next(side id: Int, _ resume: @escaping (AsyncElement) -> Void) {
        switch machine.next(side: id, resume) {
        case .resumeNow(let element):
            resume(element)
        case .handOver(let value):
            resume(.value(value))
            iterate()
        case .wait:
            iterate()
        }
    }

    fileprivate func remove(side id: Int) {
        if let resume = machine.remove(side: id) { resumption.resume(resume, with: .end) }
        iterate()
    }

    /// The iteration task: pull the base when a side waits and the buffer has room.
    private func iterate() {
        guard machine.shouldPull() else { return }
        baseIterator.next { element in self.emit(element) }
    }

    private func emit(_ element: AsyncElement) {
        machine.produced(element)
        while let (resume, taken) = machine.takeHandover() { resumption.resume(resume, with: taken) }
        iterate()
    }

    private final class Side: AsyncIteratorModel {
        private let share: AsyncShare
        private let id: Int

        init(share: AsyncShare, id: Int) {
            self.share = share
            self.id = id
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) { share.next(side: id, resume) }

        func cancel() { share.remove(side: id) }
    }
}

extension AsyncSequenceModel {
    /// `share()` with its default buffering, `.bounded(1)`.
    public func share(clock: VirtualClock) -> any AsyncSequenceModel { AsyncShare(self, clock: clock) }

    /// `share(bufferingPolicy:)` (issue 20): `bounded(N)` pulls only while fewer than N
    /// elements are untaken; the other policies pull whenever a side waits and let the
    /// storage policy keep or drop.
    public func share(bufferingPolicy policy: AsyncBufferPolicy, clock: VirtualClock,
                      memory: RecordingBudget?) -> any AsyncSequenceModel {
        let (storage, limit) = AsyncShareStorage.of(policy)
        return AsyncShare(self, limit: limit ?? Int.max, storage: storage, clock: clock, memory: memory)
    }
}
