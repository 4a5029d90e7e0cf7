import OpenCombine
import StreamCore
import Testing

/// Back-pressure on both engines: subscriber 1 asks for 2 values, then 1 more at 250.
/// Upstream a sends 1@0 2@100 3@200 4@300 and finishes at 400; b sends 10@50 20@150 30@250
/// 40@350. A subject drops what arrives without demand, so 3 is lost unless an operator
/// holds it; no operator may deliver more values than requested.
@Suite struct DemandDifferentialTests {
    static let scenario = Scenario {
        $0.subscribe(1, at: 0, demand: .max(2))
        $0.request(1, .max(1), at: 250)
        $0.sends("0:1 100:2 200:3 300:4 400:|")
        $0.sends("50:10 150:20 250:30 350:40", to: .b)
    }

    @Test func passThroughOperators() {
        compare(Self.scenario, ours: { $0.a.map(Lift.map { $0 * 10 }) }, theirs: { $0.a.map { $0 * 10 } },
                expect: [1: "0:^ 0:10 100:20 300:40 400:|"])
        // delay forwards demand upstream and shifts what it gets.
        compare(Self.scenario, ours: { $0.a.delay(10, on: $0.clock) }, theirs: { $0.a.delay(for: .ms(10), scheduler: $0.scheduler) },
                expect: [1: "0:^ 10:1 110:2 310:4 410:|"])
    }

    /// The resubscribed upstream is asked for what is still outstanding.
    @Test func retryForwardsDemand() {
        compare(Self.scenario, ours: { $0.a.retry(1) }, theirs: { $0.a.retry(1) },
                expect: [1: "0:^ 0:1 100:2 300:4 400:|"])
    }

    /// A buffer takes everything and hands on only what is requested: 3 waits until 250;
    /// 4 is still buffered at 400, so the finish waits too.
    @Test func bufferHoldsValuesUntilRequested() {
        compare(Self.scenario,
                ours: { $0.a.buffer(size: 5) },
                theirs: { $0.a.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest) },
                expect: [1: "0:^ 0:1 100:2 250:3"])
    }

    /// The prefix values are demand-limited too: 9 waits for the request at 250; the subject
    /// is then subscribed with no demand left, so 4 is dropped.
    @Test func prependHonoursDemand() {
        compare(Self.scenario, ours: { $0.a.prepend([.int(7), .int(8), .int(9)]) }, theirs: { $0.a.prepend(7, 8, 9) },
                expect: [1: "0:^ 0:7 0:8 250:9 400:|"])
    }

    /// Demand goes to the current inner; an inner started without demand loses its values
    /// (inner x: x*10 at +10, x*10+1 at +20, finished at +30). At 250 no inner runs, so
    /// inner 4 starts with the stored demand of 1.
    @Test func switchToLatestForwardsDemandToCurrentInner() {
        compare(Self.scenario,
                ours: { world in world.a.map(Lift.publisher { world.cold("10:\($0 * 10) 20:\($0 * 10 + 1) 30:|") }).switchToLatest() },
                theirs: { world in world.a.map { world.cold("10:\($0 * 10) 20:\($0 * 10 + 1) 30:|") }.switchToLatest() },
                expect: [1: "0:^ 10:10 20:11 310:40 400:|"])
    }

    /// zip passes each request to every upstream: a's 3 is dropped by the subject, the request
    /// at 250 (before b's 30 arrives) admits 30 and 4, which pair at 300.
    @Test func zipForwardsDemandToEveryUpstream() {
        compare(Self.scenario, ours: { $0.a.zip([$0.b]) }, theirs: { $0.a.zip($0.b).map { [$0, $1] } },
                expect: [1: "0:^ 50:[1,10] 150:[2,20] 300:[4,30] 400:|"])
    }

    /// Deliberate difference: OpenCombine's replaceEmpty (copying Combine's implementation)
    /// requests `.unlimited` upstream and passes every value on, beyond the subscriber's
    /// demand — a breach of the Subscriber contract that Combine's documentation states
    /// ("a publisher can send as many values as the subscriber requested"). StreamCore keeps
    /// the contract; with unlimited demand (every sink in the language) the two agree.
    @Test func replaceEmptyKeepsDemand() {
        expectLanes(OursRunner.run(Self.scenario) { $0.a.replaceEmpty(with: .int(99)) },
                    [1: "0:^ 0:1 100:2 300:4 400:|"])
        expectLanes(TheirsRunner.run(Self.scenario) { $0.a.replaceEmpty(with: 99) },
                    [1: "0:^ 0:1 100:2 200:3 300:4 400:|"], engine: "OpenCombine")
    }
}
