import OpenCombine
import StreamCore
import Testing

/// Runs `scenario` on both engines and expects every subscriber's lane to be the same; then
/// checks the lanes given in `expect` (timeline notation), which are reasoned out from
/// SEMANTICS.md or Combine's documentation — so a test fails if both engines agree on a
/// wrong answer too. Returns both results for further checks.
@discardableResult
func compare<P: OpenCombine.Publisher>(
    _ scenario: Scenario,
    ours: (OurWorld) -> any StreamCore.Publisher,
    theirs: (TheirWorld) -> P,
    expect: [Int: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) -> (ours: Lanes, theirs: Lanes) where P.Output: LaneValue {
    let ourLanes = OursRunner.run(scenario, sourceLocation: sourceLocation, ours)
    let theirLanes = TheirsRunner.run(scenario, sourceLocation: sourceLocation, theirs)
    checkAgreement(ourLanes, theirLanes, expect: expect, sourceLocation: sourceLocation)
    return (ourLanes, theirLanes)
}

/// `compare` for connectable pipelines (the scenario uses `connect(at:)`).
@discardableResult
func compareConnectable<P: OpenCombine.ConnectablePublisher>(
    _ scenario: Scenario,
    ours: (OurWorld) -> any StreamCore.ConnectablePublisher,
    theirs: (TheirWorld) -> P,
    expect: [Int: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) -> (ours: Lanes, theirs: Lanes) where P.Output: LaneValue {
    let ourLanes = OursRunner.runConnectable(scenario, sourceLocation: sourceLocation, ours)
    let theirLanes = TheirsRunner.runConnectable(scenario, sourceLocation: sourceLocation, theirs)
    checkAgreement(ourLanes, theirLanes, expect: expect, sourceLocation: sourceLocation)
    return (ourLanes, theirLanes)
}

/// Checks lanes against timelines written in `Timeline` notation.
func expectLanes(_ lanes: Lanes, _ expect: [Int: String], engine: String = "StreamCore",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    for lane in expect.keys.sorted() {
        let expected = Timeline.parse(expect[lane]!, sourceLocation: sourceLocation)
        #expect(lanes[lane] == expected,
                "\(engine) lane \(lane)\n  expected: \(Timeline.render(expected))\n    actual: \(Timeline.render(lanes[lane]))",
                sourceLocation: sourceLocation)
    }
}

private func checkAgreement(_ ours: Lanes, _ theirs: Lanes, expect: [Int: String], sourceLocation: SourceLocation) {
    #expect(ours == theirs, "engines disagree\nStreamCore:\n\(ours)\nOpenCombine:\n\(theirs)",
            sourceLocation: sourceLocation)
    let unexpected = ours.lanes.values.joined().filter { if case .other = $0.event { true } else { false } }
    #expect(unexpected.isEmpty, "StreamCore emitted values the harness cannot compare: \(unexpected)",
            sourceLocation: sourceLocation)
    expectLanes(ours, expect, sourceLocation: sourceLocation)
}
