/// AsyncAlgorithms 1.1's `_throttle(for:latest:)` (`AsyncThrottleSequence.swift`), as its
/// iterator does it. It is pull-based: no timer runs while the input is silent.
///
/// Each `next()` pulls the base and reduces the elements of the window (`latest`: the
/// newest, else the first). The window starts at the last emission (or at the call, the
/// first time); an element arriving once the window is over, or the very first element,
/// goes out with the reduction. So a reduced element waits for a later element to carry
/// it out; when the base ends, a pending reduction goes out at the last emission plus the
/// interval (at once if that is past), then the sequence ends. The rules are
/// `AsyncThrottleStateMachine`'s.
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
        private let clock: VirtualClock
        private let loop = PullLoop()
        private var machine: AsyncThrottleStateMachine
        private var sleep: ScheduledTimer?

        init(base: any AsyncIteratorModel, interval: VirtualTime, latest: Bool, clock: VirtualClock) {
            self.base = base
            self.clock = clock
            self.machine = AsyncThrottleStateMachine(interval: interval, latest: latest)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            machine.next(resume, now: clock.now)
            pullBase()
        }

        func cancel() {
            sleep?.cancel()
            machine.cancel()
            base.cancel()
        }

        private func pullBase() {
            loop.pull {
                guard machine.isReducing else { return }
                base.next { element in self.perform(self.machine.received(element, now: self.clock.now)) }
            }
        }

        private func perform(_ action: AsyncThrottleStateMachine.Action) {
            switch action {
            case .resume(let resume, let element):
                resume(element)
            case .pull:
                pullBase()
            case .sleep(let deadline):
                sleep = clock.scheduleTimer(at: deadline) { self.perform(self.machine.sleepEnded()) }
            case .none:
                break
            }
        }
    }
}

extension AsyncSequenceModel {
    public func throttle(_ interval: VirtualTime, latest: Bool, clock: VirtualClock) -> any AsyncSequenceModel {
        AsyncThrottle(self, interval: interval, latest: latest, clock: clock)
    }
}
