import StreamCore
@testable import StreamDSL
import Testing

/// Issue 17 §4, "every value a stage holds counts": values held by `delay`, `flatMap`,
/// `collect`, `first` and `last` count against the session's memory bound, so a run that
/// would hold more stops with the usual note instead of growing. Each statement holds one
/// array of 100,000 numbers (about 1.6 MB, within the value limit) in the stage under test;
/// 128 MB is reached after about 80 of them, and nothing else the statements keep comes near.
@Suite struct HeldValuesBudgetTests {
    /// Submits `statement(n)` for n = 1, 2, … until the memory bound stops the session (at most
    /// `limit` times); returns how many were submitted and every reply's output.
    static func runUntilStopped(_ lab: Playground, limit: Int = 120, _ statement: (Int) -> String) -> (count: Int, output: String) {
        var output = ""
        for number in 1...limit {
            output += lab.accept(statement(number)).output
            if lab.session.recording.isFull { return (number, output) }
        }
        return (limit, output)
    }

    static func expectStopped(_ lab: Playground, _ run: (count: Int, output: String),
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(lab.session.recording.isFull, "never stopped after \(run.count) statements", sourceLocation: sourceLocation)
        #expect(run.count > 40 && run.count < 120, "\(run.count)", sourceLocation: sourceLocation)
        #expect(run.output.components(separatedBy: RuntimeNotes.recordingStopped).count == 2, "\(run.output)",
                sourceLocation: sourceLocation)
        #expect(lab.session.recording.budget.used <= RecordingLimits.maximumBytes, sourceLocation: sourceLocation)
    }

    @Test func valuesDelayHoldsStopTheSessionAtTheMemoryBound() {
        let lab = Playground()
        lab.accept("q = range 1...100000 | collect")
        Self.expectStopped(lab, Self.runUntilStopped(lab) { "q | delay 1s | sink as d\($0)" })
    }

    @Test func valuesFlatMapHoldsForADownstreamWithoutDemandStopTheSession() {
        let lab = Playground()
        lab.accept("q = range 1...100000 | collect")
        Self.expectStopped(lab, Self.runUntilStopped(lab) { "q | flatMap { just x } | sink demand 0 as f\($0)" })
    }

    @Test func valuesHeldInsideAFlatMapsInnerPublishersStopTheSession() {
        // The inner `delay` holds each array: it counts against the budget of the outer sink.
        let lab = Playground()
        lab.accept("q = range 1...100000 | collect")
        Self.expectStopped(lab, Self.runUntilStopped(lab) { "q | flatMap { just x | delay 1s } | sink as i\($0)" })
    }

    @Test func valuesCollectGathersStopTheSessionAtTheMemoryBound() {
        // `idle` never finishes, so each collect keeps gathering.
        let lab = Playground()
        lab.accept("subject idle")
        Self.expectStopped(lab, Self.runUntilStopped(lab) { "range 1...100000 | merge idle | collect | sink as c\($0)" })
    }

    @Test func valuesFirstKeepsForADownstreamWithoutDemandStopTheSession() {
        let lab = Playground()
        lab.accept("q = range 1...100000 | collect")
        Self.expectStopped(lab, Self.runUntilStopped(lab) { "q | first | sink demand 0 as f\($0)" })
    }

    @Test func valuesLastKeepsWhileTheUpstreamRunsStopTheSession() {
        let lab = Playground()
        lab.accept("subject idle")
        Self.expectStopped(lab, Self.runUntilStopped(lab) { "range 1...100000 | collect | merge idle | last | sink as l\($0)" })
    }

    @Test func whatDelayHandsOnIsGivenBack() {
        let lab = Playground()
        lab.accept("q = range 1...100000 | collect")
        let budget = lab.session.recording.budget
        let before = budget.used
        lab.accept("q | delay 1s | filter false | sink as d")
        let held = RecordingBudget.heldCost(of: .array(ValueElements(Array(repeating: .int(0), count: 100_000))))
        #expect(budget.used - before >= held)
        lab.accept("run")
        #expect(budget.used - before < held / 10, "\(budget.used - before)")
    }
}
