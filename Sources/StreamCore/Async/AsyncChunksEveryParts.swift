/// The library's `Either` for `AsyncChunksEvery`, carried through `AsyncMerge` (which merges
/// `Value`s) as a private tuple: `(0, element)`, `(1)` for the base's end, `(2)` for a tick.
/// Only `AsyncChunksEvery`'s own iterator ever sees these tuples.
enum ChunkTag {
    case element(Value)
    case terminal
    case signal

    init(_ value: Value) {
        switch value {
        case .tuple(let items) where items.count == 2: self = .element(items[1])
        case .tuple(let items) where items.first == .int(1): self = .terminal
        default: self = .signal
        }
    }

    static func element(wrapping value: Value) -> Value { .tuple(ValueElements([.int(0), value])) }
    static var terminalValue: Value { .tuple(ValueElements([.int(1)])) }
    static var signalValue: Value { .tuple(ValueElements([.int(2)])) }
}

/// `chain(base.map { .element($0) }, [.terminal].async)`: the base's elements, then one
/// terminal marker, then the end. A failure passes through.
final class TaggedBase: AsyncSequenceModel {
    private let base: any AsyncSequenceModel

    init(_ base: any AsyncSequenceModel) { self.base = base }

    func makeIterator() -> any AsyncIteratorModel { Iterator(base: base.makeIterator()) }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private var baseEnded = false
        private var markerSent = false

        init(base: any AsyncIteratorModel) { self.base = base }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            guard !baseEnded else {
                defer { markerSent = true }
                return resume(markerSent ? .end : .value(ChunkTag.terminalValue))
            }
            base.next { element in
                switch element {
                case .value(let value): resume(.value(ChunkTag.element(wrapping: value)))
                case .end:
                    self.baseEnded = true
                    self.markerSent = true
                    resume(.value(ChunkTag.terminalValue))
                case .failure: resume(element)
                }
            }
        }

        func cancel() { base.cancel() }
    }
}

/// `AsyncTimerSequence.repeating(every:).map { _ in .signal }`: each `next()` sleeps until
/// one interval after the previous deadline (after `now`, the first time). It never ends.
final class AsyncTimerModel: AsyncSequenceModel {
    private let interval: VirtualTime
    private let clock: VirtualClock

    init(interval: VirtualTime, clock: VirtualClock) {
        self.interval = interval
        self.clock = clock
    }

    func makeIterator() -> any AsyncIteratorModel { Iterator(interval: interval, clock: clock) }

    private final class Iterator: AsyncIteratorModel {
        private let interval: VirtualTime
        private let clock: VirtualClock
        private var last: VirtualTime?
        private var sleep: ScheduledTimer?

        init(interval: VirtualTime, clock: VirtualClock) {
            self.interval = interval
            self.clock = clock
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            let deadline = (last ?? clock.now).addingClamped(interval)
            sleep = clock.scheduleTimer(at: deadline) {
                self.last = deadline
                resume(.value(ChunkTag.signalValue))
            }
        }

        func cancel() {
            sleep?.cancel()
            sleep = nil
        }
    }
}
