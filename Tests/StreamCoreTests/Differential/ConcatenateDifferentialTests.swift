import OpenCombine
import StreamCore
import Testing

/// prepend(P) and append(P) of a publisher (Combine's `Publishers.Concatenate`), and
/// setFailureType and assertNoFailure, on both engines.
@Suite struct ConcatenateDifferentialTests {
    /// `a.prepend(cold 7@0 8@80 |@120)`: subject a is subscribed only when the prefix finishes
    /// at 120, so its 1 and 2 are missed. With no demand the prefix's values are dropped (the
    /// cold source is a subject per subscriber); the later request at 150 reaches a, whose 3
    /// at 200 goes out. The empty a finished before 120, so its finish arrives on subscribing.
    @Test(arguments: Standard.allCases)
    func prependAPublisher(_ standard: Standard) {
        compare(standard, ours: { $0.a.prepend($0.cold("0:7 80:8 120:|")) },
                theirs: { $0.a.prepend($0.cold("0:7 80:8 120:|")).eraseToAnyPublisher() },
                table: [.values: "0:^ 0:7 80:8 200:3 300:2 400:|",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:7 400:|",
                        .laterRequest: "0:^ 200:3 400:|",
                        .empty: "0:^ 0:7 80:8 120:|",
                        .failure: "0:^ 0:7 80:8 200:#boom"])
    }

    /// `a.append(cold 7@0 8@80 |@100)`: the suffix is subscribed when a finishes at 400, with
    /// the demand left over (so with the later request at 450 its 8 at 480 goes out, its 7 at
    /// 400 found none). A failure of a ends the stream; the suffix is never subscribed.
    @Test(arguments: Standard.allCases)
    func appendAPublisher(_ standard: Standard) {
        compare(standard, ours: { $0.a.append($0.cold("0:7 80:8 100:|")) },
                theirs: { $0.a.append($0.cold("0:7 80:8 100:|")).eraseToAnyPublisher() },
                table: [.values: "0:^ 0:1 100:2 200:3 300:2 400:7 480:8 500:|",
                        .demandZero: "0:^ 500:|",
                        .demandOne: "0:^ 0:1 500:|",
                        .laterRequest: "0:^ 200:3 480:8 500:|",
                        .empty: "0:^ 100:7 180:8 200:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
    }

    /// Two subjects: `a.append(b)` hears b only from a's finish on (b's 5 at 300 is missed).
    @Test func appendASubject() {
        let scenario = Standard.values.scenario { $0.sends("300:5 450:6 600:|", to: .b) }
        compare(scenario, ours: { $0.a.append($0.b) }, theirs: { $0.a.append($0.b).eraseToAnyPublisher() },
                expect: [1: "0:^ 0:1 100:2 200:3 300:2 450:6 600:|"])
    }

    /// setFailureType changes a type only: every event and every demand passes unchanged.
    /// OpenCombine allows it only on a publisher that cannot fail, so both engines put it
    /// behind replaceError (the failure scenario: 1, 2, then -1 and finished at 200).
    @Test(arguments: Standard.allCases)
    func setFailureTypePassesEverything(_ standard: Standard) {
        compare(standard, ours: { $0.a.replaceError(with: .int(-1)).setFailureType() },
                theirs: { $0.a.replaceError(with: -1).setFailureType(to: TestError.self).eraseToAnyPublisher() },
                table: [.values: "0:^ 0:1 100:2 200:3 300:2 400:|",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:1 400:|",
                        .laterRequest: "0:^ 200:3 400:|",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:-1 200:|"])
    }

    /// assertNoFailure passes values, demand and finished unchanged (OpenCombine's would stop
    /// the test process on a failure, so the failure is checked on StreamCore alone below).
    @Test(arguments: [Standard.values, .demandZero, .demandOne, .laterRequest, .empty])
    func assertNoFailurePassesEverything(_ standard: Standard) {
        compare(standard, ours: { $0.a.assertNoFailure(trap: { Issue.record("trapped: \($0)") }) },
                theirs: { $0.a.assertNoFailure().setFailureType(to: TestError.self).eraseToAnyPublisher() },
                table: [.values: "0:^ 0:1 100:2 200:3 300:2 400:|",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:1 400:|",
                        .laterRequest: "0:^ 200:3 400:|",
                        .empty: "0:^ 100:|"])
    }

    /// On a failure Combine calls `fatalError("PREFIX: ERROR")` (Publishers.AssertNoFailure
    /// .swift, `receive(completion:)`); StreamCore hands that message to `trap`, and the
    /// subscriber hears nothing more.
    @Test func assertNoFailureTrapsWithCombinesMessage() {
        var trapped: [String] = []
        let lanes = OursRunner.run(Standard.failure.scenario) { world in
            world.a.assertNoFailure("feed", trap: { trapped.append($0) })
        }
        expectLanes(lanes, [1: "0:^ 0:1 100:2"])
        #expect(trapped == ["feed: boom"])
        var unprefixed: [String] = []
        _ = OursRunner.run(Standard.failure.scenario) { $0.a.assertNoFailure(trap: { unprefixed.append($0) }) }
        #expect(unprefixed == ["boom"])
    }
}
