import StreamCore
import Testing

/// Sources OpenCombine has no equivalent of on a virtual clock: timer, hot marble sources,
/// never. Expected lanes follow SEMANTICS.md ("Hot and cold") and Combine's `Timer.publish`,
/// which ticks once per interval and never finishes by itself.
@Suite struct SourceTests {
    /// A timer ticks 0, 1, 2, … every interval after each subscription, independently.
    @Test func timerStartsPerSubscriber() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 150) }
        let lanes = OursRunner.run(scenario) { TimerPublisher(clock: $0.clock, interval: 100).prefix(3) }
        expectLanes(lanes, [1: "0:^ 100:0 200:1 300:2 300:|", 2: "150:^ 250:0 350:1 450:2 450:|"])
    }

    /// An infinite timer is stopped by the horizon: the last tick is at the horizon.
    @Test func timerRunsUntilHorizon() {
        let lanes = OursRunner.run(Scenario(horizon: 350)) { TimerPublisher(clock: $0.clock, interval: 100) }
        expectLanes(lanes, [1: "0:^ 100:0 200:1 300:2"])
    }

    /// A tick without demand is dropped, like Combine's timer; the count goes on.
    @Test func timerDropsTicksWithoutDemand() {
        let scenario = Scenario(horizon: 1000) {
            $0.subscribe(1, at: 0, demand: .none)
            $0.request(1, .max(1), at: 250)
        }
        let lanes = OursRunner.run(scenario) { TimerPublisher(clock: $0.clock, interval: 100) }
        expectLanes(lanes, [1: "0:^ 300:2"])
    }

    /// Cancelling the subscriber stops the timer.
    @Test func timerStopsOnCancel() {
        let scenario = Scenario(horizon: 1000) { $0.subscribe(1, at: 0); $0.cancel(1, at: 250) }
        let lanes = OursRunner.run(scenario) { TimerPublisher(clock: $0.clock, interval: 100) }
        expectLanes(lanes, [1: "0:^ 100:0 200:1 250:!"])
    }

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
    /// timer subscribed at 0, a send at 100 written in the script (scheduled before the run)
    /// precedes the tick at 100; behind delay(0) the same send is re-queued at 100 after the
    /// tick, so the tick goes first.
    @Test(arguments: [false, true])
    func timerTickTiesFollowSchedulingOrder(_ delayed: Bool) {
        let lanes = OursRunner.run(Scenario(horizon: 150) { $0.send(7, at: 100) }) { world in
            let source = delayed ? world.a.delay(0, on: world.clock) : world.a
            return source.merge(with: [TimerPublisher(clock: world.clock, interval: 100)])
        }
        expectLanes(lanes, [1: delayed ? "0:^ 100:0 100:7" : "0:^ 100:7 100:0"])
    }
}
