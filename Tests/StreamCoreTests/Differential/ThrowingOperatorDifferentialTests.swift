import OpenCombine
import StreamCore
import Testing

/// tryMap, tryFilter and tryScan on both engines. In StreamCore their closures are the
/// ordinary throwing ones of map, filter and scan (the language allows `fail(…)` only in the
/// try… spellings); here each throws "three" on the value 3.
@Suite struct ThrowingOperatorDifferentialTests {
    @Test(arguments: Standard.allCases)
    func tryMapFailsTheStreamWithTheThrownError(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.map { value throws(StreamError) in
                    if value == .int(3) { throw StreamError("three") }
                    guard case .int(let number) = value else { return value }
                    return .int(number * 10)
                } },
                theirs: { $0.a.tryMap { value -> Int in
                    if value == 3 { throw TestError("three") }
                    return value * 10
                } },
                table: [.values: "0:^ 0:10 100:20 200:#three",
                        // The subject drops what nobody asked for, so 3 never reaches tryMap.
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:10 400:|",
                        .laterRequest: "0:^ 200:#three",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:10 100:20 200:#boom"])
    }

    @Test(arguments: Standard.allCases)
    func tryFilterFailsTheStreamWithTheThrownError(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.filter { value throws(StreamError) in
                    if value == .int(3) { throw StreamError("three") }
                    guard case .int(let number) = value else { return false }
                    return number % 2 == 0
                } },
                theirs: { $0.a.tryFilter { value in
                    if value == 3 { throw TestError("three") }
                    return value % 2 == 0
                } },
                // With demand 1, the rejected 1 is replaced by demand for one more: 2 passes.
                table: [.values: "0:^ 100:2 200:#three",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 100:2 400:|",
                        .laterRequest: "0:^ 200:#three",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 100:2 200:#boom"])
    }

    @Test(arguments: Standard.allCases)
    func tryScanFailsTheStreamWithTheThrownError(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.scan(.int(0)) { acc, value throws(StreamError) in
                    if value == .int(3) { throw StreamError("three") }
                    guard case .int(let total) = acc, case .int(let number) = value else { return acc }
                    return .int(total + number)
                } },
                theirs: { $0.a.tryScan(0) { acc, value in
                    if value == 3 { throw TestError("three") }
                    return acc + value
                } },
                table: [.values: "0:^ 0:1 100:3 200:#three",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:1 400:|",
                        .laterRequest: "0:^ 200:#three",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:3 200:#boom"])
    }
}
