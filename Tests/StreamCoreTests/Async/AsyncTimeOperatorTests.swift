import StreamCore
import Testing

/// AsyncAlgorithms 1.1.4's debounce and throttle on the virtual clock, as their sources
/// (`DebounceStateMachine.swift`, `AsyncThrottleSequence.swift`) behave.
@Suite struct AsyncTimeOperatorTests {
    /// Yields `sends` (time, value) into a stream, finishing at `end`; runs a loop over
    /// `make(stream)` with `work`; returns the loop's "time:value" events.
    static func run(_ sends: [(Int, Int)], end: Int, work: Int = 0,
                    _ make: (any AsyncSequenceModel, VirtualClock) -> any AsyncSequenceModel) -> [String] {
        let clock = VirtualClock()
        let stream = AsyncStreamModel(clock: clock)
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(make(stream, clock), work: work)
        for (time, value) in sends { clock.schedule(at: time) { stream.yield(.int(value)) } }
        clock.schedule(at: end) { stream.finish() }
        clock.advance(to: 10_000)
        return log.events
    }

    static let burst = [(0, 1), (100, 2), (200, 3), (600, 4), (700, 5)]

    @Test func debounceSendsThePendingElementWhenTheBaseFinishes() {
        let events = Self.run(Self.burst, end: 900) { $0.debounce(300, clock: $1) }
        // Combine would drop 5 and finish at 900.
        #expect(events == ["500:3", "900:5", "900:|"])
    }

    @Test func debounceWithoutPendingElementJustEnds() {
        let events = Self.run(Self.burst, end: 1500) { $0.debounce(300, clock: $1) }
        #expect(events == ["500:3", "1000:5", "1500:|"])
    }

    @Test func anElementOnItsWayKeepsItsDeadline() {
        // After 1 the upstream task already waits in the base's next(), so 2 (at 400) reaches
        // it while the body of 1 runs (300 to 800): it is kept with its deadline, 700, and
        // goes out as soon as the loop asks again.
        let events = Self.run([(0, 1), (400, 2)], end: 2000, work: 500) { $0.debounce(300, clock: $1) }
        #expect(events == ["300:1", "800:2", "2000:|"])
    }

    @Test func debounceDoesNotPullWhileTheBodyRunsWithAnElementKept() {
        // 2 is kept as above; 3 (at 500) stays in the stream until the loop asks at 800 and
        // the upstream task pulls again: its deadline is 800 + 300.
        let events = Self.run([(0, 1), (400, 2), (500, 3)], end: 2000, work: 500) { $0.debounce(300, clock: $1) }
        #expect(events == ["300:1", "1100:3", "2000:|"])
    }

    @Test func throttleLatestIsPullBased() {
        let events = Self.run(Self.burst, end: 1500) { $0.throttle(300, latest: true, clock: $1) }
        #expect(events == ["0:1", "600:4", "1500:5", "1500:|"])
    }

    @Test func throttleFirstCarriesTheWindowsFirstElementOut() {
        let events = Self.run(Self.burst, end: 1500) { $0.throttle(300, latest: false, clock: $1) }
        #expect(events == ["0:1", "600:2", "1500:5", "1500:|"])
    }

    @Test func throttleHoldsTheLastElementForTheIntervalWhenTheBaseEnds() {
        let events = Self.run([(0, 1), (100, 2)], end: 200) { $0.throttle(300, latest: true, clock: $1) }
        #expect(events == ["0:1", "300:2", "300:|"])
    }
}
