import StreamCore
import Testing

/// The subjects a scenario can drive: two passthrough subjects and one current-value subject.
enum SourceName: Hashable, CustomStringConvertible {
    case a, b, cv
    var description: String {
        switch self {
        case .a: return "a"
        case .b: return "b"
        case .cv: return "cv"
        }
    }
}

/// A script of timed actions, run identically on StreamCore and on OpenCombine.
///
/// Actions are queued on each engine's clock in the order they are written, so same-instant
/// actions run in written order on both. If the script subscribes nobody, subscriber 1
/// subscribes at 0 with unlimited demand, before anything else.
///
///     Scenario { $0.sends("0:1 100:2 200:3 1500:|") }
///     Scenario { $0.subscribe(1, at: 0); $0.send(1, at: 50); $0.subscribe(2, at: 100) }
struct Scenario {
    enum Action {
        case send(Int, SourceName)
        case finish(SourceName)
        case fail(SourceName, String)
        case subscribe(Int, Demand)
        case cancel(Int)
        case request(Int, Demand)
        case connect
        case disconnect
    }

    private(set) var actions: [(time: Int, action: Action)] = []
    /// Both engines run until this virtual time (infinite timers stop here).
    var horizon: Int
    /// The initial value of the current-value subject `cv`.
    var currentValue: Int
    /// Issue 20: what a subscriber's `receive(_:)` returns for each value (none when absent),
    /// by subscriber number: a custom subscriber that asks for more as values arrive.
    var perValueDemand: [Int: Demand] = [:]

    init(horizon: Int = 10_000, currentValue: Int = 0, _ build: (inout Scenario) -> Void = { _ in }) {
        self.horizon = horizon
        self.currentValue = currentValue
        build(&self)
        let subscribes = actions.contains { if case .subscribe = $0.action { true } else { false } }
        if !subscribes { actions.insert((0, .subscribe(1, .unlimited)), at: 0) }
    }

    /// Subscriber numbers in order of first subscription.
    var subscribers: [Int] {
        var seen: [Int] = []
        for case (_, .subscribe(let lane, _)) in actions where !seen.contains(lane) { seen.append(lane) }
        return seen
    }

    mutating func send(_ value: Int, to source: SourceName = .a, at time: Int) {
        actions.append((time, .send(value, source)))
    }

    mutating func finish(_ source: SourceName = .a, at time: Int) { actions.append((time, .finish(source))) }

    mutating func fail(_ source: SourceName = .a, _ message: String, at time: Int) {
        actions.append((time, .fail(source, message)))
    }

    mutating func subscribe(_ lane: Int, at time: Int, demand: Demand = .unlimited) {
        actions.append((time, .subscribe(lane, demand)))
    }

    mutating func cancel(_ lane: Int, at time: Int) { actions.append((time, .cancel(lane))) }

    mutating func request(_ lane: Int, _ demand: Demand, at time: Int) {
        actions.append((time, .request(lane, demand)))
    }

    /// Connects the scenario's connectable publisher (multicast, makeConnectable).
    mutating func connect(at time: Int) { actions.append((time, .connect)) }

    /// Cancels the most recent connection.
    mutating func disconnect(at time: Int) { actions.append((time, .disconnect)) }

    /// Several sends in timeline notation: `"0:1 100:2 1500:|"` (`#msg` fails the source).
    mutating func sends(_ timeline: String, to source: SourceName = .a,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        for item in Timeline.parse(timeline, sourceLocation: sourceLocation) {
            switch item.event {
            case .value(let value): send(value, to: source, at: item.time)
            case .finished: finish(source, at: item.time)
            case .failure(let message): fail(source, message, at: item.time)
            default: Issue.record("a send script takes values, | and #msg only: \(item)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// Each subscriber's recorded lane, by subscriber number.
struct Lanes: Equatable, CustomStringConvertible {
    var lanes: [Int: [TimedEvent]] = [:]

    subscript(lane: Int) -> [TimedEvent] {
        get { lanes[lane] ?? [] }
        set { lanes[lane] = newValue }
    }

    var description: String {
        lanes.keys.sorted().map { "\($0): \(Timeline.render(lanes[$0]!))" }.joined(separator: "\n")
    }
}
