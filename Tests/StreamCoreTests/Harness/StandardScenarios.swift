import OpenCombine
import StreamCore
import Testing

/// The scenarios every operator added for Combine parity is checked on: values with unlimited
/// demand, demand 0, demand 1, a later request, an empty upstream and an upstream failure.
///
/// Subject a sends 1@0, 2@100, 3@200, 2@300 and finishes at 400 (`values`, the demand cases),
/// only finishes at 100 (`empty`), or sends 1@0, 2@100 and fails "boom" at 200 (`failure`).
/// `laterRequest` subscribes with demand 0, then requests 1 at 150 and 1 more at 450 (after
/// the finish), so a held result shows when it goes out.
enum Standard: String, CaseIterable, Sendable, CustomStringConvertible {
    case values, demandZero, demandOne, laterRequest, empty, failure

    var description: String { rawValue }

    var scenario: Scenario { scenario() }

    /// The scenario with `extra` actions after the standard ones (sends to b, cancels).
    func scenario(_ extra: (inout Scenario) -> Void = { _ in }) -> Scenario {
        Scenario { scenario in
            switch self {
            case .values: scenario.subscribe(1, at: 0)
            case .demandZero, .laterRequest: scenario.subscribe(1, at: 0, demand: .none)
            case .demandOne: scenario.subscribe(1, at: 0, demand: .max(1))
            case .empty, .failure: scenario.subscribe(1, at: 0)
            }
            if self == .laterRequest {
                scenario.request(1, .max(1), at: 150)
                scenario.request(1, .max(1), at: 450)
            }
            switch self {
            case .empty: scenario.sends("100:|")
            case .failure: scenario.sends("0:1 100:2 200:#boom")
            default: scenario.sends("0:1 100:2 200:3 300:2 400:|")
            }
            extra(&scenario)
        }
    }
}

/// Runs one standard scenario on both engines and checks lane 1 against the operator's
/// hand-worked table, which must cover every scenario.
@discardableResult
func compare<P: OpenCombine.Publisher>(
    _ standard: Standard,
    ours: (OurWorld) -> any StreamCore.Publisher,
    theirs: (TheirWorld) -> P,
    table: [Standard: String],
    also extra: (inout Scenario) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
) -> (ours: Lanes, theirs: Lanes) where P.Output: LaneValue {
    guard let lane = table[standard] else {
        Issue.record("no expected lane for \(standard)", sourceLocation: sourceLocation)
        return (Lanes(), Lanes())
    }
    return compare(standard.scenario(extra), ours: ours, theirs: theirs, expect: [1: lane], sourceLocation: sourceLocation)
}

extension Lift {
    /// Booleans (contains, allSatisfy) as lane integers: true is 1, false is 0; on both
    /// engines, so the comparison stays fair.
    static func boolAsInt() -> ValueTransform {
        { (value: Value) throws(StreamError) -> Value in
            if case .bool(let flag) = value { return .int(flag ? 1 : 0) }
            return value
        }
    }
}

/// `ignoreOutput()` publishes `Never` on OpenCombine.
extension Never: LaneValue {
    var laneEvent: LaneEvent {
        switch self {}
    }
}
