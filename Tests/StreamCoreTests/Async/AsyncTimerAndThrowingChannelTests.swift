@testable import StreamCore
import Testing

/// `AsyncTimerSequenceModel` and `AsyncChannelModel`'s throwing half, read against
/// swift-async-algorithms 1.1.4's `AsyncTimerSequence` and `ChannelStateMachine` (the oracle's
/// `aa-timer*` and `channel-throwing-*` scenarios check the same on the real library).
@Suite struct AsyncTimerAndThrowingChannelTests {
    typealias LoopLog = AsyncModelTests.LoopLog

    @Test func theTimerTicksOneIntervalAfterThePreviousDeadline() {
        let clock = VirtualClock()
        let log = LoopLog(clock: clock)
        let loop = log.loop(AsyncTimerSequenceModel(interval: 300, clock: clock))
        clock.schedule(at: 1000) { loop.cancel() }
        clock.advance(to: 5000)
        #expect(log.events == ["300:300", "600:600", "900:900", "1000:|"])
    }

    /// Deadlines 300, 600 (missed: the body runs until 800), 900 (missed until 1300).
    @Test func aMissedDeadlineTicksAtOnceAndTheNextCountsFromIt() {
        let clock = VirtualClock()
        let log = LoopLog(clock: clock)
        let loop = log.loop(AsyncTimerSequenceModel(interval: 300, clock: clock), work: 500)
        clock.schedule(at: 2000) { loop.cancel() }
        clock.advance(to: 5000)
        #expect(log.events == ["300:300", "800:800", "1300:1300", "1800:1800", "2000:#CancellationError()"])
    }

    @Test func aCancelledTimerEndsEveryLaterNext() {
        var state = AsyncTimerState()
        #expect(state.nextDeadline(now: 50, interval: 100) == 150)
        state.ticked(at: 150)
        #expect(state.nextDeadline(now: 400, interval: 100) == 250)
        state.cancel()
        #expect(state.nextDeadline(now: 400, interval: 100) == nil)
        state.ticked(at: 250)
        #expect(state.state == .cancelled)
    }

    @Test func failThrowsInTheWaitingLoopAndDropsTheWaitingSends() {
        let clock = VirtualClock()
        var dropped: [String] = []
        var events = AsyncChannelModel.Events()
        events.dropped = { id, _, failed in dropped.append("\(id):\(failed ? "fail" : "finish")") }
        let channel = AsyncChannelModel(throwing: true, clock: clock, events: events)
        let log = LoopLog(clock: clock)
        _ = log.loop(channel)
        clock.schedule(at: 100) { channel.fail(StreamError("boom")) }
        clock.advance(to: 1000)
        #expect(log.events == ["100:#boom"])
        // A second loop finds the channel finished: the failure went to the waiting loop.
        let later = LoopLog(clock: clock)
        _ = later.loop(channel)
        clock.advance(to: 1100)
        #expect(later.events == ["1000:|"])
        #expect(dropped.isEmpty)
    }

    @Test func aFailureNobodyWaitedForIsThrownOnceByTheNextNext() {
        let clock = VirtualClock()
        var dropped: [String] = []
        var events = AsyncChannelModel.Events()
        events.dropped = { id, _, failed in dropped.append("\(id):\(failed ? "fail" : "finish")") }
        let channel = AsyncChannelModel(throwing: true, clock: clock, events: events)
        channel.send(.int(1))
        channel.fail(StreamError("boom"))
        #expect(dropped == ["0:fail"])
        let first = LoopLog(clock: clock)
        _ = first.loop(channel)
        let second = LoopLog(clock: clock)
        _ = second.loop(channel)
        clock.advance(to: 100)
        #expect(first.events == ["0:#boom"])
        #expect(second.events == ["0:|"])
    }

    @Test func aCancelledSendReturnsWithoutDelivering() {
        let clock = VirtualClock()
        var cancelled: [Int] = []
        var events = AsyncChannelModel.Events()
        events.cancelled = { id, _ in cancelled.append(id) }
        let channel = AsyncChannelModel(clock: clock, events: events)
        channel.send(.int(1))
        channel.send(.int(2))
        #expect(channel.cancelSend(0))
        #expect(!channel.cancelSend(0))
        #expect(cancelled == [0])
        let log = LoopLog(clock: clock)
        _ = log.loop(channel)
        clock.schedule(at: 100) { channel.finish() }
        clock.advance(to: 200)
        #expect(log.events == ["0:2", "100:|"])
    }
}
