import OpenCombine
import StreamCore
import Testing

/// Issue 20: a subscriber that asks for more as values arrive (`sink demand 0 then 1`): it
/// requests nothing when it subscribes, and each `receive(_:)` returns `.max(1)`, as
/// OpenCombine's own tests' `TrackingSubscriber(receiveValue: { _ in .max(1) })` does.
/// Combine's contract (`Subscriber.receive(_:)`: "Returns: A Subscribers.Demand instance
/// indicating how many more elements the subscriber expects to receive") makes the returned
/// demand add to what is outstanding, as a `request` would.
///
/// Upstream a sends 1@0 2@100 3@200 4@300 and finishes at 400 unless a test says otherwise;
/// subscriber 1 subscribes at 0 with no demand and requests 1 at 150.
@Suite struct PerValueDemandDifferentialTests {
    static func scenario(_ build: (inout Scenario) -> Void = { _ in }) -> Scenario {
        var scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.request(1, .max(1), at: 150)
            build(&$0)
        }
        scenario.perValueDemand[1] = .max(1)
        return scenario
    }

    /// On a subject: 1 and 2 find no demand and are lost; the request admits 3, whose returned
    /// demand admits 4, and so on: one at a time, never more.
    @Test func onASubjectEachValueAsksForTheNext() {
        let scenario = Self.scenario { $0.sends("0:1 100:2 200:3 300:4 400:|") }
        compare(scenario, ours: { $0.a }, theirs: { $0.a }, expect: [1: "0:^ 200:3 300:4 400:|"])
    }

    /// Behind `buffer`, what arrived before the request waits; at 150 the request hands on 1,
    /// whose returned demand hands on 2 at once; 3 and 4 then find demand as they arrive.
    @Test func behindBufferTheHeldValuesDrainOneByOne() {
        let scenario = Self.scenario { $0.sends("0:1 100:2 200:3 300:4 400:|") }
        compare(scenario,
                ours: { $0.a.buffer(size: 5) },
                theirs: { $0.a.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest) },
                expect: [1: "0:^ 150:1 150:2 200:3 300:4 400:|"])
    }

    /// `flatMap(maxPublishers: .max(1))` behind `buffer`, sending after the request: the
    /// inner of 1 (values 10@+20, 11@+40, finished @+60) starts at 160 and is asked for one
    /// value per value returned; 2 waits in the buffer until that inner finishes at 220, and
    /// its inner's values follow; a's finish at 400 finds no inner running.
    @Test func throughFlatMapMaxOne() {
        let scenario = Self.scenario { $0.sends("160:1 170:2 400:|") }
        let inner = { (x: Int) in "20:\(x * 10) 40:\(x * 10 + 1) 60:|" }
        compare(scenario,
                ours: { world in world.a.buffer(size: 5).flatMap(maxPublishers: .max(1), Lift.flat { world.cold(inner($0)) }) },
                theirs: { world in
                    world.a.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest)
                        .flatMap(maxPublishers: .max(1)) { world.cold(inner($0)) }
                },
                expect: [1: "0:^ 180:10 200:11 240:20 260:21 400:|"])
    }

    /// zip hands the demand returned for a tuple only to the upstream whose value completed
    /// it (OpenCombine 0.14's `Zip.processValue` returns it from that child's `receive(_:)`
    /// and requests nothing from the others). Nothing is asked before 150, so the subjects
    /// drop 1, 10 and 2; the request at 150 asks both, 20 is taken, and 3 completes [3,20] at
    /// 200: its demand goes to a alone, so b's 30 is dropped and a's 4 waits unpaired. a's
    /// finish leaves 4 unpaired and b still running: the zip does not finish.
    @Test func throughZip() {
        let scenario = Self.scenario {
            $0.sends("0:1 100:2 200:3 300:4 400:|")
            $0.sends("50:10 150:20 250:30 350:40", to: .b)
        }
        compare(scenario, ours: { $0.a.zip([$0.b]) }, theirs: { $0.a.zip($0.b).map { [$0, $1] } },
                expect: [1: "0:^ 200:[3,20]"])
    }

    /// A CurrentValueSubject: the request delivers the value current then (2, sent at 100
    /// without demand), and each returned demand admits the next send.
    @Test func onACurrentValueSubject() {
        let scenario = Self.scenario {
            $0.send(1, to: .cv, at: 0)
            $0.send(2, to: .cv, at: 100)
            $0.send(3, to: .cv, at: 200)
            $0.finish(.cv, at: 400)
        }
        compare(scenario, ours: { $0.cv }, theirs: { $0.cv }, expect: [1: "0:^ 150:2 200:3 400:|"])
    }
}
