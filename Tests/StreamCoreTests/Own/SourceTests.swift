import StreamCore
import Testing

/// Sources OpenCombine has no equivalent of on a virtual clock: hot marble sources, never,
/// and timer ties (the timer itself: TimerPublisherTests). Expected lanes follow SEMANTICS.md
/// ("Hot and cold").
@Suite struct SourceTests {
    static func hot(_ world: OurWorld, _ events: [(Int, Int?)]) -> any StreamCore.Publisher {
        HotScriptedPublisher(clock: world.clock, events: events.map { offset, value in
            ScriptedEvent(offset: offset, value.map { .value(.int($0)) } ?? .finished)
        })
    }

    /// A hot source runs from its creation (0) and is shared: a subscriber sees only what
    /// happens after it subscribed. Events before `^` (negative offsets) never replay.
    @Test func hotSourceIsShared() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 150) }
        let lanes = OursRunner.run(scenario) { Self.hot($0, [(-100, 9), (100, 1), (200, 2), (300, nil)]) }
        expectLanes(lanes, [1: "0:^ 100:1 200:2 300:|", 2: "150:^ 200:2 300:|"])
    }

    /// A subscriber arriving after the hot source finished gets only the completion.
    @Test func hotSourceAfterCompletion() {
        let lanes = OursRunner.run(Scenario { $0.subscribe(1, at: 400) }) { Self.hot($0, [(100, 1), (300, nil)]) }
        expectLanes(lanes, [1: "400:^ 400:|"])
    }

    /// A cold source cancelled mid-way emits nothing more.
    @Test func coldSourceStopsOnCancel() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.cancel(1, at: 150) }
        let lanes = OursRunner.run(scenario) { $0.cold("100:1 200:2 300:|") }
        expectLanes(lanes, [1: "0:^ 100:1 150:!"])
    }

    /// `never` subscribes and then stays silent.
    @Test func neverIsSilent() {
        let lanes = OursRunner.run(Scenario()) { _ in ImmediateCompletionPublisher(nil) }
        expectLanes(lanes, [1: "0:^"])
    }

    /// Ties between a timer tick and a sent value follow scheduling order. Merged with a
    /// timer autoconnected at 0, a send at 100 written in the script (scheduled before the run)
    /// precedes the tick at 100; behind delay(0) the same send is re-queued at 100 after the
    /// tick, so the tick goes first.
    @Test(arguments: [false, true])
    func timerTickTiesFollowSchedulingOrder(_ delayed: Bool) {
        let lanes = OursRunner.run(Scenario(horizon: 150) { $0.send(7, at: 100) }) { world in
            let source = delayed ? world.a.delay(0, on: world.clock) : world.a
            return source.merge(with: [TimerPublisher(clock: world.clock, interval: 100).autoconnect()])
        }
        expectLanes(lanes, [1: delayed ? "0:^ 100:100 100:7" : "0:^ 100:7 100:100"])
    }
}
