import StreamCore
import Testing

/// merge and combineLatest, which OpenCombine 0.14 lacks. Each expected lane is reasoned out
/// from Apple's Combine documentation, quoted in the comments.
@Suite struct CombiningTests {
    static func run(_ scenario: Scenario, _ build: (OurWorld) -> any StreamCore.Publisher) -> Lanes {
        OursRunner.run(scenario, build)
    }

    // MARK: merge — "Combines elements from this publisher with those from another publisher,
    // delivering an interleaved sequence of elements. The merged publisher continues to emit
    // elements until all upstream publishers finish."

    /// Values in time order; a's finish at 300 does not end the merge, b's at 400 does.
    @Test func mergeInterleavesAndFinishesWithTheLast() {
        let lanes = Self.run(Scenario {
            $0.sends("0:1 200:3 300:|", to: .a)
            $0.sends("100:2 250:4 400:|", to: .b)
        }) { $0.a.merge(with: [$0.b]) }
        expectLanes(lanes, [1: "0:^ 0:1 100:2 200:3 250:4 400:|"])
    }

    /// Same-instant values from different upstreams keep the order they were sent in.
    @Test func mergeSameInstantKeepsSendOrder() {
        let lanes = Self.run(Scenario {
            $0.send(1, to: .b, at: 100)
            $0.send(2, to: .a, at: 100)
            $0.send(3, to: .b, at: 100)
        }) { $0.a.merge(with: [$0.b]) }
        expectLanes(lanes, [1: "0:^ 100:1 100:2 100:3"])
    }

    /// One upstream that never finishes keeps the merge open ("until all ... finish").
    @Test func mergeWithNeverNeverFinishes() {
        let lanes = Self.run(Scenario { $0.sends("0:1 100:|") }) { world in
            world.a.merge(with: [ImmediateCompletionPublisher(nil)])
        }
        expectLanes(lanes, [1: "0:^ 0:1"])
    }

    /// Three upstreams, one of them cold: it starts at the merge's subscription.
    @Test func mergeThree() {
        let lanes = Self.run(Scenario {
            $0.subscribe(1, at: 50)
            $0.sends("100:1 300:|", to: .a)
            $0.sends("200:2 350:|", to: .b)
        }) { world in world.a.merge(with: [world.b, world.cold("100:9 200:|")]) }
        expectLanes(lanes, [1: "50:^ 100:1 150:9 200:2 350:|"])
    }

    // MARK: combineLatest — "The combined publisher doesn't produce elements until each of its
    // upstream publishers publishes at least one element." "All upstream publishers need to
    // finish for this publisher to finish."

    /// The first tuple waits for b's first value (100); then every change emits.
    @Test func combineLatestEmitsOnEveryChangeOnceAllHaveAValue() {
        let lanes = Self.run(Scenario {
            $0.sends("0:1 200:2 400:|", to: .a)
            $0.sends("100:10 300:20 500:|", to: .b)
        }) { $0.a.combineLatest([$0.b]) }
        expectLanes(lanes, [1: "0:^ 100:[1,10] 200:[2,10] 300:[2,20] 500:|"])
    }

    /// b finishes at 200 without ever emitting: no tuple can ever form, but Combine still
    /// waits for a to finish (400). RxJS would complete at 200 — a difference worth a lesson.
    @Test func combineLatestWaitsForAllToFinishEvenWithoutValues() {
        let lanes = Self.run(Scenario {
            $0.sends("0:1 300:2 400:|", to: .a)
            $0.sends("200:|", to: .b)
        }) { $0.a.combineLatest([$0.b]) }
        expectLanes(lanes, [1: "0:^ 400:|"])
    }

    /// A finished upstream keeps its last value in the tuple.
    @Test func combineLatestKeepsFinishedUpstreamsLastValue() {
        let lanes = Self.run(Scenario {
            $0.sends("0:1 50:|", to: .a)
            $0.sends("100:10 200:20 300:|", to: .b)
        }) { $0.a.combineLatest([$0.b]) }
        expectLanes(lanes, [1: "0:^ 100:[1,10] 200:[1,20] 300:|"])
    }

    // MARK: Failure — merge: "If an upstream publisher produces an error, the merged publisher
    // fails with that error"; combineLatest: "If any of the combined publishers terminates with
    // a failure, this publisher also fails"; zip likewise. The others are cancelled.

    enum Combiner: String, CaseIterable, Sendable { case merge, combineLatest, zip }

    @Test(arguments: Combiner.allCases, [SourceName.a, .b])
    func anyFailureEndsAtOnce(_ combiner: Combiner, _ failing: SourceName) {
        var world: OurWorld?
        let lanes = Self.run(Scenario {
            $0.send(1, to: .a, at: 0)
            $0.send(10, to: .b, at: 50)
            $0.fail(failing, "boom", at: 100)
            $0.send(2, to: .a, at: 150)
            $0.send(20, to: .b, at: 150)
        }) { built in
            world = built
            switch combiner {
            case .merge: return built.a.merge(with: [built.b])
            case .combineLatest: return built.a.combineLatest([built.b])
            case .zip: return built.a.zip([built.b])
            }
        }
        let before = combiner == .merge ? "0:1 50:10" : "50:[1,10]"
        expectLanes(lanes, [1: "0:^ \(before) 100:#boom"])
        // The surviving upstream was cancelled, not left running.
        let survivor = failing == .a ? world?.b : world?.a
        #expect(survivor?.subscriberCount == 0)
    }
}
