/// `for await x in sequence { body }`, where the body takes `work` of virtual time.
///
/// The loop makes its iterator when it starts (so `values` subscribes then), asks for the
/// next element only once the body is done, and reports each step through closures (the
/// session records them in the loop's lane).
///
/// Cancelling the loop's task ends it as the real loop ends: waiting in `next()`, the
/// iterator returns `nil` (every sequence modelled here does on cancellation) and the loop
/// exits normally; in its body, the `work` (`try await clock.sleep`) throws
/// `CancellationError`, which leaves the loop. Neither is a Combine-style `cancel` event.
public final class ForAwaitLoop: Cancellable {
    public struct Observer {
        public var started: () -> Void
        public var received: (Value) -> Void
        /// The loop exited: `.end` (the sequence ended, or the task was cancelled while
        /// waiting) or `.failure` (it threw, or its body was cancelled).
        public var exited: (AsyncElement) -> Void

        public init(started: @escaping () -> Void, received: @escaping (Value) -> Void,
                    exited: @escaping (AsyncElement) -> Void) {
            self.started = started
            self.received = received
            self.exited = exited
        }
    }

    private let sequence: any AsyncSequenceModel
    private let clock: VirtualClock
    private let work: VirtualTime
    private let observer: Observer
    private var iterator: (any AsyncIteratorModel)?
    private var isDone = false
    /// The body is running its `work` (the loop is not waiting in `next()`).
    private var isWorking = false
    /// Elements at hand are handed over inside `next`; a loop with no work would then
    /// recurse once per element.
    private let loop = PullLoop()

    /// Issue 20: the task awaits one call (`await s.min()`, see `AsyncAwaitedValue`), which a
    /// cancellation answers: the base's `next()` returns `nil` and the call returns what it has.
    private let awaitsOneCall: Bool

    public init(sequence: any AsyncSequenceModel, clock: VirtualClock, work: VirtualTime, observer: Observer,
                awaitsOneCall: Bool = false) {
        self.sequence = sequence
        self.clock = clock
        self.work = work
        self.observer = observer
        self.awaitsOneCall = awaitsOneCall
    }

    public var isFinished: Bool { isDone }

    public func start() {
        guard iterator == nil, !isDone else { return }
        observer.started()
        iterator = sequence.makeIterator()
        pull()
    }

    public func cancel() {
        guard !isDone else { return }
        if awaitsOneCall, let iterator {
            iterator.cancel()  // the call returns its value now, and the lane ends after it
            return
        }
        isDone = true
        iterator?.cancel()
        iterator = nil
        observer.exited(isWorking ? .failure(Self.cancellationError) : .end)
    }

    /// What `String(describing:)` of the error `Task.sleep` throws in a cancelled task says.
    static let cancellationError = StreamError("CancellationError()")

    private func pull() {
        loop.pull {
            guard !isDone, let iterator else { return }
            // Strong: a running loop is kept alive by what it waits on, as a task is.
            iterator.next { element in self.receive(element) }
        }
    }

    private func receive(_ element: AsyncElement) {
        guard !isDone else { return }
        switch element {
        case .value(let value):
            observer.received(value)
            if work > 0 {
                isWorking = true
                clock.schedule(after: work) {
                    self.isWorking = false
                    self.pull()
                }
            } else {
                pull()
            }
        case .end, .failure:
            isDone = true
            iterator = nil
            observer.exited(element)
        }
    }
}
