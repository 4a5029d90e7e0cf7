/// AsyncAlgorithms 1.1's `debounce(for:)` (`Debounce/DebounceStateMachine.swift`).
///
/// Its first `next()` starts an upstream task that pulls the base while the consumer waits
/// (each element becomes the current one and moves the deadline to its arrival plus the
/// interval) and a clock task that hands the current element over at the deadline. It
/// differs from Combine's debounce where the input ends: a pending element goes out at
/// once when the base finishes (Combine drops it). While the consumer is busy, the base is
/// not pulled; an element already on its way is kept (one) with its deadline. The rules are
/// `AsyncDebounceStateMachine`'s; the iterator runs the clock, the base and the consumer.
public final class AsyncDebounce: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let interval: VirtualTime
    private let clock: VirtualClock

    public init(_ base: any AsyncSequenceModel, interval: VirtualTime, clock: VirtualClock) {
        self.base = base
        self.interval = interval
        self.clock = clock
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base, interval: interval, clock: clock)
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncSequenceModel
        private let interval: VirtualTime
        private let clock: VirtualClock
        private let resumption: Resumption
        private let upstreamLoop = PullLoop()
        private var machine = AsyncDebounceStateMachine()
        /// Made by the first `next()`, when the upstream task starts.
        private var baseIterator: (any AsyncIteratorModel)?
        /// Armed while the consumer waits for the current element.
        private var timer: ScheduledTimer?

        init(base: any AsyncSequenceModel, interval: VirtualTime, clock: VirtualClock) {
            self.base = base
            self.interval = interval
            self.clock = clock
            self.resumption = Resumption(clock: clock)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch machine.next(resume) {
            case .resumeNow(let element):
                return resume(element)
            case .startUpstream:
                baseIterator = base.makeIterator()
            case .pull(let deadline):
                if let deadline { arm(at: deadline) }
            }
            pullUpstream()
        }

        func cancel() {
            timer?.cancel()
            machine.cancel()
            baseIterator?.cancel()
        }

        /// The upstream task asks the base for more while the consumer waits.
        private func pullUpstream() {
            upstreamLoop.pull {
                guard let baseIterator, machine.shouldPullUpstream() else { return }
                baseIterator.next { element in self.upstream(element) }
            }
        }

        private func upstream(_ element: AsyncElement) {
            switch machine.upstreamProduced(element, now: clock.now, interval: interval) {
            case .debounce(let deadline):
                arm(at: deadline)
                pullUpstream()
            case .cancelTimerAndResume(let resume, let element):
                timer?.cancel()
                resumption.resume(resume, with: element)
            case .none:
                break
            }
        }

        private func arm(at deadline: VirtualTime) {
            timer?.cancel()
            timer = clock.scheduleTimer(at: deadline) { self.deadlineReached() }
        }

        private func deadlineReached() {
            guard let (resume, element) = machine.deadlineReached() else { return }
            resumption.resume(resume, with: element)
        }
    }
}

extension AsyncSequenceModel {
    public func debounce(_ interval: VirtualTime, clock: VirtualClock) -> any AsyncSequenceModel {
        AsyncDebounce(self, interval: interval, clock: clock)
    }
}
