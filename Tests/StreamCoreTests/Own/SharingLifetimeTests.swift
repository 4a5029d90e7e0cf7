import Testing
@testable import StreamCore

/// A `share` whose publisher object is dropped right after subscribing must keep delivering:
/// in Combine the subscription holds the Autoconnect publisher, which holds the multicast and
/// its subject. (The subject's own subscriber to the upstream refers to it only weakly.)
@Suite struct SharingLifetimeTests {
    @Test func shareKeepsWorkingWhenOnlyItsSubscriptionHoldsIt() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let recorder = EventRecorder(name: "s", clock: clock)
        let sink = RecordingSink(recorder: recorder)
        do {
            // The only reference to the shared publisher ends with this scope.
            let shared = subject.share()
            shared.receive(subscriber: sink)
        }
        clock.schedule(at: 100) { subject.send(.int(1)) }
        clock.schedule(at: 200) { subject.send(.int(2)) }
        clock.run(until: 1_000)
        #expect(recorder.records.map(\.kind) == [.subscribe, .request(.unlimited), .value(.int(1)), .value(.int(2))])
        #expect(recorder.records.map(\.time) == [0, 0, 100, 200])
    }

    @Test func cancellingTheLastSubscriberStillDisconnects() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let recorder = EventRecorder(name: "s", clock: clock)
        let sink = RecordingSink(recorder: recorder)
        subject.share().receive(subscriber: sink)
        #expect(subject.subscriberCount == 1)
        sink.cancel()
        #expect(subject.subscriberCount == 0)
    }
}

/// `retry` of a source that fails the moment it is subscribed must not nest one call per
/// attempt: 100,000 attempts run in a loop, not 100,000 stack frames.
@Suite struct RetryDepthTests {
    @Test func manyImmediateFailuresDoNotRecurse() {
        let clock = VirtualClock()
        let recorder = EventRecorder(name: "r", clock: clock)
        let failing = ImmediateCompletionPublisher(.failure(StreamError("boom")))
        failing.retry(100_000).receive(subscriber: RecordingSink(recorder: recorder))
        #expect(recorder.records.map(\.kind) == [.subscribe, .request(.unlimited), .failure(StreamError("boom"))])
    }

    @Test func retryStillResubscribesEachTime() {
        let clock = VirtualClock()
        let recorder = EventRecorder(name: "r", clock: clock)
        var subscriptions = 0
        let source = DeferredPublisher {
            subscriptions += 1
            return subscriptions < 3 ? ImmediateCompletionPublisher(.failure(StreamError("boom")))
                                     : SequencePublisher(just: .int(7))
        }
        source.retry(5).receive(subscriber: RecordingSink(recorder: recorder))
        #expect(subscriptions == 3)
        #expect(recorder.records.map(\.kind) == [.subscribe, .request(.unlimited), .value(.int(7)), .finished])
    }
}
