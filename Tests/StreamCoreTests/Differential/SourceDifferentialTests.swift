import OpenCombine
import StreamCore
import Testing

/// Sources and subjects on both engines (SEMANTICS.md, "Hot and cold").
@Suite struct SourceDifferentialTests {
    /// Synchronous sources emit everything during the subscription, at the subscription time.
    @Test func synchronousSources() {
        let late = Scenario { $0.subscribe(1, at: 250) }
        compare(late, ours: { $0.just(42) }, theirs: { _ in Just(42) }, expect: [1: "250:^ 250:42 250:|"])
        compare(late, ours: { $0.empty }, theirs: { _ in Empty<Int, Never>() }, expect: [1: "250:^ 250:|"])
        compare(late, ours: { $0.fail("boom") }, theirs: { _ in Fail<Int, TestError>(error: TestError("boom")) },
                expect: [1: "250:^ 250:#boom"])
        compare(late, ours: { $0.sequence([1, 2, 3]) }, theirs: { _ in [1, 2, 3].publisher },
                expect: [1: "250:^ 250:1 250:2 250:3 250:|"])
    }

    /// A cold source starts anew for each subscriber, timed from its subscription.
    @Test func coldSourceRestartsPerSubscriber() {
        compare(Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 300) },
                ours: { $0.cold("100:1 200:2 250:|") }, theirs: { $0.cold("100:1 200:2 250:|") },
                expect: [1: "0:^ 100:1 200:2 250:|", 2: "300:^ 400:1 500:2 550:|"])
    }

    /// `Deferred` builds its publisher at each subscription: the second subscriber sees 2.
    @Test func deferredRunsPerSubscription() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 300) }
        compare(scenario,
                ours: { world in
                    var made = 0
                    return DeferredPublisher { made += 1; return world.just(made) }
                },
                theirs: { _ in
                    var made = 0
                    return Deferred { made += 1; return Just(made) }
                },
                expect: [1: "0:^ 0:1 0:|", 2: "300:^ 300:2 300:|"])
    }

    /// A Future starts when created (at 0 here) and replays its one result to late subscribers.
    @Test(arguments: ["42", "#boom"])
    func futureRunsOnCreation(_ outcome: String) {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 500) }
        let failure = outcome.hasPrefix("#") ? String(outcome.dropFirst()) : nil
        let tail = failure == nil ? " 300:|" : ""
        let lateTail = failure == nil ? " 500:|" : ""
        compare(scenario,
                ours: { world in
                    FuturePublisher(clock: world.clock, delay: 300,
                                    result: failure.map { .failure(StreamError($0)) } ?? .success(.int(42)))
                },
                theirs: { world in
                    OpenCombine.Future<Int, TestError> { promise in
                        world.scheduler.schedule(after: .init(ms: 300)) {
                            promise(failure.map { .failure(TestError($0)) } ?? .success(42))
                        }
                    }
                },
                expect: [1: "0:^ 300:\(outcome)\(tail)", 2: "500:^ 500:\(outcome)\(lateTail)"])
    }

    /// A resolved value waits for demand; a failure does not need any.
    @Test func futureWaitsForDemand() {
        let scenario = Scenario { $0.subscribe(1, at: 0, demand: .none); $0.request(1, .max(1), at: 500) }
        compare(scenario,
                ours: { FuturePublisher(clock: $0.clock, delay: 300, result: .success(.int(42))) },
                theirs: { world in
                    OpenCombine.Future<Int, TestError> { promise in
                        world.scheduler.schedule(after: .init(ms: 300)) { promise(.success(42)) }
                    }
                },
                expect: [1: "0:^ 500:42 500:|"])
    }

    /// Wrapped in Deferred, a Future starts per subscription instead: 500 + 300 for the second.
    @Test func deferredFutureIsLazy() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 500) }
        compare(scenario,
                ours: { world in
                    DeferredPublisher { FuturePublisher(clock: world.clock, delay: 300, result: .success(.int(42))) }
                },
                theirs: { world in
                    Deferred {
                        OpenCombine.Future<Int, TestError> { promise in
                            world.scheduler.schedule(after: world.scheduler.now.advanced(by: .ms(300))) {
                                promise(.success(42))
                            }
                        }
                    }
                },
                expect: [1: "0:^ 300:42 300:|", 2: "500:^ 800:42 800:|"])
    }

    /// A subject is hot: a late subscriber misses earlier values, a subscriber after the
    /// completion gets only the completion, and a send after completion is ignored.
    @Test func passthroughSubjectIsHot() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.send(1, at: 100)
            $0.subscribe(2, at: 150)
            $0.sends("200:2 300:| 400:3")
            $0.subscribe(3, at: 500)
        }
        compare(scenario, ours: { $0.a }, theirs: { $0.a },
                expect: [1: "0:^ 100:1 200:2 300:|", 2: "150:^ 200:2 300:|", 3: "500:^ 500:|"])
    }

    /// Without demand a passthrough subject drops values for that subscriber.
    @Test func passthroughSubjectDropsWithoutDemand() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.send(1, at: 100)
            $0.request(1, .max(1), at: 150)
            $0.sends("200:2 300:3")
        }
        compare(scenario, ours: { $0.a }, theirs: { $0.a }, expect: [1: "0:^ 200:2"])
    }

    /// A cancelled subscriber receives nothing more.
    @Test func cancelStopsDelivery() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.send(1, at: 100)
            $0.cancel(1, at: 150)
            $0.sends("200:2 300:|")
        }
        compare(scenario, ours: { $0.a }, theirs: { $0.a }, expect: [1: "0:^ 100:1 150:!"])
    }

    /// A CurrentValueSubject gives each new subscriber its current value at once.
    @Test func currentValueSubjectReplaysCurrentValue() {
        let scenario = Scenario(currentValue: 7) {
            $0.subscribe(1, at: 0)
            $0.send(1, to: .cv, at: 100)
            $0.subscribe(2, at: 150)
            $0.finish(.cv, at: 300)
            $0.subscribe(3, at: 400)
        }
        compare(scenario, ours: { $0.cv }, theirs: { $0.cv },
                expect: [1: "0:^ 0:7 100:1 300:|", 2: "150:^ 150:1 300:|", 3: "400:^ 400:|"])
    }

    /// A subscriber without demand that later requests gets the value current *then*, not
    /// the ones it missed; one missed while its demand was used up is replaced the same way.
    @Test func currentValueSubjectDeliversCurrentOnRequest() {
        let scenario = Scenario(currentValue: 7) {
            $0.subscribe(1, at: 0, demand: .none)
            $0.sends("100:1 200:2", to: .cv)
            $0.request(1, .max(1), at: 300)
            $0.send(3, to: .cv, at: 400)
            $0.request(1, .max(1), at: 500)
            $0.send(4, to: .cv, at: 600)
        }
        compare(scenario, ours: { $0.cv }, theirs: { $0.cv }, expect: [1: "0:^ 300:2 500:3"])
    }
}
