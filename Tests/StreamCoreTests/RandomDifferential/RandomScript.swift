import StreamCore
import TestSupport

/// The actions of a random case before they become a `Scenario`: each carries a random tie
/// key, so actions at the same instant run in a random (but seeded) order — a send before or
/// after a subscription, a request before or after a send.
struct RandomScript {
    private var entries: [(time: Int, tie: Int, action: Scenario.Action)] = []
    private(set) var subscribeTime: [Int: Int] = [:]
    /// What each subscriber asks for with every value it receives (none unless set).
    var perValueDemand: [Int: Demand] = [:]

    mutating func add(_ action: Scenario.Action, at time: Int, _ rng: inout SplitMix64) {
        if case .subscribe(let lane, _) = action { subscribeTime[lane] = time }
        entries.append((time, rng.int(in: 0...1_000_000), action))
    }

    /// By time, then by tie key; a subscriber's requests and cancel always come later in time
    /// than its subscription, so they never go to a subscriber that does not exist yet.
    var ordered: [(time: Int, action: Scenario.Action)] {
        entries.sorted { ($0.time, $0.tie) < ($1.time, $1.tie) }.map { ($0.time, $0.action) }
    }

    static func describe(_ action: Scenario.Action, at time: Int, perValue: [Int: Demand] = [:]) -> String {
        let text: String
        switch action {
        case .send(let value, let source): text = "\(source)<-\(value)"
        case .finish(let source): text = "\(source)<-|"
        case .fail(let source, let message): text = "\(source)<-#\(message)"
        case .subscribe(let lane, let demand):
            text = "sub\(lane)(\(describe(demand))\(perValue[lane].map { ", then \(describe($0)) per value" } ?? ""))"
        case .request(let lane, let demand): text = "req\(lane)(\(describe(demand)))"
        case .cancel(let lane): text = "cancel\(lane)"
        case .connect: text = "connect"
        case .disconnect: text = "disconnect"
        }
        return "\(time):\(text)"
    }

    static func describe(_ demand: Demand) -> String { demand.isUnlimited ? "unlimited" : "max \(demand.count)" }
}

extension Scenario {
    /// Appends one action, whatever its kind.
    mutating func append(_ action: Action, at time: Int) {
        switch action {
        case .send(let value, let source): send(value, to: source, at: time)
        case .finish(let source): finish(source, at: time)
        case .fail(let source, let message): fail(source, message, at: time)
        case .subscribe(let lane, let demand): subscribe(lane, at: time, demand: demand)
        case .request(let lane, let demand): request(lane, demand, at: time)
        case .cancel(let lane): cancel(lane, at: time)
        case .connect: connect(at: time)
        case .disconnect: disconnect(at: time)
        }
    }
}
