/// AsyncAlgorithms 1.1's `debounce(for:)` (`Debounce/DebounceStateMachine.swift`).
///
/// Its first `next()` starts an upstream task that pulls the base while the consumer waits
/// (each element becomes the current one and moves the deadline to its arrival plus the
/// interval) and a clock task that hands the current element over at the deadline. It
/// differs from Combine's debounce where the input ends: a pending element goes out at
/// once when the base finishes (Combine drops it). While the consumer is busy, the base is
/// not pulled; an element already on its way is kept (one) with its deadline.
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
        typealias Pending = (value: Value, deadline: VirtualTime)

        private let base: any AsyncSequenceModel
        private let interval: VirtualTime
        private let clock: VirtualClock
        private let resumption: Resumption
        /// Made by the first `next()`, when the upstream task starts.
        private var baseIterator: (any AsyncIteratorModel)?
        /// The consumer's `next()`, while it waits (the state machine's demand).
        private var downstream: ((AsyncElement) -> Void)?
        /// The element being debounced, with its deadline (`debouncing`).
        private var current: Pending?
        /// An element that arrived while the consumer was busy (`waitingForDemand`).
        private var buffered: Pending?
        private var timer: ScheduledTimer?
        /// The upstream task is waiting in the base's `next()`.
        private var upstreamAwaiting = false
        /// Once the base ended: what the following `next()` returns.
        private var ended: AsyncElement?
        private var pulling = false
        private var pullAgain = false

        init(base: any AsyncSequenceModel, interval: VirtualTime, clock: VirtualClock) {
            self.base = base
            self.interval = interval
            self.clock = clock
            self.resumption = Resumption(clock: clock)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            if let ended {
                self.ended = .end
                return resume(ended)
            }
            if baseIterator == nil { baseIterator = base.makeIterator() }
            downstream = resume
            if let waiting = buffered {
                buffered = nil
                debounce(waiting)
            }
            pullUpstream()
        }

        func cancel() {
            timer?.cancel()
            downstream = nil
            ended = .end
            baseIterator?.cancel()
        }

        /// The upstream task asks the base for more while the consumer waits.
        private func pullUpstream() {
            if pulling {
                pullAgain = true
                return
            }
            pulling = true
            repeat {
                pullAgain = false
                guard downstream != nil, !upstreamAwaiting, ended == nil, let baseIterator else { break }
                upstreamAwaiting = true
                baseIterator.next { element in self.upstream(element) }
            } while pullAgain
            pulling = false
        }

        private func upstream(_ element: AsyncElement) {
            upstreamAwaiting = false
            guard ended == nil else { return }
            switch element {
            case .value(let value):
                let pending = (value, clock.now.addingClamped(interval))
                if downstream != nil {
                    debounce(pending)
                    pullUpstream()
                } else {
                    buffered = pending
                }
            case .end:
                timer?.cancel()
                // The difference from Combine: the pending element goes out now.
                let last = current
                current = nil
                ended = .end
                if let resume = downstream {
                    downstream = nil
                    resumption.resume(resume, with: last.map { .value($0.value) } ?? .end)
                }
            case .failure:
                timer?.cancel()
                current = nil
                if let resume = downstream {
                    downstream = nil
                    ended = .end
                    resumption.resume(resume, with: element)
                } else {
                    ended = element
                }
            }
        }

        private func debounce(_ pending: Pending) {
            current = pending
            timer?.cancel()
            timer = clock.scheduleTimer(at: pending.deadline) { self.deadlineReached() }
        }

        private func deadlineReached() {
            guard let element = current, let resume = downstream else { return }
            current = nil
            downstream = nil
            resumption.resume(resume, with: .value(element.value))
        }
    }
}

extension AsyncSequenceModel {
    public func debounce(_ interval: VirtualTime, clock: VirtualClock) -> any AsyncSequenceModel {
        AsyncDebounce(self, interval: interval, clock: clock)
    }
}
