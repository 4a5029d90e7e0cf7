import OpenCombine
import StreamCore
import Testing

/// contains(where:), allSatisfy, replaceNil, prefix(while:) and drop(while:) on both engines
/// (Standard scenarios: 1, 2, 3, 2 then finished at 400; the failure scenario sends 1, 2 and
/// fails "boom" at 200). Booleans appear in lanes as 1 (true) and 0 (false).
@Suite struct PredicateDifferentialTests {
    /// contains x == 3: decided by 3 at 200, which cancels the upstream.
    static let contains: [Standard: String] = [
        .values: "0:^ 200:1 200:|",
        .demandZero: "0:^",
        .demandOne: "0:^ 200:1 200:|",
        .laterRequest: "0:^ 200:1 200:|",
        .empty: "0:^ 100:0 100:|",
        .failure: "0:^ 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func containsWhere(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.contains(where: Lift.predicate { $0 == 3 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.contains { $0 == 3 }.map { $0 ? 1 : 0 } },
                table: Self.contains)
    }

    /// allSatisfy x < 3: decided by 3 at 200.
    static let allSatisfy: [Standard: String] = [
        .values: "0:^ 200:0 200:|",
        .demandZero: "0:^",
        .demandOne: "0:^ 200:0 200:|",
        .laterRequest: "0:^ 200:0 200:|",
        .empty: "0:^ 100:1 100:|",
        .failure: "0:^ 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func allSatisfy(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.allSatisfy(Lift.predicate { $0 < 3 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.allSatisfy { $0 < 3 }.map { $0 ? 1 : 0 } },
                table: Self.allSatisfy)
    }

    /// Undecided until the finish: contains gives false, allSatisfy true, at 400.
    @Test func undecidedUntilFinish() {
        let input = Standard.values.scenario
        compare(input,
                ours: { $0.a.contains(where: Lift.predicate { $0 > 5 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.contains { $0 > 5 }.map { $0 ? 1 : 0 } },
                expect: [1: "0:^ 400:0 400:|"])
        compare(input,
                ours: { $0.a.allSatisfy(Lift.predicate { $0 < 5 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.allSatisfy { $0 < 5 }.map { $0 ? 1 : 0 } },
                expect: [1: "0:^ 400:1 400:|"])
    }

    /// A decided result waits for the first request (here at 300, after the match at 100).
    @Test func decidedResultWaitsForRequest() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.sends("0:1 100:2 200:3 400:|")
            $0.request(1, .max(1), at: 300)
        }
        compare(scenario,
                ours: { $0.a.contains(where: Lift.predicate { $0 == 2 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.contains { $0 == 2 }.map { $0 ? 1 : 0 } },
                expect: [1: "0:^ 300:1 300:|"])
        compare(scenario,
                ours: { $0.a.allSatisfy(Lift.predicate { $0 == 1 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.allSatisfy { $0 == 1 }.map { $0 ? 1 : 0 } },
                expect: [1: "0:^ 300:0 300:|"])
    }

    /// replaceNil over "2 becomes nil": every nil turns into 0; demand passes through.
    static let replaceNil: [Standard: String] = [
        .values: "0:^ 0:1 100:0 200:3 300:0 400:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 0:1 400:|",
        .laterRequest: "0:^ 200:3 400:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 0:1 100:0 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func replaceNil(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.map(Lift.optional { $0 == 2 ? nil : $0 }).replaceNil(with: .int(0)) },
                theirs: { $0.a.map { $0 == 2 ? nil : $0 }.replaceNil(with: 0) },
                table: Self.replaceNil)
    }

    /// prefix while x < 3: 3 at 200 ends the stream, unless the subject dropped it for lack
    /// of demand (then the upstream's finish at 400 ends it).
    static let prefixWhile: [Standard: String] = [
        .values: "0:^ 0:1 100:2 200:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 0:1 400:|",
        .laterRequest: "0:^ 200:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 0:1 100:2 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func prefixWhile(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.prefix(while: Lift.predicate { $0 < 3 }) },
                theirs: { $0.a.prefix { $0 < 3 } },
                table: Self.prefixWhile)
    }

    /// drop while x < 3: a dropped value asks for one more, so demand 1 still gets 3.
    static let dropWhile: [Standard: String] = [
        .values: "0:^ 200:3 300:2 400:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 200:3 400:|",
        .laterRequest: "0:^ 200:3 400:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func dropWhile(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.drop(while: Lift.predicate { $0 < 3 }) },
                theirs: { $0.a.drop { $0 < 3 } },
                table: Self.dropWhile)
    }

    /// A throwing predicate fails the stream at that value (Combine's try… variants).
    @Test func throwingPredicatesFailTheStream() {
        let input = Standard.values.scenario
        let ours = Lift.predicate { $0 < 3 }
        let throwsOnThree: ValuePredicate = { (value: Value) throws(StreamError) -> Bool in
            if value == .int(3) { throw StreamError("three") }
            return try ours(value)
        }
        func theirs(_ value: Int) throws -> Bool {
            if value == 3 { throw TestError("three") }
            return value < 3
        }
        compare(input, ours: { $0.a.prefix(while: throwsOnThree) }, theirs: { $0.a.tryPrefix(while: theirs) },
                expect: [1: "0:^ 0:1 100:2 200:#three"])
        compare(input, ours: { $0.a.drop(while: throwsOnThree) }, theirs: { $0.a.tryDrop(while: theirs) },
                expect: [1: "0:^ 200:#three"])
        compare(input, ours: { $0.a.allSatisfy(throwsOnThree).map(Lift.boolAsInt()) },
                theirs: { $0.a.tryAllSatisfy(theirs).map { $0 ? 1 : 0 } },
                expect: [1: "0:^ 200:#three"])
        compare(input, ours: { $0.a.contains(where: { (value: Value) throws(StreamError) -> Bool in try !throwsOnThree(value) }).map(Lift.boolAsInt()) },
                theirs: { $0.a.tryContains { try !theirs($0) }.map { $0 ? 1 : 0 } },
                expect: [1: "0:^ 200:#three"])
    }
}
