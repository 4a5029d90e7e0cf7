import OpenCombine
import StreamCore
import Testing

/// removeDuplicates(by:) on both engines (Standard scenarios: 1, 2, 3, 2 then finished at 400).
@Suite struct RemoveDuplicatesByDifferentialTests {
    static func closerThanTwo(_ previous: Int, _ value: Int) -> Bool { abs(previous - value) < 2 }

    /// "Duplicate when closer than 2": each value is compared with the previous value
    /// *received*, so 2 (near 1), 3 (near 2) and 2 (near 3) are all dropped. Compared with the
    /// last value emitted, 3 would have passed. With demand 0 until 150 the subject drops 1
    /// and 2, so 3 is the first value the operator sees.
    static let table: [Standard: String] = [
        .values: "0:^ 0:1 400:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 0:1 400:|",
        .laterRequest: "0:^ 200:3 400:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 0:1 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func removeDuplicatesBy(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.removeDuplicates(by: { (previous: Value, value: Value) throws(StreamError) -> Bool in
                    Self.closerThanTwo(try Lift.int(previous), try Lift.int(value))
                }) },
                theirs: { $0.a.removeDuplicates(by: Self.closerThanTwo) },
                table: Self.table)
    }

    /// A dropped duplicate asks for one more: demand 2 sees 1, 5 (after 1, 2 and 5, 5 dropped).
    @Test func droppedDuplicateReplacesDemand() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(2))
            $0.sends("0:1 100:1 200:5 300:5 400:9 500:|")
        }
        compare(scenario,
                ours: { $0.a.removeDuplicates(by: { (previous: Value, value: Value) throws(StreamError) -> Bool in previous == value }) },
                theirs: { $0.a.removeDuplicates(by: ==) },
                expect: [1: "0:^ 0:1 200:5 500:|"])
    }

    /// A throwing predicate fails the stream (tryRemoveDuplicates); the first value is never
    /// compared.
    @Test func throwingPredicateFails() {
        compare(Standard.values.scenario,
                ours: { $0.a.removeDuplicates(by: { (_: Value, value: Value) throws(StreamError) -> Bool in
                    if value == .int(3) { throw StreamError("three") }
                    return false
                }) },
                theirs: { $0.a.tryRemoveDuplicates { _, value in
                    if value == 3 { throw TestError("three") }
                    return false
                } },
                expect: [1: "0:^ 0:1 100:2 200:#three"])
    }
}
