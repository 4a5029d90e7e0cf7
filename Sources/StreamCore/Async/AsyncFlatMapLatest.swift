/// AsyncAlgorithms' `flatMapLatest(_:)` (`FlatMapLatest/FlatMapLatestStateMachine.swift`,
/// public in 1.1.4 under `@available(AsyncAlgorithms 1.3, *)`): the async `switchToLatest`.
///
/// The first `next()` starts a task that iterates the base. Each element of the base makes a
/// new inner sequence, iterated by a task of its own; the previous inner task is cancelled,
/// and whatever it produces from then on is ignored (a generation number tells them apart).
/// Both tasks ask their sequence only while the consumer waits (an element that comes while
/// it is busy waits in a buffer), except that the base task, once resumed, keeps waiting in
/// the base's `next()`: that is how a new element arrives while an inner one is running.
/// The sequence ends when the base has ended and the last inner sequence has too.
///
/// Two rules of the library a diagram shows: a failure (of the base or the inner sequence)
/// reaches the consumer only if it is waiting; otherwise the sequence just ends, as the state
/// machine drops the error. And a task's start, or its resumption after the consumer asked,
/// runs behind the work of the current instant, as every resumed task does.
public final class AsyncFlatMapLatest: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let transform: AsyncFlatMap.Transform
    private let resumption: Resumption

    public init(_ base: any AsyncSequenceModel, clock: VirtualClock, transform: @escaping AsyncFlatMap.Transform) {
        self.base = base
        self.transform = transform
        resumption = Resumption(clock: clock)
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base, transform: transform, resumption: resumption)
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncSequenceModel
        private let transform: AsyncFlatMap.Transform
        private let resumption: Resumption
        private var clock: VirtualClock { resumption.clock }

        private var started = false
        private var finished = false
        /// The consumer waiting in `next()`.
        private var downstream: ((AsyncElement) -> Void)?
        private var buffer = ValueQueue()

        private var outer: (any AsyncIteratorModel)?
        /// The base task waits for demand (the library's `outerContinuation`).
        private var outerWaitsForDemand = false
        private var outerFinished = false

        /// The current inner task: started, not yet ended (the library's `innerTask`).
        private var innerRunning = false
        private var inner: (any AsyncIteratorModel)?
        private var innerWaitsForDemand = false
        private var generation = 0

        init(base: any AsyncSequenceModel, transform: @escaping AsyncFlatMap.Transform, resumption: Resumption) {
            self.base = base
            self.transform = transform
            self.resumption = resumption
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !finished else { return resume(.end) }
            guard started else {
                started = true
                downstream = resume
                return clock.schedule { self.startOuter() }
            }
            if let value = buffer.popFirst() { return resume(.value(value)) }
            if outerFinished && !innerRunning {
                finished = true
                return resume(.end)
            }
            downstream = resume
            if innerWaitsForDemand {
                innerWaitsForDemand = false
                let current = generation
                clock.schedule { self.pullInner(current) }
            } else if outerWaitsForDemand {
                outerWaitsForDemand = false
                clock.schedule { self.pullOuter() }
            }
        }

        /// The consuming task was cancelled: a waiting consumer gets `nil`; the tasks are
        /// cancelled only when it was not waiting (see `end`).
        func cancel() {
            end(with: .end)
        }

        // MARK: The base task

        private func startOuter() {
            guard !finished else { return }
            outer = base.makeIterator()
            outerSuspends()
        }

        /// The top of the base task's loop: go on at once if the consumer waits, else wait.
        private func outerSuspends() {
            guard !finished else { return }
            if downstream != nil { pullOuter() } else { outerWaitsForDemand = true }
        }

        /// A base whose elements are at hand answers inside `next`, and the base task then asks
        /// again at once: the rounds are looped, not nested (`range 1...100000 | async`).
        private let outerLoop = PullLoop()
        private var outerAsked = false

        private func pullOuter() {
            outerAsked = true
            outerLoop.pull { outerRound() }
        }

        private func outerRound() {
            guard outerAsked, !finished, let outer else { return }
            outerAsked = false
            outer.next { element in
                guard !self.finished else { return }
                switch element {
                case .value(let value):
                    self.startInner(self.transform(value))
                    self.outerSuspends()
                case .end:
                    if !self.innerRunning && self.buffer.isEmpty {
                        self.finished = true
                        self.answer(.end)
                    } else {
                        self.outerFinished = true
                    }
                case .failure:
                    self.end(with: element)
                }
            }
        }

        // MARK: The inner task

        /// Cancels the previous inner task and starts one for `sequence`; its iterator is made
        /// when the task first runs.
        private func startInner(_ sequence: any AsyncSequenceModel) {
            generation += 1
            let current = generation
            inner?.cancel()
            inner = nil
            innerWaitsForDemand = false
            innerRunning = true
            clock.schedule {
                let iterator = sequence.makeIterator()
                guard !self.finished, current == self.generation else { return iterator.cancel() }
                self.inner = iterator
                self.innerSuspends(current)
            }
        }

        private func innerSuspends(_ current: Int) {
            guard !finished, current == generation else { return }
            if downstream != nil { pullInner(current) } else { innerWaitsForDemand = true }
        }

        private func pullInner(_ current: Int) {
            guard !finished, current == generation, let inner else { return }
            inner.next { element in
                guard !self.finished, current == self.generation else { return }
                switch element {
                case .value(let value):
                    if self.downstream != nil { self.answer(element) } else { self.buffer.append(value) }
                    self.innerSuspends(current)
                case .end:
                    self.inner = nil
                    self.innerRunning = false
                    if self.outerFinished {
                        self.finished = true
                        self.answer(.end)
                    } else if self.downstream != nil, self.outerWaitsForDemand {
                        self.outerWaitsForDemand = false
                        self.clock.schedule { self.pullOuter() }
                    }
                case .failure:
                    self.end(with: element)
                }
            }
        }

        // MARK: Ending

        /// A failure, or the consumer's cancellation, ends the sequence. As the library's state
        /// machine does, it either resumes a waiting consumer or cancels the two tasks, never
        /// both: with a consumer waiting, a task still inside its sequence's `next()` stays
        /// there (its answer is then ignored), and without one, a failure is dropped and the
        /// consumer's next `next()` returns `nil`.
        private func end(with element: AsyncElement) {
            guard !finished else { return }
            finished = true
            if downstream != nil { return answer(element) }
            outer?.cancel()
            inner?.cancel()
            inner = nil
        }

        /// Resumes the waiting consumer, if any, behind the current instant's work.
        private func answer(_ element: AsyncElement) {
            guard let resume = downstream else { return }
            downstream = nil
            resumption.resume(resume, with: element)
        }
    }
}
