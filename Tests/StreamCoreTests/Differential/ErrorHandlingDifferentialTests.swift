import OpenCombine
import StreamCore
import Testing

/// catch, retry and replaceError on both engines (SEMANTICS.md, "Errors").
@Suite struct ErrorHandlingDifferentialTests {
    /// A cold upstream that emits 1 at +100 and fails at +150, anew on every subscription.
    static let flaky = "100:1 150:#boom"

    /// retry(2) resubscribes at the instant of each failure (150, 300), then lets the third
    /// failure through.
    @Test func retryResubscribesAtEachFailure() {
        compare(Scenario(),
                ours: { $0.cold(Self.flaky).retry(2) }, theirs: { $0.cold(Self.flaky).retry(2) },
                expect: [1: "0:^ 100:1 250:1 400:1 450:#boom"])
    }

    /// retry before replaceError: the retries happen first, then the last failure becomes a
    /// value and a finish. The other way round, replaceError hides the failure from retry.
    @Test func retryBeforeReplaceError() {
        compare(Scenario(),
                ours: { $0.cold(Self.flaky).retry(2).replaceError(with: .int(-1)) },
                theirs: { $0.cold(Self.flaky).retry(2).replaceError(with: -1) },
                expect: [1: "0:^ 100:1 250:1 400:1 450:-1 450:|"])
        compare(Scenario(),
                ours: { $0.cold(Self.flaky).replaceError(with: .int(-1)).retry(2) },
                theirs: { $0.cold(Self.flaky).replaceError(with: -1).retry(2) },
                expect: [1: "0:^ 100:1 150:-1 150:|"])
    }

    /// replaceError leaves a finished stream alone.
    @Test func replaceErrorPassesFinished() {
        compare(Scenario { $0.sends("0:1 100:|") },
                ours: { $0.a.replaceError(with: .int(-1)) }, theirs: { $0.a.replaceError(with: -1) },
                expect: [1: "0:^ 0:1 100:|"])
    }

    /// catch replaces the failed stream with the handler's publisher, subscribed at the
    /// failure; the handler sees the error.
    @Test func catchContinuesWithReplacement() {
        compare(Scenario { $0.sends("0:1 100:#boom") },
                ours: { world in
                    world.a.catch { error in world.cold("50:\(error.message.count) 100:|") }
                },
                theirs: { world in world.a.catch { error in world.cold("50:\(error.message.count) 100:|") } },
                expect: [1: "0:^ 0:1 150:4 200:|"])
    }

    enum Recovery: String, CaseIterable, Sendable { case catchJust, replaceError }

    /// The inner for x emits x*10 at +50, x*10+1 at +150 and finishes at +200; the inner
    /// for 2 fails at +20 instead. Outer: 1@0, 2@100, 3@200, finished@600.
    static let outer = Scenario { $0.sends("0:1 100:2 200:3 600:|") }
    static func inner(_ x: Int) -> String { x == 2 ? "20:#inner" : "50:\(x * 10) 150:\(x * 10 + 1) 200:|" }

    /// Downstream of flatMap, recovery comes too late: the first inner failure (120) ends
    /// the whole pipeline, then -1 and finished.
    @Test(arguments: Recovery.allCases)
    func recoveryOutsideFlatMapEndsEverything(_ recovery: Recovery) {
        let expect = [1: "0:^ 50:10 120:-1 120:|"]
        switch recovery {
        case .catchJust:
            compare(Self.outer,
                    ours: { world in world.a.flatMap(Lift.flat { world.cold(Self.inner($0)) }).catch { _ in world.just(-1) } },
                    theirs: { world in world.a.flatMap { world.cold(Self.inner($0)) }.catch { _ in Just(-1) } },
                    expect: expect)
        case .replaceError:
            compare(Self.outer,
                    ours: { world in world.a.flatMap(Lift.flat { world.cold(Self.inner($0)) }).replaceError(with: .int(-1)) },
                    theirs: { world in world.a.flatMap { world.cold(Self.inner($0)) }.replaceError(with: -1) },
                    expect: expect)
        }
    }

    /// Inside the inner publisher, recovery affects only that inner: the others go on and
    /// the pipeline finishes with the outer at 600.
    @Test(arguments: Recovery.allCases)
    func recoveryInsideFlatMapAffectsOneInner(_ recovery: Recovery) {
        let expect = [1: "0:^ 50:10 120:-1 150:11 250:30 350:31 600:|"]
        switch recovery {
        case .catchJust:
            compare(Self.outer,
                    ours: { world in world.a.flatMap(Lift.flat { world.cold(Self.inner($0)).catch { _ in world.just(-1) } }) },
                    theirs: { world in world.a.flatMap { world.cold(Self.inner($0)).catch { _ in Just(-1) } } },
                    expect: expect)
        case .replaceError:
            compare(Self.outer,
                    ours: { world in world.a.flatMap(Lift.flat { world.cold(Self.inner($0)).replaceError(with: .int(-1)) }) },
                    theirs: { world in world.a.flatMap { world.cold(Self.inner($0)).replaceError(with: -1) } },
                    expect: expect)
        }
    }
}
