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
public final class AsyncShare: AsyncSequenceModel {
    private let baseIterator: any AsyncIteratorModel
    private let limit: Int
    private let resumption: Resumption
    private var buffer: [Value] = []
    /// In creation order, so resuming several sides is deterministic.
    private var sides: [(id: Int, position: Int, resume: ((AsyncElement) -> Void)?)] = []
    private var nextSideID = 0
    private var started = false
    private var pulling = false
    private var termination: AsyncElement?

    public init(_ base: any AsyncSequenceModel, limit: Int = 1, clock: VirtualClock) {
        baseIterator = base.makeIterator()
        self.limit = limit
        resumption = Resumption(clock: clock)
    }

    public func makeIterator() -> any AsyncIteratorModel {
        defer { nextSideID += 1 }
        sides.append((nextSideID, 0, nil))
        return Side(share: self, id: nextSideID)
    }

    fileprivate func next(side id: Int, _ resume: @escaping (AsyncElement) -> Void) {
        started = true
        guard let index = sides.firstIndex(where: { $0.id == id }) else { return resume(.end) }
        let position = sides[index].position
        if position < buffer.count {
            sides[index].position += 1
            let value = buffer[position]
            trim()
            resume(.value(value))
            iterate()
            return
        }
        if let termination { return resume(termination) }
        sides[index].resume = resume
        iterate()
    }

    fileprivate func remove(side id: Int) {
        guard let index = sides.firstIndex(where: { $0.id == id }) else { return }
        let waiting = sides[index].resume
        sides.remove(at: index)
        trim()
        waiting.map { resumption.resume($0, with: .end) }
        iterate()
    }

    /// The iteration task: pull the base when a side waits and the buffer has room.
    private func iterate() {
        guard started, !pulling, termination == nil, buffer.count < limit,
              sides.contains(where: { $0.resume != nil }) else { return }
        pulling = true
        baseIterator.next { element in self.emit(element) }
    }

    private func emit(_ element: AsyncElement) {
        pulling = false
        switch element {
        case .value(let value): buffer.append(value)
        case .end, .failure: termination = element
        }
        for index in sides.indices {
            guard let resume = sides[index].resume else { continue }
            if sides[index].position < buffer.count {
                let value = buffer[sides[index].position]
                sides[index].position += 1
                sides[index].resume = nil
                resumption.resume(resume, with: .value(value))
            } else if let termination {
                sides[index].resume = nil
                resumption.resume(resume, with: termination)
            }
        }
        trim()
        iterate()
    }

    private func trim() {
        guard let taken = sides.map(\.position).min(), taken > 0 else { return }
        buffer.removeFirst(taken)
        for index in sides.indices { sides[index].position -= taken }
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
}
