import OpenCombine
import StreamCore
import Testing

/// The try… forms of compactMap, removeDuplicates(by:), reduce, contains(where:), allSatisfy,
/// drop(while:), prefix(while:), first(where:) and last(where:) on both engines. In StreamCore
/// their closures are the ordinary throwing ones of the plain operators (the language allows
/// `fail(…)` only in the try… spellings); here each throws "three" when it meets the value 3.
/// (Standard scenarios: 1, 2, 3, 2 then finished at 400; the failure scenario sends 1, 2 and
/// fails "boom" at 200.) The single-result operators ask for everything at once, so their
/// closure meets 3 whatever the subscriber asked for, and the failure goes out at once.
@Suite struct TryOperatorDifferentialTests {
    /// Throws "three" on 3, else returns `body(value)`, on StreamCore.
    static func ours<T>(_ body: @escaping (Int) -> T) -> (Value) throws(StreamError) -> T {
        { (value: Value) throws(StreamError) -> T in
            let number = try Lift.int(value)
            if number == 3 { throw StreamError("three") }
            return body(number)
        }
    }

    /// Throws "three" on 3, else returns `body(value)`, on OpenCombine.
    static func theirs<T>(_ body: @escaping (Int) -> T) -> (Int) throws -> T {
        { number in
            if number == 3 { throw TestError("three") }
            return body(number)
        }
    }

    /// The table of a single-result operator whose closure meets 3 and throws.
    static func throwsOnThree(empty: String) -> [Standard: String] {
        [.values: "0:^ 200:#three", .demandZero: "0:^ 200:#three", .demandOne: "0:^ 200:#three",
         .laterRequest: "0:^ 200:#three", .empty: empty, .failure: "0:^ 200:#boom"]
    }

    /// 1 becomes nil (dropped, and replaced by demand for one more), 2 becomes 20.
    @Test(arguments: Standard.allCases)
    func tryCompactMap(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.compactMap(Self.ours { $0 == 1 ? Value.null : .int($0 * 10) }) },
                theirs: { $0.a.tryCompactMap(Self.theirs { $0 == 1 ? nil : $0 * 10 }) },
                table: [.values: "0:^ 100:20 200:#three",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 100:20 400:|",
                        .laterRequest: "0:^ 200:#three",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 100:20 200:#boom"])
    }

    /// The first value is never compared: with the later request, 3 is the first value the
    /// stage sees, so it goes out instead of throwing.
    @Test(arguments: Standard.allCases)
    func tryRemoveDuplicates(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.removeDuplicates { previous, value throws(StreamError) -> Bool in
                    try Self.ours { $0 }(value) == Lift.int(previous)
                } },
                theirs: { $0.a.tryRemoveDuplicates { previous, value in try Self.theirs { $0 }(value) == previous } },
                table: [.values: "0:^ 0:1 100:2 200:#three",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:1 400:|",
                        .laterRequest: "0:^ 200:3 400:|",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
    }

    /// An empty upstream gives the initial value.
    @Test(arguments: Standard.allCases)
    func tryReduce(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.reduce(.int(0)) { acc, value throws(StreamError) in
                    .int(try Lift.int(acc) + Self.ours { $0 }(value))
                } },
                theirs: { $0.a.tryReduce(0) { acc, value in acc + (try Self.theirs { $0 }(value)) } },
                table: Self.throwsOnThree(empty: "0:^ 100:0 100:|"))
    }

    @Test(arguments: Standard.allCases)
    func tryContains(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.contains(where: Self.ours { $0 > 5 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.tryContains(where: Self.theirs { $0 > 5 }).map { $0 ? 1 : 0 } },
                table: Self.throwsOnThree(empty: "0:^ 100:0 100:|"))
    }

    @Test(arguments: Standard.allCases)
    func tryAllSatisfy(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.allSatisfy(Self.ours { $0 < 5 }).map(Lift.boolAsInt()) },
                theirs: { $0.a.tryAllSatisfy(Self.theirs { $0 < 5 }).map { $0 ? 1 : 0 } },
                table: Self.throwsOnThree(empty: "0:^ 100:1 100:|"))
    }

    /// Drops 1; once 2 passes, the closure is not asked again, so 3 goes through. With the
    /// later request 3 is the first value the stage sees, and it throws.
    @Test(arguments: Standard.allCases)
    func tryDropWhile(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.drop(while: Self.ours { $0 < 2 }) },
                theirs: { $0.a.tryDrop(while: Self.theirs { $0 < 2 }) },
                table: [.values: "0:^ 100:2 200:3 300:2 400:|",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 100:2 400:|",
                        .laterRequest: "0:^ 200:#three",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 100:2 200:#boom"])
    }

    @Test(arguments: Standard.allCases)
    func tryPrefixWhile(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.prefix(while: Self.ours { $0 < 5 }) },
                theirs: { $0.a.tryPrefix(while: Self.theirs { $0 < 5 }) },
                table: [.values: "0:^ 0:1 100:2 200:#three",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:1 400:|",
                        .laterRequest: "0:^ 200:#three",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
    }

    @Test(arguments: Standard.allCases)
    func tryFirstWhere(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.first(where: Self.ours { $0 > 5 }) },
                theirs: { $0.a.tryFirst(where: Self.theirs { $0 > 5 }) },
                table: Self.throwsOnThree(empty: "0:^ 100:|"))
    }

    /// Matched by 2 at 100, before 3 could throw: the result waits for demand.
    @Test(arguments: Standard.allCases)
    func tryFirstWhereDecidedFirst(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.first(where: Self.ours { $0 == 2 }) },
                theirs: { $0.a.tryFirst(where: Self.theirs { $0 == 2 }) },
                table: [.values: "0:^ 100:2 100:|",
                        .demandZero: "0:^",
                        .demandOne: "0:^ 100:2 100:|",
                        .laterRequest: "0:^ 150:2 150:|",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 100:2 100:|"])
    }

    @Test(arguments: Standard.allCases)
    func tryLastWhere(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.last(where: Self.ours { $0 < 5 }) },
                theirs: { $0.a.tryLast(where: Self.theirs { $0 < 5 }) },
                table: Self.throwsOnThree(empty: "0:^ 100:|"))
    }
}
