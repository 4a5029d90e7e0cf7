import OpenCombine
import StreamCore
import Testing

/// output(in:) and output(at:) on both engines. Skipped values are replaced by demand for one
/// more, so the indices count what the stage received, not what the subject sent.
@Suite struct OutputDifferentialTests {
    /// output(in: 1...5) on the standard scenarios (1, 2, 3, 2, finished at 400; the failure
    /// scenario 1, 2, "boom" at 200): the range outlasts the upstream, so the two engines agree
    /// to the instant. With the later request, 1 found no demand and was dropped by the
    /// subject: 3 is index 0, and the 2 at 300 index 1.
    @Test(arguments: Standard.allCases)
    func outputInARange(_ standard: Standard) {
        compare(standard, ours: { $0.a.output(in: 1...5) }, theirs: { $0.a.output(in: 1...5) },
                table: [.values: "0:^ 100:2 200:3 300:2 400:|",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 100:2 400:|",
                        .laterRequest: "0:^ 300:2 400:|",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 100:2 200:#boom"])
    }

    /// On a synchronous source the value after the range follows at once, so OpenCombine's
    /// late finish (below) falls at the same instant and the engines agree.
    @Test func synchronousSourcesAgree() {
        let input = Standard.values.scenario
        compare(input, ours: { $0.sequence([5, 6, 7, 8, 9]).output(in: 1...2) },
                theirs: { $0.sequence([5, 6, 7, 8, 9]).output(in: 1...2) }, expect: [1: "0:^ 0:6 0:7 0:|"])
        compare(input, ours: { $0.sequence([5, 6, 7, 8, 9]).output(at: 3) },
                theirs: { $0.sequence([5, 6, 7, 8, 9]).output(at: 3) }, expect: [1: "0:^ 0:8 0:|"])
        compare(input, ours: { $0.sequence([5, 6]).output(at: 3) },
                theirs: { $0.sequence([5, 6]).output(at: 3) }, expect: [1: "0:^ 0:|"])
    }

    /// StreamCore finishes with the last index of the range, as Apple documents for
    /// output(in:): "After publishing all elements, the publisher finishes normally."
    ///
    /// Deliberate difference, the same as `TransformDifferentialTests.prefixFinishesAtOnce`:
    /// OpenCombine 0.14's `Publishers.Output` (which `prefix(_:)` shares) finishes only when
    /// the next value arrives (Publishers.Output.swift, `receive(_:)`'s `else` branch), here
    /// at 200.
    @Test func finishesWithTheLastIndex() {
        let ours = OursRunner.run(Standard.values.scenario) { $0.a.output(at: 1) }
        let theirs = TheirsRunner.run(Standard.values.scenario) { $0.a.output(at: 1) }
        expectLanes(ours, [1: "0:^ 100:2 100:|"])
        expectLanes(theirs, [1: "0:^ 100:2 200:|"], engine: "OpenCombine")
    }
}
