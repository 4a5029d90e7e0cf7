/// The async side of the engine: `AsyncSequence`s pulled by `for await` loops, on the same
/// virtual clock as the publishers.
///
/// Pulling is continuation passing: `next(_:)` hands the iterator a `resume` closure, which
/// the iterator calls exactly once with the next element, the end, or a failure. Two rules
/// make the model Swift's:
/// - an element already at hand (a stream's buffer, a suspended channel send) is handed over
///   at once, inside `next(_:)`: the awaiting task does not suspend;
/// - a task that did suspend is resumed through the clock, at `now`, behind everything
///   already due: a resumed task runs after the current instant's synchronous work
///   (`Resumption`).
public protocol AsyncSequenceModel: AnyObject {
    /// Starts one iteration (Swift's `makeAsyncIterator()`).
    func makeIterator() -> any AsyncIteratorModel
}

public protocol AsyncIteratorModel: AnyObject {
    /// Asks for the next element; `resume` is called once, now or later.
    func next(_ resume: @escaping (AsyncElement) -> Void)
    /// The consuming task was cancelled (`cancel NAME`): let go of the source.
    func cancel()
}

/// What one `next()` returned.
public enum AsyncElement: Equatable {
    case value(Value)
    /// `nil`: the sequence ended.
    case end
    /// A throwing sequence threw.
    case failure(StreamError)

    public var isTerminal: Bool {
        if case .value = self { return false }
        return true
    }
}

/// Resuming a suspended task: the task runs again later in the same instant, behind the
/// synchronous work in progress and everything already scheduled at `now`.
public struct Resumption {
    let clock: VirtualClock

    public init(clock: VirtualClock) { self.clock = clock }

    public func resume(_ resume: @escaping (AsyncElement) -> Void, with element: AsyncElement) {
        clock.schedule { resume(element) }
    }
}

/// A `resume` closure kept while a task is suspended in `next()`, which knows whether it is
/// still inside that `next()` call: an element handed over then is at hand (no suspension),
/// one handed over later resumes the task through the clock.
struct PendingNext {
    private var resume: ((AsyncElement) -> Void)?
    private var insideNext = false
    private var handedOver: AsyncElement?

    var isWaiting: Bool { resume != nil }

    /// Call from `next(_:)` around the work that may hand an element over synchronously.
    mutating func begin(_ resume: @escaping (AsyncElement) -> Void) {
        self.resume = resume
        insideNext = true
    }

    /// Ends the synchronous part of `next(_:)`: returns what to resume at once, if anything.
    mutating func endSynchronousPart() -> (((AsyncElement) -> Void), AsyncElement)? {
        insideNext = false
        guard let element = handedOver, let resume else { return nil }
        handedOver = nil
        self.resume = nil
        return (resume, element)
    }

    /// Hands `element` to the waiting task; false when no task waits (or one element was
    /// handed over already in this `next()`: a synchronous publisher sends its completion
    /// right after the value it was asked for, and the completion must not replace it).
    mutating func hand(_ element: AsyncElement, resumption: Resumption) -> Bool {
        guard let resume else { return false }
        if insideNext {
            guard handedOver == nil else { return false }
            handedOver = element
            return true
        }
        self.resume = nil
        resumption.resume(resume, with: element)
        return true
    }

    mutating func drop() { resume = nil }
}
