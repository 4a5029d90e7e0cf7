import OpenCombine
import StreamCore
import Testing

/// Issue 20: `sendingAfterCompletion`, a publisher that breaks the completion contract on
/// purpose, against a hand-written OpenCombine publisher that misbehaves the same way
/// (`OCSendingAfterCompletion`). Combine says a publisher sends nothing after its completion;
/// what a subscriber does when one does anyway is OpenCombine 0.14's: `Subscribers.Sink`
/// ignores the value (its `receive(completion:)` makes it terminal and drops `receiveValue`);
/// `map`, `filter` and `scan` are stateless `Inner` structs that forward it without looking;
/// `removeDuplicates` (a FilterProducer, `.completed`) and `collect` (a ReduceProducer,
/// `.terminal`) check their state and drop it. Every lane ends with the completion on both
/// sides, whatever sits in between.
///
/// a sends 1@100 2@200 and finishes at 300 unless a test says otherwise; the misbehaving
/// stage then sends 7.
@Suite struct SendingAfterCompletionDifferentialTests {
    static func scenario(demand: StreamCore.Demand = .unlimited, _ build: (inout Scenario) -> Void = { _ in }) -> Scenario {
        Scenario {
            $0.subscribe(1, at: 0, demand: demand)
            $0.sends("100:1 200:2 300:|")
            build(&$0)
        }
    }

    /// The subscriber has ended when 7 comes: it ignores it, at every demand.
    @Test(arguments: [(StreamCore.Demand.unlimited, "0:^ 100:1 200:2 300:|"),
                      (.max(1), "0:^ 100:1 300:|"),
                      (.none, "0:^ 300:|")])
    func theSubscriberIgnoresTheStray(demand: StreamCore.Demand, lane: String) {
        compare(Self.scenario(demand: demand), ours: { $0.a.sendingAfterCompletion([.int(7)]) },
                theirs: { OCSendingAfterCompletion(upstream: $0.a, strays: [7]) }, expect: [1: lane])
    }

    /// `map` forwards the stray in OpenCombine (a stateless `Inner`), StreamCore's drops it;
    /// the subscriber at the end ignores it either way.
    @Test(arguments: [StreamCore.Demand.unlimited, .max(1), .none])
    func throughMap(demand: StreamCore.Demand) {
        let expected = [StreamCore.Demand.unlimited: "0:^ 100:10 200:20 300:|", .max(1): "0:^ 100:10 300:|", .none: "0:^ 300:|"]
        compare(Self.scenario(demand: demand),
                ours: { $0.a.sendingAfterCompletion([.int(7)]).map(Lift.map { $0 * 10 }) },
                theirs: { OCSendingAfterCompletion(upstream: $0.a, strays: [7]).map { $0 * 10 } },
                expect: [1: expected[demand]!])
    }

    /// `removeDuplicates` guards (OpenCombine's FilterProducer is `.completed`), `scan` does
    /// not (its `Inner` adds 7 to the running total and forwards 10): the lanes agree.
    @Test(arguments: [StreamCore.Demand.unlimited, .max(1)])
    func throughAnOperatorThatGuardsAndOneThatDoesNot(demand: StreamCore.Demand) {
        let scenario = Self.scenario(demand: demand)
        let deduplicated = demand == .unlimited ? "0:^ 100:1 200:2 300:|" : "0:^ 100:1 300:|"
        compare(scenario,
                ours: { $0.a.sendingAfterCompletion([.int(7)]).removeDuplicates() },
                theirs: { OCSendingAfterCompletion(upstream: $0.a, strays: [7]).removeDuplicates() },
                expect: [1: deduplicated])
        let scanned = demand == .unlimited ? "0:^ 100:1 200:3 300:|" : "0:^ 100:1 300:|"
        compare(scenario,
                ours: { $0.a.sendingAfterCompletion([.int(7)]).scan(.int(0), Lift.accumulate(+)) },
                theirs: { OCSendingAfterCompletion(upstream: $0.a, strays: [7]).scan(0, +) },
                expect: [1: scanned])
    }

    /// After a failure too; and several strays, each ignored.
    @Test func afterAFailure() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.sends("100:1 200:#boom")
        }
        compare(scenario, ours: { $0.a.sendingAfterCompletion([.int(7), .int(8)]) },
                theirs: { OCSendingAfterCompletion(upstream: $0.a, strays: [7, 8]) },
                expect: [1: "0:^ 100:1 200:#boom"])
    }

    /// OpenCombine's own `Sink`, not the harness's lane, ignores the stray: the claim the
    /// model rests on, checked on the real subscriber.
    @Test func openCombinesSinkIgnoresIt() {
        let subject = OpenCombine.PassthroughSubject<Int, Never>()
        var events: [String] = []
        let cancellable = OCSendingAfterCompletion(upstream: subject, strays: [7])
            .sink(receiveCompletion: { _ in events.append("|") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .finished)
        #expect(events == ["1", "|"])
        cancellable.cancel()
    }

    /// What only a log shows: OpenCombine's `map` and `filter` hand the stray to the `print`
    /// after them, which logs it after "receive finished"; its `removeDuplicates` and
    /// `collect` do not. StreamCore's stages
    /// all keep a terminated flag, so its probe (`print`) sees no stray either way — a
    /// deliberate difference, pinned so that a change on either side is noticed.
    @Test func onlyAPrintAfterAForwardingOperatorSeesIt() {
        let scenario = Self.scenario()
        let mapped = OCLog(), filtered = OCLog(), deduplicated = OCLog(), collected = OCLog()
        _ = TheirsRunner.run(scenario) {
            OCSendingAfterCompletion(upstream: $0.a, strays: [7]).map { $0 * 10 }.print("p", to: mapped)
        }
        _ = TheirsRunner.run(scenario) {
            OCSendingAfterCompletion(upstream: $0.a, strays: [7]).filter { $0 > 0 }.print("p", to: filtered)
        }
        _ = TheirsRunner.run(scenario) {
            OCSendingAfterCompletion(upstream: $0.a, strays: [7]).removeDuplicates().print("p", to: deduplicated)
        }
        _ = TheirsRunner.run(scenario) {
            OCSendingAfterCompletion(upstream: $0.a, strays: [7]).collect().print("p", to: collected)
        }
        #expect(mapped.events == ["10", "20", "finished", "70"])
        #expect(filtered.events == ["1", "2", "finished", "7"])
        #expect(deduplicated.events == ["1", "2", "finished"])
        #expect(collected.events == ["[1, 2]", "finished"])

        var recorder: EventRecorder?
        _ = OursRunner.run(scenario) { world in
            let probe = EventRecorder(name: "p", clock: world.clock)
            recorder = probe
            return world.a.sendingAfterCompletion([.int(7)]).map(Lift.map { $0 * 10 }).probe(probe)
        }
        let ours = recorder?.records.compactMap { record -> String? in
            switch record.kind {
            case .value(let value): value.literal
            case .finished: "finished"
            default: nil
            }
        }
        #expect(ours == ["10", "20", "finished"])
    }

    /// OpenCombine's Retry does not look either: a failed attempt's stray reaches the
    /// subscriber while the retry goes on. a has failed, so each new attempt fails at once,
    /// inside the subscribe call: Retry notes the second failure (Publishers.Retry.swift:210,
    /// `needsSubscribe`), the second attempt then sends its stray, which Retry passes on as a
    /// value (:171-180), and only then subscribes the third, whose failure ends the lane.
    /// StreamCore's retry ignores what an ended attempt sends, as all its stages do. Pinned,
    /// both sides, so that a change on either is noticed.
    @Test func retryPassesAStrayOnInOpenCombineOnly() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.sends("100:1 200:#boom")
        }
        let ours = OursRunner.run(scenario) { $0.a.sendingAfterCompletion([.int(7)]).retry(2) }
        let theirs = TheirsRunner.run(scenario) { OCSendingAfterCompletion(upstream: $0.a, strays: [7]).retry(2) }
        expectLanes(ours, [1: "0:^ 100:1 200:#boom"])
        expectLanes(theirs, [1: "0:^ 100:1 200:7 200:#boom"], engine: "OpenCombine")
    }

    /// The callback hears each stray with the completion it followed; a subscriber that
    /// cancelled first gets no completion from the stage, and so no strays.
    @Test func reportsEachStrayAndNoneAfterACancel() {
        let heard = Heard()
        _ = OursRunner.run(Self.scenario()) {
            $0.a.sendingAfterCompletion([.int(7), .int(8)]) { value, completion in
                heard.seen.append("\(value.literal) after \(completion)")
            }
        }
        #expect(heard.seen == ["7 after finished", "8 after finished"])

        let cancelled = Heard()
        let lanes = OursRunner.run(Self.scenario { $0.cancel(1, at: 150) }) {
            $0.a.sendingAfterCompletion([.int(7)]) { value, _ in cancelled.seen.append(value.literal) }
        }
        #expect(Timeline.render(lanes[1]) == "0:^ 100:1 150:!")
        #expect(cancelled.seen.isEmpty)
    }

    private final class Heard { var seen: [String] = [] }
}

/// Collects what OpenCombine's `print` logs: each value and the finish, in order.
final class OCLog: TextOutputStream {
    private(set) var events: [String] = []

    func write(_ string: String) {
        if let range = string.range(of: "receive value: (") {
            events.append(String(string[range.upperBound...].dropLast()))
        } else if string.contains("receive finished") {
            events.append("finished")
        }
    }
}

/// OpenCombine's side: a publisher written by hand that forwards everything and, after
/// forwarding its upstream's completion, sends `strays` anyway.
struct OCSendingAfterCompletion<Upstream: OpenCombine.Publisher>: OpenCombine.Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure
    let upstream: Upstream
    let strays: [Output]

    func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(OCSendingAfterCompletionInner(downstream: subscriber, strays: strays))
    }
}

final class OCSendingAfterCompletionInner<Downstream: OpenCombine.Subscriber>: OpenCombine.Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let strays: [Input]

    init(downstream: Downstream, strays: [Input]) {
        self.downstream = downstream
        self.strays = strays
    }

    func receive(subscription: any OpenCombine.Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
        for value in strays { _ = downstream.receive(value) }
    }
}
