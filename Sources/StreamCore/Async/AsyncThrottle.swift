/// AsyncAlgorithms 1.1's `_throttle(for:latest:)` (`AsyncThrottleSequence.swift`), as its
/// iterator does it. It is pull-based: no timer runs while the input is silent.
///
/// Each `next()` pulls the base and reduces the elements of the window (`latest`: the
/// newest, else the first). The window starts at the last emission (or at the call, the
/// first time); an element arriving once the window is over, or the very first element,
/// goes out with the reduction. So a reduced element waits for a later element to carry
/// it out; when the base ends, a pending reduction goes out at the last emission plus the
/// interval (at once if that is past), then the sequence ends.
public final class AsyncThrottle: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let interval: VirtualTime
    private let latest: Bool
    private let clock: VirtualClock

    public init(_ base: any AsyncSequenceModel, interval: VirtualTime, latest: Bool, clock: VirtualClock) {
        self.base = base
        self.interval = interval
        self.latest = latest
        self.clock = clock
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base.makeIterator(), interval: interval, latest: latest, clock: clock)
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private let interval: VirtualTime
        private let latest: Bool
        private let clock: VirtualClock
        /// When the last element went out (the iterator's `last`).
        private var last: VirtualTime?
        private var start: VirtualTime = 0
        private var reduced: Value?
        private var resume: ((AsyncElement) -> Void)?
        private var sleep: ScheduledTimer?
        private var pulling = false
        private var pullAgain = false

        init(base: any AsyncIteratorModel, interval: VirtualTime, latest: Bool, clock: VirtualClock) {
            self.base = base
            self.interval = interval
            self.latest = latest
            self.clock = clock
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            self.resume = resume
            reduced = nil
            start = last ?? clock.now
            pullBase()
        }

        func cancel() {
            sleep?.cancel()
            resume = nil
            base.cancel()
        }

        private func pullBase() {
            if pulling {
                pullAgain = true
                return
            }
            pulling = true
            repeat {
                pullAgain = false
                guard resume != nil else { break }
                base.next { element in self.handle(element) }
            } while pullAgain
            pulling = false
        }

        private func handle(_ element: AsyncElement) {
            guard resume != nil else { return }
            switch element {
            case .value(let value):
                let reduction = latest ? value : (reduced ?? value)
                let now = clock.now
                if now - start >= interval || last == nil {
                    last = now
                    deliver(.value(reduction))
                } else {
                    reduced = reduction
                    pullBase()
                }
            case .end:
                guard let pending = reduced else { return deliver(.end) }
                // "ensure the rate of elements never exceeds the given interval"
                let amount = interval - (clock.now - (last ?? clock.now))
                guard amount > 0 else { return deliver(.value(pending)) }
                sleep = clock.scheduleTimer(at: clock.now.addingClamped(amount)) { self.deliver(.value(pending)) }
            case .failure:
                deliver(element)
            }
        }

        private func deliver(_ element: AsyncElement) {
            let resume = self.resume
            self.resume = nil
            resume?(element)
        }
    }
}

extension AsyncSequenceModel {
    public func throttle(_ interval: VirtualTime, latest: Bool, clock: VirtualClock) -> any AsyncSequenceModel {
        AsyncThrottle(self, interval: interval, latest: latest, clock: clock)
    }
}
