/// The states of `AsyncDebounce`'s iterator, kept apart from the clock and the base so the
/// rules can be read and tested (AsyncAlgorithms' `DebounceStateMachine`, reduced to one
/// consumer on a virtual clock).
///
/// Which element waits, who waits for it and what the next `next()` returns are payloads
/// of the states, so "an element waits for a deadline but nobody will take it" or "ended
/// but still pulling" cannot be represented. A transition returns what to do; the model
/// does it (arms the timer, pulls the base, resumes the consumer).
struct AsyncDebounceStateMachine {
    typealias Resume = (AsyncElement) -> Void

    /// An element and when it goes out if nothing newer arrives.
    struct Pending: Equatable {
        var value: Value
        var deadline: VirtualTime
    }

    enum State {
        /// No `next()` yet: the upstream task has not started.
        case initial
        /// The consumer is busy. An element that was on its way when it got its last one is
        /// kept (`buffered`) with its deadline; the base is not pulled meanwhile.
        case waitingForDemand(buffered: Pending?, upstreamAwaiting: Bool)
        /// The consumer waits in `next()`; `current` is debounced (a timer is armed for its
        /// deadline) and the base is pulled.
        case demandSignalled(Resume, current: Pending?, upstreamAwaiting: Bool)
        /// The base ended or threw, or the task was cancelled: every `next()` returns
        /// `then` once (and `.end` after it).
        case finished(then: AsyncElement)
    }

    enum NextAction {
        /// Return `element` from this `next()` at once.
        case resumeNow(AsyncElement)
        /// Make the base iterator (the upstream task starts), then pull it.
        case startUpstream
        /// Arm the timer for the buffered element's deadline (if any), then pull the base.
        case pull(armTimerAt: VirtualTime?)
    }

    enum UpstreamAction {
        /// Arm the timer for this deadline (replacing the armed one), then pull again.
        case debounce(until: VirtualTime)
        /// Cancel the timer and resume the consumer through the clock.
        case cancelTimerAndResume(Resume, AsyncElement)
        case none
    }

    private(set) var state: State = .initial

    mutating func next(_ resume: @escaping Resume) -> NextAction {
        switch state {
        case .initial:
            state = .demandSignalled(resume, current: nil, upstreamAwaiting: false)
            return .startUpstream
        case .waitingForDemand(let buffered, let upstreamAwaiting):
            state = .demandSignalled(resume, current: buffered, upstreamAwaiting: upstreamAwaiting)
            return .pull(armTimerAt: buffered?.deadline)
        case .demandSignalled(_, let current, let upstreamAwaiting):
            // A second `next()` while one waits cannot happen in a task; the newest one wins.
            state = .demandSignalled(resume, current: current, upstreamAwaiting: upstreamAwaiting)
            return .pull(armTimerAt: nil)
        case .finished(let then):
            state = .finished(then: .end)
            return .resumeNow(then)
        }
    }

    /// The upstream task's loop asks whether to call the base's `next()` now: only while the
    /// consumer waits and no call is outstanding.
    mutating func shouldPullUpstream() -> Bool {
        guard case .demandSignalled(let resume, let current, upstreamAwaiting: false) = state else { return false }
        state = .demandSignalled(resume, current: current, upstreamAwaiting: true)
        return true
    }

    /// The base answered at `now`.
    mutating func upstreamProduced(_ element: AsyncElement, now: VirtualTime, interval: VirtualTime) -> UpstreamAction {
        switch (state, element) {
        case (.initial, _), (.finished, _):
            return .none
        case (.waitingForDemand, .value(let value)):
            state = .waitingForDemand(buffered: Pending(value: value, deadline: now.addingClamped(interval)),
                                      upstreamAwaiting: false)
            return .none
        case (.waitingForDemand, .end):
            state = .finished(then: .end)
            return .none
        case (.waitingForDemand, .failure):
            state = .finished(then: element)
            return .none
        case (.demandSignalled(let resume, _, _), .value(let value)):
            let pending = Pending(value: value, deadline: now.addingClamped(interval))
            state = .demandSignalled(resume, current: pending, upstreamAwaiting: false)
            return .debounce(until: pending.deadline)
        case (.demandSignalled(let resume, let current, _), .end):
            // The difference from Combine: the pending element goes out now.
            state = .finished(then: .end)
            return .cancelTimerAndResume(resume, current.map { .value($0.value) } ?? .end)
        case (.demandSignalled(let resume, _, _), .failure):
            state = .finished(then: .end)
            return .cancelTimerAndResume(resume, element)
        }
    }

    /// The armed timer fired: the current element goes to the consumer. Returns whom to
    /// resume with what, or nil when nothing waits.
    mutating func deadlineReached() -> (Resume, AsyncElement)? {
        guard case .demandSignalled(let resume, .some(let current), let upstreamAwaiting) = state else { return nil }
        state = .waitingForDemand(buffered: nil, upstreamAwaiting: upstreamAwaiting)
        return (resume, .value(current.value))
    }

    /// The consuming task was cancelled: nothing more is handed over (a waiting consumer is
    /// let go, not resumed), and every later `next()` ends.
    mutating func cancel() {
        state = .finished(then: .end)
    }
}
