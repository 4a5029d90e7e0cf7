import OpenCombine
import StreamCore
import Testing

/// Replacement values wait for demand (SEMANTICS.md, "Demand"): `catch`'s new publisher,
/// `replaceError` and `replaceEmpty` never hand a subscriber more than it asked for, and the
/// completion that follows a held replacement waits with it. Each case runs with demand 0,
/// demand 1, a later request, an empty upstream and a failure; expected lanes follow the
/// rules and OpenCombine's own tests (CatchTests, ReplaceErrorTests, ReplaceEmptyTests).
@Suite struct ReplacementDemandDifferentialTests {
    static func scenario(demand: Int, _ build: (inout Scenario) -> Void) -> Scenario {
        Scenario {
            $0.subscribe(1, at: 0, demand: .max(demand))
            build(&$0)
        }
    }

    // MARK: catch

    /// Table row: `catch { sequence 7, 8, 9 } | sink demand 1`, failure at 100: only 7; each
    /// later request releases the next value, the finish follows 9.
    @Test func catchHandsOutstandingDemandToReplacement() {
        let scenario = Self.scenario(demand: 1) {
            $0.fail(.a, "x", at: 100)
            $0.request(1, .max(1), at: 200)
            $0.request(1, .max(5), at: 300)
        }
        compare(scenario,
                ours: { world in world.a.catch { _ in world.sequence([7, 8, 9]) } },
                theirs: { world in world.a.catch { _ in world.sequence([7, 8, 9]) } },
                expect: [1: "0:^ 100:7 200:8 300:9 300:|"])
    }

    /// Demand 0: the replacement is subscribed with nothing to ask for; a request releases.
    /// Values already received count against the demand handed on (2 asked, 1 used).
    @Test func catchWithZeroAndPartlyUsedDemand() {
        compare(Self.scenario(demand: 0) { $0.fail(.a, "x", at: 100); $0.request(1, .max(2), at: 200) },
                ours: { world in world.a.catch { _ in world.sequence([7, 8, 9]) } },
                theirs: { world in world.a.catch { _ in world.sequence([7, 8, 9]) } },
                expect: [1: "0:^ 200:7 200:8"])
        compare(Self.scenario(demand: 2) { $0.send(1, at: 0); $0.fail(.a, "x", at: 100) },
                ours: { world in world.a.catch { _ in world.sequence([7, 8, 9]) } },
                theirs: { world in world.a.catch { _ in world.sequence([7, 8, 9]) } },
                expect: [1: "0:^ 0:1 100:7"])
    }

    /// An empty upstream finishes through catch without demand; a failing replacement fails
    /// the stream without demand too (completions never wait for demand here).
    @Test func catchEmptyUpstreamAndFailingReplacement() {
        compare(Self.scenario(demand: 0) { $0.finish(at: 100) },
                ours: { world in world.a.catch { _ in world.sequence([7]) } },
                theirs: { world in world.a.catch { _ in world.sequence([7]) } },
                expect: [1: "0:^ 100:|"])
        compare(Self.scenario(demand: 0) { $0.fail(.a, "x", at: 100) },
                ours: { world in world.a.catch { _ in world.fail("y") } },
                theirs: { world in world.a.catch { _ in world.fail("y") } },
                expect: [1: "0:^ 100:#y"])
    }

    // MARK: replaceError

    /// Table row: `replaceError 42 | sink demand 0`, failure: nothing until a request.
    @Test func replaceErrorWaitsForDemand() {
        compare(Self.scenario(demand: 0) { $0.fail(.a, "oops", at: 100) },
                ours: { $0.a.replaceError(with: .int(42)) }, theirs: { $0.a.replaceError(with: 42) },
                expect: [1: "0:^"])
        compare(Self.scenario(demand: 0) { $0.fail(.a, "oops", at: 100); $0.request(1, .max(1), at: 200) },
                ours: { $0.a.replaceError(with: .int(42)) }, theirs: { $0.a.replaceError(with: 42) },
                expect: [1: "0:^ 200:42 200:|"])
    }

    /// Demand 1 unused: the value goes at once. Demand 1 used by a value: the replacement
    /// waits for the next request. An empty upstream finishes without demand.
    @Test func replaceErrorWithDemandOneAndEmptyUpstream() {
        compare(Self.scenario(demand: 1) { $0.fail(.a, "oops", at: 100) },
                ours: { $0.a.replaceError(with: .int(42)) }, theirs: { $0.a.replaceError(with: 42) },
                expect: [1: "0:^ 100:42 100:|"])
        compare(Self.scenario(demand: 1) { $0.send(1, at: 0); $0.fail(.a, "oops", at: 100); $0.request(1, .max(1), at: 200) },
                ours: { $0.a.replaceError(with: .int(42)) }, theirs: { $0.a.replaceError(with: 42) },
                expect: [1: "0:^ 0:1 200:42 200:|"])
        compare(Self.scenario(demand: 0) { $0.finish(at: 100) },
                ours: { $0.a.replaceError(with: .int(42)) }, theirs: { $0.a.replaceError(with: 42) },
                expect: [1: "0:^ 100:|"])
    }

    /// Table row: `replaceError -1 | flatMap max 1 { just x | delay 100ms }`. The -1 waits
    /// until flatMap asks for another outer value (when inner 1 finishes at 100), so the two
    /// inners never run at once: -1 and finished at 200.
    @Test func replaceErrorBehindFlatMapMaxOne() {
        compare(Scenario { $0.send(1, at: 0); $0.fail(.a, "x", at: 50) },
                ours: { world in
                    world.a.replaceError(with: .int(-1))
                        .flatMap(maxPublishers: .max(1), Lift.flat { world.just($0).delay(100, on: world.clock) })
                },
                theirs: { world in
                    world.a.replaceError(with: -1)
                        .flatMap(maxPublishers: .max(1)) { Just($0).delay(for: .ms(100), scheduler: world.scheduler) }
                },
                expect: [1: "0:^ 100:1 200:-1 200:|"])
    }

    // MARK: replaceEmpty

    /// Table row: `replaceEmpty 22 | sink demand 0`, finished: nothing until a request.
    @Test func replaceEmptyWaitsForDemand() {
        compare(Self.scenario(demand: 0) { $0.finish(at: 100) },
                ours: { $0.a.replaceEmpty(with: .int(22)) }, theirs: { $0.a.replaceEmpty(with: 22) },
                expect: [1: "0:^"])
        compare(Self.scenario(demand: 0) { $0.finish(at: 100); $0.request(1, .max(1), at: 200) },
                ours: { $0.a.replaceEmpty(with: .int(22)) }, theirs: { $0.a.replaceEmpty(with: 22) },
                expect: [1: "0:^ 200:22 200:|"])
    }

    /// Demand 1: the replacement goes at once; a non-empty stream is left alone; a failure
    /// goes through without demand.
    @Test func replaceEmptyWithDemandOneValuesAndFailure() {
        compare(Self.scenario(demand: 1) { $0.finish(at: 100) },
                ours: { $0.a.replaceEmpty(with: .int(22)) }, theirs: { $0.a.replaceEmpty(with: 22) },
                expect: [1: "0:^ 100:22 100:|"])
        compare(Self.scenario(demand: 1) { $0.send(1, at: 0); $0.finish(at: 100) },
                ours: { $0.a.replaceEmpty(with: .int(22)) }, theirs: { $0.a.replaceEmpty(with: 22) },
                expect: [1: "0:^ 0:1 100:|"])
        compare(Self.scenario(demand: 0) { $0.fail(.a, "x", at: 100) },
                ours: { $0.a.replaceEmpty(with: .int(22)) }, theirs: { $0.a.replaceEmpty(with: 22) },
                expect: [1: "0:^ 100:#x"])
    }
}
