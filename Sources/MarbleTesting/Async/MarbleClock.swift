import Marbles

/// The marble clock as a Swift `Clock`: `m.clock`. Inject it where the code under test takes
/// a clock (`any Clock<Duration>`, `some Clock<Duration>`), or pass it to
/// `Task.sleep(for:clock:)` and AsyncAlgorithms' `debounce(for:clock:)`: its sleepers wake at
/// the virtual instants `await m.run()` and `await m.advance(to:)` move through, in order
/// with what the test schedulers run then.
///
/// ```
/// let m = MarbleScheduler()
/// let results = m.coldSequence("-a-b---c|").debounce(for: .milliseconds(200), clock: m.clock)
/// m.expect(results).toBe("-----b----(c|)")
/// await m.run()
/// ```
///
/// Its instants are durations since the test started, in whole milliseconds as every marble
/// time is: a sleep until a fraction of a millisecond wakes at the next whole one. A sleep
/// until an instant already past returns at once, as with any clock (a timer whose consumer
/// fell behind does that); but a sleep for a negative duration
/// (`Task.sleep(for: .milliseconds(-5), clock: m.clock)`) is a mistake in the code or the
/// test, and `await m.run()` fails naming it.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct MarbleClock: Clock, Sendable {
    /// An instant of the marble clock: how long after the start of the test.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the start of the test (frame 0).
        public var offset: Duration
        /// Whether it was reached by going back in time (`advanced(by:)` a negative duration),
        /// as `Task.sleep(for: .milliseconds(-5), clock: m.clock)` makes its deadline.
        /// Not part of its identity.
        var steppedBack = false

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            var instant = Instant(offset: offset + duration)
            instant.steppedBack = duration < .zero
            return instant
        }

        public static func == (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset == rhs.offset
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(offset)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        public var description: String { formatVirtualTime(MarbleScheduler.milliseconds(offset)) }
    }

    let virtualClock: VirtualClock
    let async: AsyncRunState

    init(virtualClock: VirtualClock, async: AsyncRunState) {
        self.virtualClock = virtualClock
        self.async = async
    }

    /// The instant the marble clock is at.
    public var now: Instant { Instant(offset: .milliseconds(virtualClock.now)) }

    /// One millisecond: the marble unit.
    public var minimumResolution: Duration { .milliseconds(1) }

    /// Waits until the marble clock reaches `deadline` (the next whole millisecond at or after
    /// it), or throws `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let current = virtualClock.now
        if deadline.steppedBack, deadline.offset < .milliseconds(current) {
            async.note(.negativeSleep(deadline: deadline.offset, now: current))
        }
        try await sleep(untilMilliseconds: Self.wholeMilliseconds(rounding: deadline.offset))
    }

    /// Waits until the clock reaches `wake` ms (at once if it has), or throws `CancellationError`.
    func sleep(untilMilliseconds wake: Int) async throws {
        try Task.checkCancellation()
        let current = virtualClock.now

        guard wake > current else { return }
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                guard sleeper.wait(continuation) else { return }
                virtualClock.schedule(at: wake) { sleeper.wake() }
            }
        } onCancel: {
            sleeper.cancel()
        }
    }

    /// Whole milliseconds, a fraction rounded up (the instant the driver runs it at).
    static func wholeMilliseconds(rounding duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        let whole = Int(seconds) * 1000 + Int(attoseconds / perMillisecond)
        return attoseconds % perMillisecond > 0 ? whole + 1 : whole
    }
}
