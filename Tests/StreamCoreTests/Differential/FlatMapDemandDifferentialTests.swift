import OpenCombine
import StreamCore
import Testing

/// flatMap under limited demand, as Combine does it (OpenCombine FlatMapTests and
/// Publishers.FlatMap.swift, 0.14.0): with limited downstream demand each inner is asked for
/// one value at a time; a value arriving without demand waits (one per inner), and the next
/// request hands it on and asks that inner for one more. The inner here is the hot subject b,
/// so what b sends while its inner has no demand is lost.
@Suite struct FlatMapDemandDifferentialTests {
    static func scenario(demand: Demand, _ build: (inout Scenario) -> Void) -> Scenario {
        Scenario {
            $0.subscribe(1, at: 0, demand: demand)
            $0.send(1, at: 0)
            build(&$0)
        }
    }

    static func ours(_ world: OurWorld) -> any StreamCore.Publisher { world.a.flatMap { _ in world.b } }
    static func theirs(_ world: TheirWorld) -> Publishers.FlatMap<TheirWorld.Subject, TheirWorld.Subject> {
        world.a.flatMap { _ in world.b }
    }

    /// Demand 1: 10 goes out; 20 waits; 30 finds the inner without demand and is lost. The
    /// request at 400 releases 20, the one at 500 is outstanding when 40 arrives.
    @Test func demandOneHoldsOneValuePerInner() {
        let scenario = Self.scenario(demand: .max(1)) {
            $0.sends("100:10 200:20 300:30 600:40", to: .b)
            $0.request(1, .max(1), at: 400)
            $0.request(1, .max(1), at: 500)
        }
        compare(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 100:10 400:20 600:40"])
    }

    /// Demand 0: the first value waits, later ones are lost; a request releases it.
    @Test func demandZeroWaitsForRequest() {
        let scenario = Self.scenario(demand: .none) {
            $0.sends("100:10 200:20", to: .b)
            $0.request(1, .max(5), at: 300)
            $0.sends("400:30", to: .b)
        }
        compare(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 300:10 400:30"])
    }

    /// The finish waits for a held value; a failure does not.
    @Test func finishWaitsForHeldValueFailureDoesNot() {
        let finishing = Self.scenario(demand: .none) {
            $0.sends("100:10 200:|", to: .b)
            $0.finish(.a, at: 250)
            $0.request(1, .max(1), at: 300)
        }
        compare(finishing, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 300:10 300:|"])
        let failing = Self.scenario(demand: .none) {
            $0.sends("100:10 200:#x", to: .b)
        }
        compare(failing, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 200:#x"])
    }

    /// An empty inner and outer finish without demand.
    @Test func emptyFinishesWithoutDemand() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.finish(.a, at: 100)
        }
        compare(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 100:|"])
    }
}
