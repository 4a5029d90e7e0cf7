import StreamCore
import Testing

/// AsyncAlgorithms 1.1.4's merge and zip on the virtual clock (`MergeStateMachine.swift`,
/// `ZipStateMachine.swift`), with the deterministic order of docs/ASYNC-SEMANTICS.md.
@Suite struct AsyncCombiningTests {
    @Test func mergeBuffersWhatBasesProduceWhileTheBodyRuns() {
        let clock = VirtualClock()
        let first = AsyncStreamModel(clock: clock), second = AsyncStreamModel(clock: clock)
        for value in [1, 2] { first.yield(.int(value)) }
        for value in [10, 20] { second.yield(.int(value)) }
        first.finish()
        second.finish()
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(AsyncMerge([first, second]), work: 100)
        clock.advance(to: 1000)
        #expect(log.events == ["0:1", "100:10", "200:2", "300:20", "400:|"])
    }

    @Test func mergeEndsWhenEveryBaseHasEnded() {
        let clock = VirtualClock()
        let first = AsyncStreamModel(clock: clock), second = AsyncStreamModel(clock: clock)
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(AsyncMerge([first, second]))
        clock.schedule(at: 100) { first.yield(.int(1)); first.finish() }
        clock.schedule(at: 200) { second.yield(.int(2)) }
        clock.schedule(at: 300) { second.finish() }
        clock.advance(to: 1000)
        #expect(log.events == ["100:1", "200:2", "300:|"])
    }

    @Test func zipPairsAndEndsWithTheFirstBaseToEnd() {
        let clock = VirtualClock()
        let first = AsyncStreamModel(clock: clock), second = AsyncStreamModel(clock: clock)
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(AsyncZip([first, second]))
        clock.schedule(at: 100) { first.yield(.int(1)); first.yield(.int(2)) }
        clock.schedule(at: 200) { second.yield(.string("a")) }
        clock.schedule(at: 300) { second.finish() }
        clock.advance(to: 1000)
        #expect(log.events == [#"200:(1, "a")"#, "300:|"])
    }

    @Test func aFailingBaseFailsTheMergeAtOnce() {
        let clock = VirtualClock()
        let first = AsyncStreamModel(throwing: true, clock: clock), second = AsyncStreamModel(clock: clock)
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(AsyncMerge([first, second]))
        clock.schedule(at: 100) { first.finish(StreamError("boom")) }
        clock.advance(to: 1000)
        #expect(log.events == ["100:#boom"])
    }
}

@Suite struct AsyncCombineLatestTests {
    @Test func combineLatestEmitsOnceEveryBaseHasAValue() {
        let clock = VirtualClock()
        let first = AsyncStreamModel(clock: clock), second = AsyncStreamModel(clock: clock)
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(AsyncCombineLatest([first, second]))
        clock.schedule(at: 100) { first.yield(.int(1)) }
        clock.schedule(at: 200) { first.yield(.int(2)) }
        clock.schedule(at: 300) { second.yield(.string("a")) }
        clock.schedule(at: 400) { first.yield(.int(3)); first.finish() }
        clock.schedule(at: 500) { second.finish() }
        clock.advance(to: 1000)
        #expect(log.events == [#"300:(2, "a")"#, #"400:(3, "a")"#, "500:|"])
    }

    @Test func aBaseThatFinishesEmptyEndsItAtOnce() {
        let clock = VirtualClock()
        let first = AsyncStreamModel(clock: clock), second = AsyncStreamModel(clock: clock)
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(AsyncCombineLatest([first, second]))
        clock.schedule(at: 100) { first.yield(.int(1)) }
        clock.schedule(at: 200) { second.finish() }
        clock.advance(to: 1000)
        #expect(log.events == ["200:|"])
    }
}

@Suite struct AsyncShareTests {
    /// share's `.bounded(1)`: the slow loop holds the base back; 4 meets no demand.
    @Test func theSlowestSideSetsThePace() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let shared = PublisherValues(subject, clock: clock).share(clock: clock)
        let fast = AsyncModelTests.LoopLog(clock: clock), slow = AsyncModelTests.LoopLog(clock: clock)
        _ = fast.loop(shared)
        _ = slow.loop(shared, work: 150)
        for (time, value) in [(100, 1), (200, 2), (300, 3), (400, 4)] {
            clock.schedule(at: time) { subject.send(.int(value)) }
        }
        clock.schedule(at: 500) { subject.send(completion: .finished) }
        clock.advance(to: 1000)
        #expect(fast.events == ["100:1", "200:2", "300:3", "500:|"])
        #expect(slow.events == ["100:1", "250:2", "400:3", "550:|"])
    }

    @Test func theBaseIteratorIsMadeWithTheShare() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        _ = PublisherValues(subject, clock: clock).share(clock: clock)
        #expect(subject.subscriberCount == 1)
    }
}
