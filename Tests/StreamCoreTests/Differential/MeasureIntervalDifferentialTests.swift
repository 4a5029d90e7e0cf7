import OpenCombine
import StreamCore
import Testing

/// `measureInterval` on both engines: each value becomes the time since the previous value,
/// or since the subscription for the first; OpenCombine's strides are read as milliseconds.
@Suite struct MeasureIntervalDifferentialTests {
    private func compareIntervals(_ scenario: Scenario, expect: [Int: String],
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        compare(scenario,
                ours: { $0.a.measureInterval(on: $0.clock) },
                theirs: { $0.a.measureInterval(using: $0.scheduler).map(\.ms) },
                expect: expect, sourceLocation: sourceLocation)
    }

    /// Subscribed at 100: 150 is 50 after the subscription, 400 is 250 after 150, and a second
    /// value at the same instant measures 0.
    @Test func intervalsCountFromTheSubscription() {
        compareIntervals(Scenario {
            $0.subscribe(1, at: 100)
            $0.sends("150:1 400:2 400:3 1000:|")
        }, expect: [1: "100:^ 150:50 400:250 400:0 1000:|"])
    }

    /// Demand passes through to the subject: with demand 1 only the first value arrives; the
    /// subject drops 2 (no demand), so the stage never sees it, and after a later request 3
    /// measures from 1, the last value the stage received: 600 - 100 = 500.
    @Test func demandPassesThrough() {
        compareIntervals(Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.sends("100:1 300:2")
            $0.request(1, .max(1), at: 350)
            $0.sends("600:3 900:|")
        }, expect: [1: "0:^ 100:100 600:500 900:|"])
    }

    @Test func zeroDemandReceivesNothingButTheCompletion() {
        compareIntervals(Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.sends("100:1 200:|")
        }, expect: [1: "0:^ 200:|"])
    }

    @Test(arguments: ["|", "#boom"])
    func completionPassesAtOnce(_ end: String) {
        compareIntervals(Scenario { $0.sends("100:1 300:\(end)") }, expect: [1: "0:^ 100:100 300:\(end)"])
        compareIntervals(Scenario { $0.sends("300:\(end)") }, expect: [1: "0:^ 300:\(end)"])
    }
}
