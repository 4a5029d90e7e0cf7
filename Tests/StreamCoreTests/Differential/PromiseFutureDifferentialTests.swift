import OpenCombine
import StreamCore
import Testing

/// `PromiseFuture` (the Future of StreamLab's `future { }` bridge, whose promise a task
/// fulfils) against OpenCombine's `Future`, the promise called from the scheduler as a task's
/// end would call it: demand 0 and 1, a later request, late subscribers, a failure, a cancel,
/// and a promise called twice (the second call is ignored, not an error).
@Suite struct PromiseFutureDifferentialTests {
    /// The promise called at each `(time, result)`, in order; `nil` is a failure "boom".
    private static func ours(_ world: OurWorld, _ calls: [(Int, Int?)]) -> PromiseFuture {
        PromiseFuture { promise in
            for (time, value) in calls {
                world.clock.schedule(after: time) { promise(value.map { .success(.int($0)) } ?? .failure(StreamError("boom"))) }
            }
        }
    }

    private static func theirs(_ world: TheirWorld, _ calls: [(Int, Int?)]) -> OpenCombine.Future<Int, TestError> {
        OpenCombine.Future { promise in
            for (time, value) in calls {
                world.scheduler.schedule(after: .init(ms: time)) { promise(value.map { .success($0) } ?? .failure(TestError("boom"))) }
            }
        }
    }

    private func check(_ scenario: Scenario, _ calls: [(Int, Int?)], expect: [Int: String],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        compare(scenario, ours: { Self.ours($0, calls) }, theirs: { Self.theirs($0, calls) }, expect: expect,
                sourceLocation: sourceLocation)
    }

    @Test func everySubscriberGetsTheOneResultEarlyOrLate() {
        check(Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 100); $0.subscribe(3, at: 500) }, [(300, 7)],
              expect: [1: "0:^ 300:7 300:|", 2: "100:^ 300:7 300:|", 3: "500:^ 500:7 500:|"])
    }

    @Test func aFailureReachesEverySubscriberWithoutDemand() {
        check(Scenario { $0.subscribe(1, at: 0, demand: .none); $0.subscribe(2, at: 500, demand: .none) }, [(300, nil)],
              expect: [1: "0:^ 300:#boom", 2: "500:^ 500:#boom"])
    }

    /// Demand 0: the value waits for a request; demand 1 takes it at once.
    @Test(arguments: [0, 1])
    func theValueWaitsForDemand(_ demand: Int) {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: demand == 0 ? .none : .max(1))
            $0.request(1, .max(1), at: 500)
        }
        check(scenario, [(300, 7)], expect: [1: demand == 0 ? "0:^ 500:7 500:|" : "0:^ 300:7 300:|"])
    }

    /// The second call of the promise changes nothing: a value after a value, a value after a
    /// failure, a failure after a value.
    @Test func aPromiseCalledTwiceKeepsTheFirstResult() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 500) }
        check(scenario, [(100, 1), (200, 2)], expect: [1: "0:^ 100:1 100:|", 2: "500:^ 500:1 500:|"])
        check(scenario, [(100, nil), (200, 2)], expect: [1: "0:^ 100:#boom", 2: "500:^ 500:#boom"])
        check(scenario, [(100, 1), (200, nil)], expect: [1: "0:^ 100:1 100:|", 2: "500:^ 500:1 500:|"])
        // At one instant too: the first call wins.
        check(scenario, [(100, 1), (100, 2)], expect: [1: "0:^ 100:1 100:|", 2: "500:^ 500:1 500:|"])
    }

    /// A cancelled subscriber gets nothing more; the others still get the result.
    @Test func aCancelledSubscriberGetsNothing() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 0); $0.cancel(1, at: 100) }
        check(scenario, [(300, 7)], expect: [1: "0:^ 100:!", 2: "0:^ 300:7 300:|"])
    }

    /// A promise never called: the subscriber waits for ever (no completion).
    @Test func aPromiseNeverCalledNeverEnds() {
        check(Scenario { $0.subscribe(1, at: 0) }, [], expect: [1: "0:^"])
    }

    /// StreamLab's note: told once per subscriber cancelled before the result, never after it.
    @Test func theFutureIsToldOfASubscriberCancelledWhileWaiting() {
        var told: [Int] = []
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 0); $0.cancel(1, at: 100); $0.cancel(2, at: 400) }
        let lanes = OursRunner.run(scenario) { world in
            let future = Self.ours(world, [(300, 7)])
            future.subscriberCancelledWhileWaiting = { told.append(world.clock.now) }
            return future
        }
        expectLanes(lanes, [1: "0:^ 100:!", 2: "0:^ 300:7 300:|"])
        #expect(told == [100])
    }
}
