import Testing
@testable import StreamCore

/// A multicast through the very subject its upstream comes from relays every value back into
/// itself; Swift recurses until the stack overflows. With a `RelayLoopLimit` the connection
/// stops relaying at the limit and says so once.
@Suite struct RelayLoopLimitTests {
    @Test func aSelfFeedingConnectionStopsAtItsLimit() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let multicast = subject.multicast(subject: subject)
        var tripped = 0
        multicast.relayLoopLimit = RelayLoopLimit(depth: 10) { tripped += 1 }
        let recorder = EventRecorder(name: "m", clock: clock)
        multicast.receive(subscriber: RecordingSink(recorder: recorder))
        let connection = multicast.connect()
        subject.send(.int(1))
        // The send itself and one per relay level, 0 through 9: 11 deliveries, then it stops.
        let values = recorder.records.filter { if case .value = $0.kind { true } else { false } }
        #expect(values.count == 11)
        #expect(tripped == 1)
        // A second runaway is stopped the same way, and not reported again.
        subject.send(.int(2))
        #expect(recorder.records.filter { if case .value = $0.kind { true } else { false } }.count == 22)
        #expect(tripped == 1)
        connection.cancel()
    }

    @Test func withoutALoopNothingTrips() {
        let clock = VirtualClock()
        let upstream = PassthroughSubject()
        let subject = PassthroughSubject()
        let multicast = upstream.multicast(subject: subject)
        var tripped = 0
        multicast.relayLoopLimit = RelayLoopLimit(depth: 1) { tripped += 1 }
        let recorder = EventRecorder(name: "m", clock: clock)
        multicast.receive(subscriber: RecordingSink(recorder: recorder))
        _ = multicast.connect()
        for value in 1...5 { upstream.send(.int(value)) }
        #expect(recorder.records.filter { if case .value = $0.kind { true } else { false } }.count == 5)
        #expect(tripped == 0)
    }
}
