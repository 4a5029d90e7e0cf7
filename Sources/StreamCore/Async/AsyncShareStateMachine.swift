/// The states of `AsyncShare`: one base iteration broadcast to every side, kept apart from
/// the base and the clock so the rules can be read and tested. A transition returns whom to
/// resume with what, and whether the iteration task is to pull the base; `AsyncShare` does it.
struct AsyncShareStateMachine {
    typealias Resume = (AsyncElement) -> Void

    /// The iteration task's state.
    enum Iteration {
        /// No side has asked yet: the task has not started.
        case notStarted
        /// Started, not in the base's `next()`.
        case idle
        /// Waiting in the base's `next()`.
        case pulling
        /// The base ended or threw: each side gets this after what it has not taken.
        case terminated(AsyncElement)
    }

    /// What a side's `next()` gets.
    enum NextAction {
        /// The end or the termination, at once.
        case resumeNow(AsyncElement)
        /// A buffered element at once; then the task pulls if it may.
        case handOver(Value)
        /// The side waits; the task pulls if it may.
        case wait
    }

    private struct Side {
        var position: Int
        var resume: Resume?
    }

    /// How many elements the buffer may hold that some side has not taken before the task
    /// stops pulling (`bounded(N)`; `Int.max` for the other policies).
    let limit: Int
    /// What a new element does to the buffer (`share(bufferingPolicy:)`'s storage policy).
    let storage: AsyncShareStorage
    /// The buffered values, counted against the session's memory budget.
    private var held: HeldValues
    private(set) var iteration = Iteration.notStarted
    /// Elements some side has not taken; the first is element number `bufferStart` of the
    /// base. Positions are absolute, so trimming never touches the sides.
    private var buffer: [Value] = []
    private var bufferStart = 0
    /// How many sides stand at each position of the buffer (`bufferStart` first, one past
    /// its end last): the buffer is trimmed when none stands at its start, in O(1).
    private var sidesAt: [Int] = [0]
    /// Indexed by side id (ids count up from 0), nil once a side left; so finding a side is
    /// O(1) and resuming several is done in creation order, deterministically.
    private var sides: [Side?] = []
    private var liveSides = 0
    private var waitingSides = 0
    /// The next side `takeHandover()` looks at.
    private var handoverScan = Int.max

    init(limit: Int, storage: AsyncShareStorage = .unbounded, budget: RecordingBudget? = nil) {
        self.limit = limit
        self.storage = storage
        held = HeldValues(budget: budget)
    }

    /// A new side; it starts at the buffer's start (no replay of older history).
    mutating func makeSide() -> Int {
        sides.append(Side(position: bufferStart, resume: nil))
        liveSides += 1
        sidesAt[0] += 1
        return sides.count - 1
    }

    mutating func next(side id: Int, _ resume: @escaping Resume) -> NextAction {
        if case .notStarted = iteration { iteration = .idle }
        guard let side = sides[id] else { return .resumeNow(.end) }
        if side.position - bufferStart < buffer.count {
            let value = buffer[side.position - bufferStart]
            advance(id)
            trim()
            return .handOver(value)
        }
        if case .terminated(let element) = iteration { return .resumeNow(element) }
        sides[id]?.resume = resume
        waitingSides += 1
        return .wait
    }

    /// The side left; returns its waiting `next()`, to be ended.
    mutating func remove(side id: Int) -> Resume? {
        guard let side = sides[id] else { return nil }
        sides[id] = nil
        liveSides -= 1
        sidesAt[side.position - bufferStart] -= 1
        if side.resume != nil { waitingSides -= 1 }
        trim()
        return side.resume
    }

    /// Whether the iteration task pulls the base now: when a side waits and the buffer has
    /// room. True means the task is now in the base's `next()`.
    mutating func shouldPull() -> Bool {
        guard case .idle = iteration, buffer.count < limit, waitingSides > 0 else { return false }
        iteration = .pulling
        return true
    }

    /// The base answered. The waiting sides that can take something are then handed it by
    /// `takeHandover()`, one at a time, in creation order (one at a time: with thousands of
    /// sides, an array of handovers per element would cost more than the handovers).
    mutating func produced(_ element: AsyncElement) {
        switch element {
        case .value(let value):
            iteration = .idle
            enqueue(value)
        case .end, .failure:
            iteration = .terminated(element)
        }
        handoverScan = 0
    }

    /// The next waiting side to resume after `produced`, with what it takes; nil when every
    /// side has had its turn (the buffer is then trimmed).
    mutating func takeHandover() -> (Resume, AsyncElement)? {
        while handoverScan < sides.count {
            let id = handoverScan
            handoverScan += 1
            guard let side = sides[id], let resume = side.resume else { continue }
            if side.position - bufferStart < buffer.count {
                let value = buffer[side.position - bufferStart]
                advance(id)
                sides[id]?.resume = nil
                waitingSides -= 1
                return (resume, .value(value))
            } else if case .terminated(let termination) = iteration {
                sides[id]?.resume = nil
                waitingSides -= 1
                return (resume, termination)
            }
        }
        trim()
        return nil
    }

    /// The library's `enqueue`: the storage policy decides whether the value is kept and
    /// what makes room for it.
    private mutating func enqueue(_ value: Value) {
        switch storage {
        case .bufferingOldest(let bound) where buffer.count >= bound:
            return
        case .bufferingNewest(let bound) where buffer.count >= bound:
            guard !buffer.isEmpty else { return }
            // Positions are relative in the library and are not moved: every side now
            // stands one element further on (absolute), where it stood in the buffer.
            held.release(buffer.removeFirst())
            bufferStart += 1
            for id in sides.indices { sides[id]?.position += 1 }
            buffer.append(value)
            _ = held.hold(value)
        default:
            buffer.append(value)
            sidesAt.append(0)
            _ = held.hold(value)
        }
    }

    /// The share is gone: what it held no longer counts.
    mutating func releaseAll() { held.releaseAll() }

    /// The side took the element at its position.
    private mutating func advance(_ id: Int) {
        guard let position = sides[id]?.position else { return }
        sidesAt[position - bufferStart] -= 1
        sidesAt[position - bufferStart + 1] += 1
        sides[id]?.position = position + 1
    }

    /// Drops the elements every side has taken (none when no side is left: a side made
    /// later still sees what is buffered).
    private mutating func trim() {
        while liveSides > 0, !buffer.isEmpty, sidesAt[0] == 0 {
            held.release(buffer.removeFirst())
            sidesAt.removeFirst()
            bufferStart += 1
        }
    }
}
