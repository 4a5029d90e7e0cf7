import StreamCore
import TestSupport

/// One seeded random differential case: a pipeline of 1–3 operators on subject a, and a
/// script that drives it (sends on a 50ms grid with same-instant bursts, an optional finish or
/// failure, subscribers with random demand, some asking for one more with each value they
/// receive, later requests, a cancel). The same seed always
/// gives the same case, so a failure can be reproduced from the seed alone.
struct RandomCase: CustomStringConvertible {
    let seed: UInt64
    private(set) var operators: [RandomOperator] = []
    private(set) var scenario = Scenario()
    /// The script in readable form, for failure messages.
    private(set) var script: [String] = []
    private(set) var lanes: [Int] = []

    var pipeline: String { (["a"] + operators.map(\.description)).joined(separator: " | ") }

    var description: String { "RandomCase(seed: \(seed))\n  pipeline: \(pipeline)\n  script:   \(script.joined(separator: " "))" }

    init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        var plan = RandomScript()
        let first = Self.subscriber(1, &rng, at: rng.chance(80) ? 0 : Self.gridTime(&rng, upTo: 300), into: &plan)
        var demands = [first]
        if rng.chance(30) { demands.append(Self.subscriber(2, &rng, at: Self.gridTime(&rng, upTo: 500), into: &plan)) }
        lanes = Array(1...demands.count)
        operators = Self.operators(&rng, allUnlimited: demands.allSatisfy(\.isUnlimited))
        Self.sends(to: .a, count: rng.int(in: 0...6), &rng, into: &plan)
        if operators.contains(where: \.usesB) { Self.sends(to: .b, count: rng.int(in: 0...3), &rng, into: &plan) }
        if rng.chance(20) {
            let lane = rng.int(in: 1...lanes.count)
            plan.add(.cancel(lane), at: plan.subscribeTime[lane, default: 0] + 50 * rng.int(in: 1...10), &rng)
        }
        let ordered = plan.ordered
        script = ordered.map { RandomScript.describe($0.action, at: $0.time, perValue: plan.perValueDemand) }
        scenario = Scenario(horizon: 3000) { scenario in
            for (time, action) in ordered { scenario.append(action, at: time) }
            scenario.perValueDemand = plan.perValueDemand
        }
    }

    /// A time on the 50ms grid in 0...limit.
    static func gridTime(_ rng: inout SplitMix64, upTo limit: Int) -> Int { 50 * rng.int(in: 0...(limit / 50)) }

    /// Subscribes `lane` with random initial demand, sometimes `.max(1)` more from each value
    /// it receives (issue 20's `sink demand N then 1`), and 0–2 later requests; returns its
    /// initial demand.
    private static func subscriber(_ lane: Int, _ rng: inout SplitMix64, at time: Int,
                                   into plan: inout RandomScript) -> Demand {
        let demand = rng.pick([Demand.unlimited, .none, .max(1), .max(3)])
        plan.add(.subscribe(lane, demand), at: time, &rng)
        if rng.chance(25) { plan.perValueDemand[lane] = .max(1) }
        for _ in 0..<rng.int(in: 0...2) {
            plan.add(.request(lane, rng.pick([Demand.max(1), .max(2), .unlimited])),
                     at: time + 50 * rng.int(in: 1...14), &rng)
        }
        return demand
    }

    /// 1–3 operators, drawn from the last to the first so that each draw knows what follows
    /// it; a draw that `RandomExclusions` refuses is drawn again.
    private static func operators(_ rng: inout SplitMix64, allUnlimited: Bool) -> [RandomOperator] {
        let count = rng.int(in: 1...3)
        var reversed: [RandomOperator] = []
        for index in (0..<count).reversed() {
            var op = RandomOperator.random(using: &rng)
            while !RandomExclusions.allows(op, at: index, before: reversed, allUnlimited: allUnlimited) {
                op = RandomOperator.random(using: &rng)
            }
            reversed.append(op)
        }
        return reversed.reversed()
    }

    /// `count` values 0–9 on the 50ms grid up to 600 (a quarter of them in the same instant
    /// as the previous one), then, usually, a finish or a failure at or after the last value.
    private static func sends(to source: SourceName, count: Int, _ rng: inout SplitMix64,
                              into plan: inout RandomScript) {
        var times = (0..<count).map { _ in gridTime(&rng, upTo: 600) }.sorted()
        for index in times.indices.dropFirst() where rng.chance(25) { times[index] = times[index - 1] }
        for time in times { plan.add(.send(rng.int(in: 0...9), source), at: time, &rng) }
        let last = times.last ?? 0
        let endTime = last + 50 * rng.int(in: 0...4)
        switch rng.int(in: 0...99) {
        case 0..<55: plan.add(.finish(source), at: endTime, &rng)
        case 55..<75: plan.add(.fail(source, "boom"), at: endTime, &rng)
        default: break
        }
    }
}
