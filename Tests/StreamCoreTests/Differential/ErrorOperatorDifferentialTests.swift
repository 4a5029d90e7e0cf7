import OpenCombine
import StreamCore
import Testing

/// mapError and tryCatch on both engines (Standard scenarios: 1, 2, 3, 2 then finished at 400;
/// the failure scenario fails "boom" at 200). Expected lanes are worked out by hand.
@Suite struct ErrorOperatorDifferentialTests {
    static let mapError: [Standard: String] = [
        .values: "0:^ 0:1 100:2 200:3 300:2 400:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 0:1 400:|",
        .laterRequest: "0:^ 200:3 400:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 0:1 100:2 200:#mapped-boom",
    ]

    @Test(arguments: Standard.allCases)
    func mapError(_ standard: Standard) {
        compare(standard,
                ours: { $0.a.mapError { StreamError("mapped-" + $0.message) } },
                theirs: { $0.a.mapError { TestError("mapped-" + $0.message) } },
                table: Self.mapError)
    }

    /// The replacement is the synchronous sequence 7, 8, 9: it emits only what is requested.
    static let tryCatch: [Standard: String] = [
        .values: "0:^ 0:1 100:2 200:3 300:2 400:|",
        .demandZero: "0:^ 400:|",
        .demandOne: "0:^ 0:1 400:|",
        .laterRequest: "0:^ 200:3 400:|",
        .empty: "0:^ 100:|",
        .failure: "0:^ 0:1 100:2 200:7 200:8 200:9 200:|",
    ]

    @Test(arguments: Standard.allCases)
    func tryCatch(_ standard: Standard) {
        compare(standard,
                ours: { world in world.a.tryCatch { _ in world.sequence([7, 8, 9]) } },
                theirs: { world in world.a.tryCatch { _ in world.sequence([7, 8, 9]) } },
                table: Self.tryCatch)
    }

    /// The handler throws: the stream fails with the thrown error, not the original.
    @Test func tryCatchHandlerThrows() {
        compare(Standard.failure.scenario,
                ours: { $0.a.tryCatch { (error: StreamError) throws(StreamError) -> any StreamCore.Publisher in
                    throw StreamError("handler-" + error.message)
                } },
                theirs: { $0.a.tryCatch { error -> AnyPublisher<Int, TestError> in throw TestError("handler-" + error.message) } },
                expect: [1: "0:^ 0:1 100:2 200:#handler-boom"])
    }

    /// The replacement's own failure ends the stream.
    @Test func tryCatchReplacementFails() {
        compare(Standard.failure.scenario,
                ours: { world in world.a.tryCatch { _ in world.fail("again") } },
                theirs: { world in world.a.tryCatch { _ in world.fail("again") } },
                expect: [1: "0:^ 0:1 100:2 200:#again"])
    }

    /// The failed stream's outstanding demand goes to the replacement (CatchTests
    /// testCatchPreservesDemand): 3 requested, 1 delivered, so 7 and 8 go out at the failure;
    /// 9 and the finish wait for the request at 300.
    @Test func tryCatchHandsOutstandingDemandToReplacement() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(3))
            $0.sends("0:1 100:#boom")
            $0.request(1, .max(1), at: 300)
        }
        compare(scenario,
                ours: { world in world.a.tryCatch { _ in world.sequence([7, 8, 9]) } },
                theirs: { world in world.a.tryCatch { _ in world.sequence([7, 8, 9]) } },
                expect: [1: "0:^ 0:1 100:7 100:8 300:9 300:|"])
    }

    /// With no demand at the failure, the replacement waits for the first request
    /// (CatchTests testCatchRequestPost).
    @Test func tryCatchReplacementWaitsForDemand() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.sends("100:#boom")
            $0.request(1, .max(5), at: 200)
        }
        compare(scenario,
                ours: { world in world.a.tryCatch { _ in world.sequence([7, 8, 9]) } },
                theirs: { world in world.a.tryCatch { _ in world.sequence([7, 8, 9]) } },
                expect: [1: "0:^ 200:7 200:8 200:9 200:|"])
    }

    /// A cold replacement subscribed at the failure; cancelling reaches it.
    @Test func tryCatchCancelReachesReplacement() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.sends("100:#boom")
            $0.cancel(1, at: 175)
        }
        compare(scenario,
                ours: { world in world.a.tryCatch { _ in world.cold("50:7 100:8 150:|") } },
                theirs: { world in world.a.tryCatch { _ in world.cold("50:7 100:8 150:|") } },
                expect: [1: "0:^ 150:7 175:!"])
    }
}
