import OpenCombine
import StreamCore
import Testing

/// count, ignoreOutput, min and max on both engines (Standard scenarios: 1, 2, 3, 2 then
/// finished at 400). As in Combine, the reducing operators ask their upstream for everything
/// when they subscribe, so values sent before the first request still count; their result
/// and the finish after it wait for a request.
@Suite struct CountingDifferentialTests {
    enum Reducer: String, CaseIterable, Sendable { case count, min, max }

    static let tables: [Reducer: [Standard: String]] = [
        .count: [
            .values: "0:^ 400:4 400:|",
            .demandZero: "0:^",
            .demandOne: "0:^ 400:4 400:|",
            .laterRequest: "0:^ 400:4 400:|",
            .empty: "0:^ 100:0 100:|",
            .failure: "0:^ 200:#boom",
        ],
        .min: [
            .values: "0:^ 400:1 400:|",
            .demandZero: "0:^",
            .demandOne: "0:^ 400:1 400:|",
            .laterRequest: "0:^ 400:1 400:|",
            .empty: "0:^ 100:|",
            .failure: "0:^ 200:#boom",
        ],
        .max: [
            .values: "0:^ 400:3 400:|",
            .demandZero: "0:^",
            .demandOne: "0:^ 400:3 400:|",
            .laterRequest: "0:^ 400:3 400:|",
            .empty: "0:^ 100:|",
            .failure: "0:^ 200:#boom",
        ],
    ]

    static func ours(_ reducer: Reducer, _ upstream: any StreamCore.Publisher) -> any StreamCore.Publisher {
        switch reducer {
        case .count: return upstream.count()
        case .min: return upstream.min()
        case .max: return upstream.max()
        }
    }

    static func theirs(_ reducer: Reducer, _ upstream: AnyPublisher<Int, TestError>) -> AnyPublisher<Int, TestError> {
        switch reducer {
        case .count: return upstream.count().eraseToAnyPublisher()
        case .min: return upstream.min().eraseToAnyPublisher()
        case .max: return upstream.max().eraseToAnyPublisher()
        }
    }

    @Test(arguments: Reducer.allCases, Standard.allCases)
    func reducer(_ reducer: Reducer, _ standard: Standard) {
        compare(standard,
                ours: { Self.ours(reducer, $0.a) },
                theirs: { Self.theirs(reducer, $0.a.eraseToAnyPublisher()) },
                table: Self.tables[reducer] ?? [:])
    }

    /// A request after the upstream has finished releases the result and the finish together.
    @Test(arguments: Reducer.allCases)
    func resultWaitsForRequest(_ reducer: Reducer) {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.sends("0:5 100:9 200:|")
            $0.request(1, .max(1), at: 300)
        }
        let result = reducer == .count ? 2 : reducer == .min ? 5 : 9
        compare(scenario,
                ours: { Self.ours(reducer, $0.a) },
                theirs: { Self.theirs(reducer, $0.a.eraseToAnyPublisher()) },
                expect: [1: "0:^ 300:\(result) 300:|"])
    }

    /// On a synchronous source the result goes out as soon as it is requested.
    @Test(arguments: Reducer.allCases)
    func synchronousSource(_ reducer: Reducer) {
        let result = reducer == .count ? 4 : reducer == .min ? 1 : 8
        compare(Scenario(),
                ours: { Self.ours(reducer, $0.sequence([3, 1, 8, 4])) },
                theirs: { Self.theirs(reducer, $0.sequence([3, 1, 8, 4])) },
                expect: [1: "0:^ 0:\(result) 0:|"])
    }

    /// ignoreOutput passes only the completion, which needs no demand.
    static let ignoreOutput: [Standard: String] = [
        .values: "0:^ 400:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 400:|",
        .laterRequest: "0:^ 400:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func ignoreOutput(_ standard: Standard) {
        compare(standard, ours: { $0.a.ignoreOutput() }, theirs: { $0.a.ignoreOutput() },
                table: Self.ignoreOutput)
    }

    /// ignoreOutput asks for everything itself: a synchronous source runs to its end even for
    /// a subscriber with no demand.
    @Test func ignoreOutputDrainsWithoutDemand() {
        compare(Scenario { $0.subscribe(1, at: 0, demand: .none) },
                ours: { $0.sequence([1, 2, 3]).ignoreOutput() },
                theirs: { $0.sequence([1, 2, 3]).ignoreOutput() },
                expect: [1: "0:^ 0:|"])
    }
}
