import StreamCore
import Testing

/// collect(every:) — OpenCombine 0.14 lacks Combine's `collect(.byTime)`. Apple: "At the end of
/// each scheduled interval, the publisher sends an array that contains the items it
/// collected. If the upstream publisher finishes before filling the buffer, the publisher
/// sends an array that contains items it received. ... If the upstream publisher fails with
/// an error, this publisher forwards the error to the downstream receiver instead of sending
/// its output." The documentation is silent on empty intervals; StreamCore sends nothing for
/// them (DESIGN.md), so a quiet stream draws a quiet lane.
@Suite struct CollectByTimeTests {
    static func run(_ scenario: Scenario, every interval: Int = 300) -> Lanes {
        OursRunner.run(scenario) { $0.a.collect(every: interval, on: $0.clock) }
    }

    /// Windows close at 300, 600, 900 after the subscription at 0; 4@650 is in the third
    /// window, which the finish at 700 flushes early.
    @Test func windowsFromSubscription() {
        let lanes = Self.run(Scenario { $0.sends("0:1 100:2 400:3 650:4 700:|") })
        expectLanes(lanes, [1: "0:^ 300:[1,2] 600:[3] 700:[4] 700:|"])
    }

    /// An empty window emits nothing; a finish with nothing gathered emits only the finish.
    @Test func emptyWindowsAreSilent() {
        let lanes = Self.run(Scenario { $0.sends("100:1 1000:|") })
        expectLanes(lanes, [1: "0:^ 300:[1] 1000:|"])
    }

    /// Windows are timed from the subscription (250), not from zero.
    @Test func lateSubscriberHasItsOwnWindows() {
        let lanes = Self.run(Scenario { $0.subscribe(1, at: 250); $0.sends("300:1 600:2 900:|") })
        expectLanes(lanes, [1: "250:^ 550:[1] 850:[2] 900:|"])
    }

    /// A value sent exactly at a window's end was scheduled (by the script) before the window
    /// timer, so it lands in the closing window.
    @Test func valueAtWindowEndJoinsThatWindow() {
        let lanes = Self.run(Scenario { $0.sends("0:1 300:2 400:3 1000:|") })
        expectLanes(lanes, [1: "0:^ 300:[1,2] 600:[3] 1000:|"])
    }

    /// A failure discards what was gathered and is forwarded at once.
    @Test func failureDiscardsGatheredValues() {
        let lanes = Self.run(Scenario { $0.sends("0:1 100:#boom") })
        expectLanes(lanes, [1: "0:^ 100:#boom"])
    }
}
