import StreamCore
import Testing

/// The async model on the virtual clock: what a `for await` loop receives, and when.
/// Expected results are those of the Swift 6.3.1 runtime (a probe program run on this
/// machine, docs/ASYNC-SEMANTICS.md) and of Combine's documented `values`.
@Suite struct AsyncModelTests {
    /// A loop's events as "time:value", "time:|" or "time:#message".
    final class LoopLog {
        var events: [String] = []
        let clock: VirtualClock
        init(clock: VirtualClock) { self.clock = clock }

        func loop(_ sequence: any AsyncSequenceModel, work: Int = 0) -> ForAwaitLoop {
            let loop = ForAwaitLoop(sequence: sequence, clock: clock, work: work, observer: .init(
                started: {}, received: { self.events.append("\(self.clock.now):\($0.literal)") },
                exited: { element in
                    if case .failure(let error) = element { self.events.append("\(self.clock.now):#\(error.message)") }
                    else { self.events.append("\(self.clock.now):|") }
                }))
            loop.start()
            return loop
        }
    }

    @Test func valuesDeliversOnlyTheFirstOfASameInstantBurst() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let log = LoopLog(clock: clock)
        _ = log.loop(PublisherValues(subject, clock: clock))
        for value in 1...3 { subject.send(.int(value)) }
        clock.advance(to: 0)
        subject.send(.int(4))
        subject.send(completion: .finished)
        clock.advance(to: 10)
        #expect(log.events == ["0:1", "0:4", "0:|"])
    }

    @Test func bufferKeepsTheBurst() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let log = LoopLog(clock: clock)
        _ = log.loop(PublisherValues(subject.buffer(size: .max), clock: clock))
        for value in 1...3 { subject.send(.int(value)) }
        clock.advance(to: 0)
        #expect(log.events == ["0:1", "0:2", "0:3"])
    }

    @Test func workDropsValuesSentWhileTheBodyRuns() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let log = LoopLog(clock: clock)
        _ = log.loop(PublisherValues(subject, clock: clock), work: 150)
        for (time, value) in [(0, 1), (100, 2), (200, 3), (300, 4)] {
            clock.schedule(at: time) { subject.send(.int(value)) }
        }
        clock.advance(to: 1000)
        // 2 arrives while the body works on 1 (until 150); 3 starts the next body (to 350), so 4 is lost.
        #expect(log.events == ["0:1", "200:3"])
    }

    @Test(arguments: [
        (AsyncStreamModel.BufferingPolicy.unbounded, ["0:1", "0:2", "0:3", "0:4", "0:5", "0:|"], [Int]()),
        (.bufferingNewest(2), ["0:4", "0:5", "0:|"], [1, 2, 3]),
        (.bufferingOldest(2), ["0:1", "0:2", "0:|"], [3, 4, 5]),
    ])
    func bufferingPolicies(policy: AsyncStreamModel.BufferingPolicy, expected: [String], dropped: [Int]) {
        // As the runtime printed: newest2 [4, 5], oldest2 [1, 2]; buffered elements survive finish.
        let clock = VirtualClock()
        var drops: [Value] = []
        var events = AsyncStreamModel.Events()
        events.dropped = { drops.append($0) }
        let stream = AsyncStreamModel(policy: policy, clock: clock, events: events)
        for value in 1...5 { stream.yield(.int(value)) }
        stream.finish()
        let log = LoopLog(clock: clock)
        _ = log.loop(stream)
        clock.advance(to: 0)
        #expect(log.events == expected)
        #expect(drops == dropped.map(Value.int))
    }

    @Test func twoLoopsSplitAnAsyncStream() {
        // The runtime printed: A [1, 3, 5] B [2, 4, 6].
        let clock = VirtualClock()
        let stream = AsyncStreamModel(clock: clock)
        let first = LoopLog(clock: clock), second = LoopLog(clock: clock)
        _ = first.loop(stream)
        _ = second.loop(stream)
        for value in 1...6 { clock.schedule(at: value * 10) { stream.yield(.int(value)) } }
        clock.schedule(at: 100) { stream.finish() }
        clock.advance(to: 200)
        #expect(first.events == ["10:1", "30:3", "50:5", "100:|"])
        #expect(second.events == ["20:2", "40:4", "60:6", "100:|"])
    }

    @Test func aSecondWaitingConsumerOfAThrowingStreamTraps() {
        let clock = VirtualClock()
        var traps: [String] = []
        var events = AsyncStreamModel.Events()
        events.trapped = { traps.append($0) }
        let stream = AsyncStreamModel(throwing: true, clock: clock, events: events)
        let log = LoopLog(clock: clock)
        _ = log.loop(stream)
        #expect(traps.isEmpty)
        _ = log.loop(stream)
        #expect(traps == ["attempt to await next() on more than one task"])
    }

    @Test func aThrowingStreamDrainsThenThrows() {
        let clock = VirtualClock()
        let stream = AsyncStreamModel(throwing: true, clock: clock)
        stream.yield(.int(1))
        stream.finish(StreamError("boom"))
        let log = LoopLog(clock: clock)
        _ = log.loop(stream, work: 100)
        clock.advance(to: 500)
        #expect(log.events == ["0:1", "100:#boom"])
    }

    @Test func channelSendsWaitForTheConsumer() {
        let clock = VirtualClock()
        var resumed: [String] = []
        var dropped: [Int] = []
        var events = AsyncChannelModel.Events()
        events.resumed = { id, _ in resumed.append("\(clock.now):\(id)") }
        events.dropped = { id, _, _ in dropped.append(id) }
        let channel = AsyncChannelModel(clock: clock, events: events)
        for value in 1...4 { channel.send(.int(value)) }
        #expect(channel.suspendedSendCount == 4)
        let log = LoopLog(clock: clock)
        _ = log.loop(channel, work: 100)
        clock.schedule(at: 150) { channel.finish() }
        clock.advance(to: 1000)
        // The body of 2 runs until 200: the loop learns of the finish when it asks next.
        #expect(log.events == ["0:1", "100:2", "200:|"])
        #expect(resumed == ["0:0", "100:1"])
        #expect(dropped == [2, 3])
    }

    @Test func elementOperatorsFollowAsyncAlgorithms() {
        let clock = VirtualClock()
        let stream = AsyncStreamModel(clock: clock)
        for value in [1, 1, 2, 3, 3, 4, 5] { stream.yield(.int(value)) }
        stream.finish()
        let log = LoopLog(clock: clock)
        _ = log.loop(stream.removeDuplicates().map { value in if case .int(let number) = value { .int(number * 10) } else { value } }.dropFirst(1).chunks(ofCount: 2))
        clock.advance(to: 0)
        #expect(log.events == ["0:[20, 30]", "0:[40, 50]", "0:|"])
    }

    @Test func prefixEndsWithoutAskingTheBaseAgain() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let log = LoopLog(clock: clock)
        _ = log.loop(PublisherValues(subject, clock: clock).prefix(1))
        subject.send(.int(7))
        clock.advance(to: 0)
        #expect(log.events == ["0:7", "0:|"])
    }
}
