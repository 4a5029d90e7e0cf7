import OpenCombine
import StreamCore
import Testing

/// Result operators and `buffer` under limited demand (SEMANTICS.md, "Demand"): `first`,
/// `last`, `reduce` and `collect` ask their upstream for everything when subscribed, and their
/// result and finish wait until the subscriber has requested something; `buffer` finishes only
/// while demand is outstanding. Expected lanes follow OpenCombine's FirstTests, LastTests,
/// ReduceTests ("finishes immediately without demand" sends nothing) and BufferTests.
@Suite struct ResultDemandDifferentialTests {
    static func scenario(demand: Int, _ build: (inout Scenario) -> Void) -> Scenario {
        Scenario {
            $0.subscribe(1, at: 0, demand: .max(demand))
            build(&$0)
        }
    }

    enum Result: String, CaseIterable, Sendable { case first, last, reduce, collect }

    static func ours(_ result: Result) -> (OurWorld) -> any StreamCore.Publisher {
        switch result {
        case .first: return { $0.a.first() }
        case .last: return { $0.a.last() }
        case .reduce: return { $0.a.reduce(.int(0), Lift.accumulate(+)) }
        case .collect: return { $0.a.collect().map { value in .int(Self.sum(value)) } }
        }
    }

    static func theirs(_ result: Result) -> (TheirWorld) -> AnyPublisher<Int, TestError> {
        switch result {
        case .first: return { $0.a.first().eraseToAnyPublisher() }
        case .last: return { $0.a.last().eraseToAnyPublisher() }
        case .reduce: return { $0.a.reduce(0, +).eraseToAnyPublisher() }
        case .collect: return { $0.a.collect().map { $0.reduce(0, +) }.eraseToAnyPublisher() }
        }
    }

    /// `collect` is compared through the sum of its array (the harness compares integers).
    static func sum(_ value: Value) -> Int {
        guard case .array(let items) = value else { return -1 }
        return items.reduce(0) { total, item in if case .int(let number) = item { total + number } else { total } }
    }

    /// Table row (`first`, `last`): an empty stream does not finish towards zero demand; a
    /// later request releases the finish (the result, for collect an empty array: sum 0).
    @Test(arguments: Result.allCases)
    func emptyStreamWaitsForDemand(_ result: Result) {
        let emptyResult = result == .first || result == .last ? "" : " 200:0"
        compare(Self.scenario(demand: 0) { $0.finish(at: 100) },
                ours: Self.ours(result), theirs: Self.theirs(result), expect: [1: "0:^"])
        compare(Self.scenario(demand: 0) { $0.finish(at: 100); $0.request(1, .max(1), at: 200) },
                ours: Self.ours(result), theirs: Self.theirs(result), expect: [1: "0:^\(emptyResult) 200:|"])
    }

    /// With demand > 0 an empty stream finishes at once.
    @Test(arguments: Result.allCases)
    func emptyStreamWithDemandFinishesAtOnce(_ result: Result) {
        let emptyResult = result == .first || result == .last ? "" : " 100:0"
        compare(Self.scenario(demand: 1) { $0.finish(at: 100) },
                ours: Self.ours(result), theirs: Self.theirs(result), expect: [1: "0:^\(emptyResult) 100:|"])
    }

    /// Values are taken even before any request (the upstream was asked for everything); the
    /// result waits for the request at 200. first takes 5 (and cancels the subject at 0).
    @Test(arguments: Result.allCases)
    func resultWaitsForLaterRequest(_ result: Result) {
        let expected = switch result {
        case .first: "0:^ 200:5 200:|"
        case .last: "0:^ 200:6 200:|"
        case .reduce, .collect: "0:^ 200:11 200:|"
        }
        compare(Self.scenario(demand: 0) { $0.sends("0:5 50:6 100:|"); $0.request(1, .max(1), at: 200) },
                ours: Self.ours(result), theirs: Self.theirs(result), expect: [1: expected])
    }

    /// A failure goes through at once, demand or not.
    @Test(arguments: Result.allCases)
    func failureGoesThroughWithoutDemand(_ result: Result) {
        let expected = result == .first ? "0:^ 200:5 200:|" : "0:^ 100:#x"
        compare(Self.scenario(demand: 0) { $0.sends("50:5 100:#x"); $0.request(1, .max(1), at: 200) },
                ours: Self.ours(result), theirs: Self.theirs(result), expect: [1: expected])
    }

    // MARK: buffer

    static func ourBuffer(_ world: OurWorld) -> any StreamCore.Publisher { world.a.buffer(size: 3) }
    static func theirBuffer(_ world: TheirWorld) -> Publishers.Buffer<TheirWorld.Subject> {
        world.a.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest)
    }

    /// Table row: `buffer 3 | sink demand 0`, complete: nothing; a request releases the finish.
    @Test func bufferEmptyStreamWaitsForDemand() {
        compare(Self.scenario(demand: 0) { $0.finish(at: 100) }, ours: Self.ourBuffer, theirs: Self.theirBuffer,
                expect: [1: "0:^"])
        compare(Self.scenario(demand: 0) { $0.finish(at: 100); $0.request(1, .max(1), at: 200) },
                ours: Self.ourBuffer, theirs: Self.theirBuffer, expect: [1: "0:^ 200:|"])
        compare(Self.scenario(demand: 1) { $0.finish(at: 100) }, ours: Self.ourBuffer, theirs: Self.theirBuffer,
                expect: [1: "0:^ 100:|"])
    }

    /// Demand 1 used by the only value: the finish waits for the next request. A buffer that
    /// is full drops the newest value (4); a failure goes through at once, dropping the rest.
    @Test func bufferFinishWaitsForOutstandingDemand() {
        compare(Self.scenario(demand: 1) { $0.sends("0:1 100:|"); $0.request(1, .max(1), at: 200) },
                ours: Self.ourBuffer, theirs: Self.theirBuffer, expect: [1: "0:^ 0:1 200:|"])
        compare(Self.scenario(demand: 0) { $0.sends("0:1 10:2 20:3 30:4 100:|"); $0.request(1, .max(10), at: 200) },
                ours: Self.ourBuffer, theirs: Self.theirBuffer, expect: [1: "0:^ 200:1 200:2 200:3 200:|"])
        compare(Self.scenario(demand: 0) { $0.sends("0:1 100:#x") },
                ours: Self.ourBuffer, theirs: Self.theirBuffer, expect: [1: "0:^ 100:#x"])
    }

    // MARK: collect n

    /// `collect 2` turns each unit of demand into two upstream values, as Combine does: with
    /// demand 1 the subject's 3 and 4 are lost; the request at 400 admits 5 and 6.
    @Test func collectByCountScalesDemand() {
        let scenario = Self.scenario(demand: 1) {
            $0.sends("0:1 100:2 200:3 300:4 500:5 600:6 700:|")
            $0.request(1, .max(1), at: 400)
        }
        compare(scenario, ours: { $0.a.collect(2) }, theirs: { $0.a.collect(2) },
                expect: [1: "0:^ 100:[1,2] 600:[5,6] 700:|"])
        compare(Self.scenario(demand: 1) { $0.sends("0:1 100:|") }, ours: { $0.a.collect(2) }, theirs: { $0.a.collect(2) },
                expect: [1: "0:^ 100:[1] 100:|"])
        compare(Self.scenario(demand: 0) { $0.sends("0:1 100:#x") }, ours: { $0.a.collect(2) }, theirs: { $0.a.collect(2) },
                expect: [1: "0:^ 100:#x"])
    }
}
