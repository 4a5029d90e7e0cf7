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
    /// Elements some side has not taken; the first is element number `bufferStart` of the
    /// base. Positions are absolute, so trimming never touches the sides.
    private var buffer: [Value] = []
    private var bufferStart = 0
    /// How many sides stand at each position of the buffer (`bufferStart` first, one past
    /// its end last): the buffer is trimmed when none stands at its start, in O(1).
    private var sidesAt: [Int] = [0]
    /// Indexed by side id (ids count up from 0), nil once a side left; so finding a side is
    /// O(1) and resuming several is done in creation order, deterministically.
    private var sides: [SideState?] = []
    private var liveSides = 0
    private var waitingSides = 0
    private var started = false
    private var pulling = false
    private var termination: AsyncElement?

    private struct SideState {
        var position: Int
        var resume: ((AsyncElement) -> Void)?
    }

    public init(_ base: any AsyncSequenceModel, limit: Int = 1, clock: VirtualClock) {
        baseIterator = base.makeIterator()
        self.limit = limit
        resumption = Resumption(clock: clock)
    }

    public func makeIterator() -> any AsyncIteratorModel {
        let id = sides.count
        sides.append(SideState(position: bufferStart, resume: nil))
        liveSides += 1
        sidesAt[0] += 1
        return Side(share: self, id: id)
    }

    fileprivate func next(side id: Int, _ resume: @escaping (AsyncElement) -> Void) {
        started = true
        guard let side = sides[id] else { return resume(.end) }
        if side.position - bufferStart < buffer.count {
            let value = buffer[side.position - bufferStart]
            advance(id)
            trim()
            resume(.value(value))
            iterate()
            return
        }
        if let termination { return resume(termination) }
        sides[id]?.resume = resume
        waitingSides += 1
        iterate()
    }

    fileprivate func remove(side id: Int) {
        guard let side = sides[id] else { return }
        sides[id] = nil
        liveSides -= 1
        sidesAt[side.position - bufferStart] -= 1
        if side.resume != nil { waitingSides -= 1 }
        trim()
        side.resume.map { resumption.resume($0, with: .end) }
        iterate()
    }

    /// The side took the element at its position.
    private func advance(_ id: Int) {
        guard let position = sides[id]?.position else { return }
        sidesAt[position - bufferStart] -= 1
        sidesAt[position - bufferStart + 1] += 1
        sides[id]?.position = position + 1
    }

    /// The iteration task: pull the base when a side waits and the buffer has room.
    private func iterate() {
        guard started, !pulling, termination == nil, buffer.count < limit, waitingSides > 0 else { return }
        pulling = true
        baseIterator.next { element in self.emit(element) }
    }

    private func emit(_ element: AsyncElement) {
        pulling = false
        switch element {
        case .value(let value):
            buffer.append(value)
            sidesAt.append(0)
        case .end, .failure: termination = element
        }
        for id in sides.indices {
            guard let side = sides[id], let resume = side.resume else { continue }
            if side.position - bufferStart < buffer.count {
                let value = buffer[side.position - bufferStart]
                advance(id)
                sides[id]?.resume = nil
                waitingSides -= 1
                resumption.resume(resume, with: .value(value))
            } else if let termination {
                sides[id]?.resume = nil
                waitingSides -= 1
                resumption.resume(resume, with: termination)
            }
        }
        trim()
        iterate()
    }

    /// Drops the elements every side has taken (none when no side is left: a side made
    /// later still sees what is buffered).
    private func trim() {
        while liveSides > 0, !buffer.isEmpty, sidesAt[0] == 0 {
            buffer.removeFirst()
            sidesAt.removeFirst()
            bufferStart += 1
        }
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
