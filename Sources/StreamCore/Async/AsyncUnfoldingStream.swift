/// Issue 20: the standard library's `AsyncStream(unfolding:onCancel:)`, a pull-based stream:
/// there is no continuation; each `next()` calls the stream's one closure, which makes the
/// next element from the previous one (`acc`, the initial value at first), and `nil` ends
/// the stream for every consumer (the runtime drops the closure).
///
/// The closure may take time, `delay` per call (`guard (try? await Task.sleep(for: D)) != nil
/// else { return nil }`): it starts when a consumer asks, so a slow consumer slows the
/// source. Cancelling a consuming task ends the stream (the runtime's `onCancel` drops the
/// closure; a cancelled sleep returns `nil`). Simplification: a call already under way in
/// another consumer's task then returns `nil` too, where the real closure, already running,
/// would still return its element.
///
/// Unbounded sources stay bounded: each call spends the run's `EmissionBudget` (an endless
/// closure that takes no time stops there, failing the stream with the budget's reason), and
/// a delayed call is an action on the clock, which a `run` stops at the horizon.
public final class AsyncUnfoldingStream: AsyncSequenceModel {
    /// The closure: the next element from the previous one; `nil` ends the stream.
    public typealias Produce = (Value) throws(StreamError) -> Value?

    /// The stream's states, with their payloads: shared by every iterator, as the one closure
    /// (and what it captures) is.
    enum State: Equatable {
        /// The closure is there; `acc` is the element it made last (the initial value at first).
        case unfolding(acc: Value)
        /// The closure returned `nil`, failed, or a consumer was cancelled: `next()` returns `nil`.
        case finished
    }

    private let produce: Produce
    private let delay: VirtualTime
    private let clock: VirtualClock
    private let budget: EmissionBudget?
    private(set) var state: State

    public init(from initial: Value, delay: VirtualTime = 0, clock: VirtualClock, budget: EmissionBudget? = nil,
                produce: @escaping Produce) {
        self.produce = produce
        self.delay = Swift.max(0, delay)
        self.clock = clock
        self.budget = budget
        state = .unfolding(acc: initial)
    }

    public var isFinished: Bool { state == .finished }

    public func makeIterator() -> any AsyncIteratorModel { Iterator(stream: self) }

    /// One call of the closure, from the state it finds when it makes its element.
    fileprivate func call() -> AsyncElement {
        guard case .unfolding(let acc) = state else { return .end }
        if let budget, let reason = budget.spend() {
            state = .finished
            return .failure(reason)
        }
        do throws(StreamError) {
            guard let next = try produce(acc) else {
                state = .finished
                return .end
            }
            state = .unfolding(acc: next)
            return .value(next)
        } catch {
            state = .finished
            return .failure(error)
        }
    }

    /// The runtime's `onCancel`: the closure is dropped for every consumer.
    fileprivate func cancel() { state = .finished }

    private final class Iterator: AsyncIteratorModel {
        private let stream: AsyncUnfoldingStream
        private var sleep: ScheduledTimer?

        init(stream: AsyncUnfoldingStream) { self.stream = stream }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !stream.isFinished else { return resume(.end) }
            guard stream.delay > 0 else { return resume(stream.call()) }  // at hand: no suspension
            let clock = stream.clock
            sleep = clock.scheduleTimer(at: clock.now.addingClamped(stream.delay)) {
                self.sleep = nil
                resume(self.stream.call())
            }
        }

        func cancel() {
            sleep?.cancel()
            sleep = nil
            stream.cancel()
        }
    }
}
