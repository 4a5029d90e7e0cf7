import OpenCombine
import StreamCore
import Testing

/// min(by:), max(by:), tryMin(by:) and tryMax(by:) on both engines (Standard scenarios: 1, 2,
/// 3, 2 then finished at 400; the failure scenario sends 1, 2 and fails "boom" at 200). The
/// ordering is reversed (`>`), so min(by:) finds the largest value and max(by:) the smallest:
/// the closure, not the values' own order, decides. The result waits for demand, and the
/// finish waits with it.
@Suite struct ComparisonByDifferentialTests {
    static func descending(_ first: Value, _ second: Value) throws(StreamError) -> Bool { try Lift.int(first) > Lift.int(second) }

    static func table(result: Int) -> [Standard: String] {
        [.values: "0:^ 400:\(result) 400:|",
         .demandZero: "0:^",
         .demandOne: "0:^ 400:\(result) 400:|",
         .laterRequest: "0:^ 400:\(result) 400:|",
         .empty: "0:^ 100:|",
         .failure: "0:^ 200:#boom"]
    }

    @Test(arguments: Standard.allCases)
    func minBy(_ standard: Standard) {
        compare(standard, ours: { $0.a.min(by: Self.descending) }, theirs: { $0.a.min(by: >) },
                table: Self.table(result: 3))
    }

    @Test(arguments: Standard.allCases)
    func maxBy(_ standard: Standard) {
        compare(standard, ours: { $0.a.max(by: Self.descending) }, theirs: { $0.a.max(by: >) },
                table: Self.table(result: 1))
    }

    /// The ordering throws "three" when it meets 3 (at 200, whatever the demand).
    static func throwingOnThree(_ first: Value, _ second: Value) throws(StreamError) -> Bool {
        let (a, b) = (try Lift.int(first), try Lift.int(second))
        if a == 3 || b == 3 { throw StreamError("three") }
        return a < b
    }

    static func theirThrowingOnThree(_ a: Int, _ b: Int) throws -> Bool {
        if a == 3 || b == 3 { throw TestError("three") }
        return a < b
    }

    static let throwsOnThree: [Standard: String] = [
        .values: "0:^ 200:#three", .demandZero: "0:^ 200:#three", .demandOne: "0:^ 200:#three",
        .laterRequest: "0:^ 200:#three", .empty: "0:^ 100:|", .failure: "0:^ 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func tryMinBy(_ standard: Standard) {
        compare(standard, ours: { $0.a.min(by: Self.throwingOnThree) },
                theirs: { $0.a.tryMin(by: Self.theirThrowingOnThree) }, table: Self.throwsOnThree)
    }

    @Test(arguments: Standard.allCases)
    func tryMaxBy(_ standard: Standard) {
        compare(standard, ours: { $0.a.max(by: Self.throwingOnThree) },
                theirs: { $0.a.tryMax(by: Self.theirThrowingOnThree) }, table: Self.throwsOnThree)
    }

    /// Ties keep the earlier value. Ordered by parity (evens first), max(by:) keeps 1, which
    /// the later 3 only ties; min(by:) moves to the first 2, which the later 2 only ties.
    @Test func tiesKeepTheEarlierValue() {
        let parity: ValueOrder = { first, second throws(StreamError) in try Lift.int(first) % 2 < Lift.int(second) % 2 }
        compare(Standard.values.scenario, ours: { $0.a.max(by: parity) }, theirs: { $0.a.max { $0 % 2 < $1 % 2 } },
                expect: [1: "0:^ 400:1 400:|"])
        compare(Standard.values.scenario, ours: { $0.a.min(by: parity) }, theirs: { $0.a.min { $0 % 2 < $1 % 2 } },
                expect: [1: "0:^ 400:2 400:|"])
    }
}
