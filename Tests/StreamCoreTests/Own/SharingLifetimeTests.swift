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
        #expect(recorder.records.map(\.kind) == [.subscribe, .value(.int(1)), .value(.int(2))])
        #expect(recorder.records.map(\.time) == [0, 100, 200])
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
