/// The states of `AsyncThrottle`'s iterator, kept apart from the clock and the base so the
/// rules can be read and tested. A transition returns what to do; the model does it.
struct AsyncThrottleStateMachine {
    typealias Resume = (AsyncElement) -> Void

    enum State {
        /// No `next()` waits; `lastEmission` is when the last element went out (nil before
        /// the first).
        case idle(lastEmission: VirtualTime?)
        /// A `next()` waits and the base is pulled. The window began at `windowStart`;
        /// `reduced` is what it has gathered so far.
        case reducing(Resume, windowStart: VirtualTime, lastEmission: VirtualTime?, reduced: Value?)
        /// The base ended with a reduction held: it goes out when the sleep ends.
        case sleeping(Resume, lastEmission: VirtualTime?, pending: Value)
    }

    enum Action {
        /// Return `element` from the waiting `next()`.
        case resume(Resume, AsyncElement)
        /// The window goes on: pull the base again.
        case pull
        /// Sleep until `deadline`, then call `sleepEnded()`.
        case sleep(until: VirtualTime)
        case none
    }

    let interval: VirtualTime
    /// `latest`: the window keeps its newest element, else its first.
    let latest: Bool
    private(set) var state: State = .idle(lastEmission: nil)

    init(interval: VirtualTime, latest: Bool) {
        self.interval = interval
        self.latest = latest
    }

    private var lastEmission: VirtualTime? {
        switch state {
        case .idle(let last), .reducing(_, _, let last, _), .sleeping(_, let last, _): last
        }
    }

    /// A `next()` at `now`: its window starts at the last emission (or now, the first time).
    mutating func next(_ resume: @escaping Resume, now: VirtualTime) {
        let last = lastEmission
        state = .reducing(resume, windowStart: last ?? now, lastEmission: last, reduced: nil)
    }

    /// Whether the base is to be pulled: only while a `next()` waits in its window.
    var isReducing: Bool {
        if case .reducing = state { return true }
        return false
    }

    /// The base answered at `now`.
    mutating func received(_ element: AsyncElement, now: VirtualTime) -> Action {
        guard case .reducing(let resume, let start, let last, let reduced) = state else { return .none }
        switch element {
        case .value(let value):
            let reduction = latest ? value : (reduced ?? value)
            // The very first element, or one arriving once the window is over, carries the
            // reduction out; otherwise the window keeps it.
            if now - start >= interval || last == nil {
                state = .idle(lastEmission: now)
                return .resume(resume, .value(reduction))
            }
            state = .reducing(resume, windowStart: start, lastEmission: last, reduced: reduction)
            return .pull
        case .end:
            state = .idle(lastEmission: last)
            guard let pending = reduced else { return .resume(resume, .end) }
            // "ensure the rate of elements never exceeds the given interval"
            let amount = interval - (now - (last ?? now))
            guard amount > 0 else { return .resume(resume, .value(pending)) }
            state = .sleeping(resume, lastEmission: last, pending: pending)
            return .sleep(until: now.addingClamped(amount))
        case .failure:
            state = .idle(lastEmission: last)
            return .resume(resume, element)
        }
    }

    mutating func sleepEnded() -> Action {
        guard case .sleeping(let resume, let last, let pending) = state else { return .none }
        state = .idle(lastEmission: last)
        return .resume(resume, .value(pending))
    }

    /// The consuming task was cancelled: a waiting `next()` is let go, not resumed.
    mutating func cancel() {
        state = .idle(lastEmission: lastEmission)
    }
}
