import OpenCombine
import StreamCore
import Testing

/// Issue 20: `ignoringDemand`, a publisher that breaks the demand contract on purpose,
/// against a hand-written OpenCombine publisher that misbehaves the same way
/// (`OCIgnoringDemand`). Combine says "a publisher can't send elements until the subscriber
/// attaches and asks for them" (*Processing Published Elements with Subscribers*); what a
/// subscriber does when one does anyway is OpenCombine 0.14's: `Subscribers.Sink.receive(_:)`
/// calls `receiveValue` without looking at demand, `map` and `prefix` forward, and `buffer`
/// holds the extra values until they are asked for.
///
/// Subscriber 1 subscribes at 0 asking for one value; a sends 1@100 2@200 3@300 and
/// finishes at 400 unless a test says otherwise.
@Suite struct IgnoringDemandDifferentialTests {
    static func scenario(_ build: (inout Scenario) -> Void = { _ in }) -> Scenario {
        Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.sends("100:1 200:2 300:3 400:|")
            build(&$0)
        }
    }

    /// The subscriber asked for one and receives all three: nothing downstream enforces demand.
    @Test func theSubscriberReceivesEveryValue() {
        compare(Self.scenario(), ours: { $0.a.ignoringDemand() }, theirs: { OCIgnoringDemand(upstream: $0.a) },
                expect: [1: "0:^ 100:1 200:2 300:3 400:|"])
    }

    /// `map` does not count demand either: the extra values pass through it.
    @Test func mapPassesTheExtraValuesOn() {
        compare(Self.scenario(),
                ours: { $0.a.ignoringDemand().map(Lift.map { $0 * 10 }) },
                theirs: { OCIgnoringDemand(upstream: $0.a).map { $0 * 10 } },
                expect: [1: "0:^ 100:10 200:20 300:30 400:|"])
    }

    /// `buffer` restores the contract: 1 goes out on the first request, 2 and 3 wait, the
    /// request at 350 releases 2, and the finish waits behind 3.
    @Test func bufferHoldsTheExtraValuesUntilAsked() {
        let scenario = Self.scenario { $0.request(1, .max(1), at: 350) }
        compare(scenario,
                ours: { $0.a.ignoringDemand().buffer(size: 5) },
                theirs: { OCIgnoringDemand(upstream: $0.a).buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest) },
                expect: [1: "0:^ 100:1 350:2"])
    }

    /// `prefix 2` counts values, not demand: it takes 1 and 2 and finishes with the second.
    /// Ours only: OpenCombine 0.14 finishes on the value after the prefix (300 here), the
    /// deliberate difference `TransformDifferentialTests.prefixFinishesAtOnce` documents.
    @Test func prefixCountsValuesNotDemand() {
        let lanes = OursRunner.run(Self.scenario()) { $0.a.ignoringDemand().prefix(2) }
        #expect(Timeline.render(lanes[1]) == "0:^ 100:1 200:2 200:|")
        let theirs = TheirsRunner.run(Self.scenario()) { OCIgnoringDemand(upstream: $0.a).prefix(2) }
        #expect(Timeline.render(theirs[1]) == "0:^ 100:1 200:2 300:|")
    }

    /// The note's count: only values sent with no demand outstanding, and a later request
    /// (250) makes the next value (3) a wanted one again.
    @Test func countsOnlyTheValuesBeyondDemand() {
        let totals = Totals()
        let scenario = Self.scenario { $0.request(1, .max(1), at: 250) }
        let lanes = OursRunner.run(scenario) { $0.a.ignoringDemand { totals.seen.append($0) } }
        #expect(Timeline.render(lanes[1]) == "0:^ 100:1 200:2 300:3 400:|")
        #expect(totals.seen == [1])
    }

    /// With unlimited demand nothing is beyond it, and nothing is noted.
    @Test func unlimitedDemandIsNeverExceeded() {
        let totals = Totals()
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.sends("100:1 200:2 300:|")
        }
        _ = OursRunner.run(scenario) { $0.a.ignoringDemand { totals.seen.append($0) } }
        #expect(totals.seen.isEmpty)
    }

    /// Cancelling the subscriber cancels the upstream: nothing more arrives after 150.
    @Test func cancelStopsIt() {
        let scenario = Self.scenario { $0.cancel(1, at: 150) }
        compare(scenario, ours: { $0.a.ignoringDemand() }, theirs: { OCIgnoringDemand(upstream: $0.a) },
                expect: [1: "0:^ 100:1 150:!"])
    }

    private final class Totals { var seen: [Int] = [] }
}

/// OpenCombine's side: a publisher written by hand that asks its upstream for `.unlimited`
/// and forwards every value, ignoring what its downstream requested.
struct OCIgnoringDemand<Upstream: OpenCombine.Publisher>: OpenCombine.Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure
    let upstream: Upstream

    func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(OCIgnoringDemandInner(downstream: subscriber))
    }
}

final class OCIgnoringDemandInner<Downstream: OpenCombine.Subscriber>: OpenCombine.Subscriber, OpenCombine.Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private var upstream: (any OpenCombine.Subscription)?

    init(downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: any OpenCombine.Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        _ = downstream.receive(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        upstream?.cancel()
        upstream = nil
    }
}
