import Testing
@testable import StreamCore

/// SEMANTICS.md's worked example: a subject sends 1@0, 2@100, 3@200, 4@600, 5@700,
/// finished@1500, through each time-based operator. Expected timelines are copied from the
/// table in SEMANTICS.md, not from the engine.
@Suite struct WorkedExampleTests {
    typealias Event = (time: Int, kind: EventRecord.Kind)

    static func run(_ build: (any Publisher, VirtualClock) -> any Publisher) -> [EventRecord] {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let recorder = EventRecorder(name: "out", clock: clock)
        build(subject, clock).receive(subscriber: RecordingSink(recorder: recorder))
        for (time, value) in [(0, 1), (100, 2), (200, 3), (600, 4), (700, 5)] {
            clock.schedule(at: time) { subject.send(.int(value)) }
        }
        clock.schedule(at: 1500) { subject.send(completion: .finished) }
        clock.run(until: 10_000)
        // Only what was delivered: the sink's own subscribe and request are left out.
        return recorder.records.filter {
            if case .request = $0.kind { return false }
            if case .synchronousRequest = $0.kind { return false }
            return $0.kind != .subscribe
        }
    }

    static func values(_ pairs: [(Int, Int)], finishedAt end: Int) -> [EventRecord] {
        pairs.map { EventRecord(time: $0.0, kind: .value(.int($0.1))) } + [EventRecord(time: end, kind: .finished)]
    }

    @Test func debounceEmitsAfterSilence() {
        #expect(Self.run { $0.debounce(300, on: $1) } == Self.values([(500, 3), (1000, 5)], finishedAt: 1500))
    }

    @Test func throttleLatest() {
        #expect(Self.run { $0.throttle(300, latest: true, on: $1) }
            == Self.values([(0, 1), (300, 3), (600, 4), (900, 5)], finishedAt: 1500))
    }

    @Test func throttleFirst() {
        #expect(Self.run { $0.throttle(300, latest: false, on: $1) }
            == Self.values([(0, 1), (300, 2), (600, 4), (900, 5)], finishedAt: 1500))
    }

    @Test func delayShiftsEverything() {
        #expect(Self.run { $0.delay(250, on: $1) }
            == Self.values([(250, 1), (350, 2), (450, 3), (850, 4), (950, 5)], finishedAt: 1750))
    }
}
