import OpenCombine
import StreamCore
import Testing

/// Combine's `Record(output:completion:)` on both engines: each subscriber gets the recorded
/// values from the start, as its demand allows, and the recorded completion straight after
/// the last value (OpenCombine's `Record.Inner`, "almost the same as Publishers.Sequence.Inner").
@Suite struct RecordDifferentialTests {
    static func ours(_ values: [Int], failure: String?) -> any StreamCore.Publisher {
        SequencePublisher(.values(values.map(Value.int)), completion: failure.map { .failure(StreamError($0)) } ?? .finished)
    }

    static func theirs(_ values: [Int], failure: String?) -> Record<Int, TestError> {
        Record(output: values, completion: failure.map { .failure(TestError($0)) } ?? .finished)
    }

    func check(_ scenario: Scenario, _ values: [Int], failure: String? = nil, expect: [Int: String],
               sourceLocation: SourceLocation = #_sourceLocation) {
        compare(scenario, ours: { _ in Self.ours(values, failure: failure) }, theirs: { _ in Self.theirs(values, failure: failure) },
                expect: expect, sourceLocation: sourceLocation)
    }

    /// Replayed to every subscriber, at its subscription.
    @Test func replaysToEverySubscriber() {
        check(Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 300) }, [1, 2, 3],
              expect: [1: "0:^ 0:1 0:2 0:3 0:|", 2: "300:^ 300:1 300:2 300:3 300:|"])
    }

    /// Demand 0, then requests: the values wait for demand; the completion follows the last
    /// value at once.
    @Test func respectsDemand() {
        check(Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.request(1, .max(1), at: 100)
            $0.request(1, .max(2), at: 200)
        }, [1, 2, 3], expect: [1: "0:^ 100:1 200:2 200:3 200:|"])
    }

    /// Demand 1: one value; the rest, and the failure after them, wait for a later request.
    @Test(arguments: [nil, "boom"])
    func oneAtATime(failure: String?) {
        let end = failure.map { "#" + $0 } ?? "|"
        check(Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.request(1, .max(1), at: 100)
        }, [1, 2], failure: failure, expect: [1: "0:^ 0:1 100:2 100:\(end)"])
    }

    /// An empty recording completes at once, even without demand.
    @Test(arguments: [nil, "boom"])
    func emptyRecording(failure: String?) {
        let end = failure.map { "#" + $0 } ?? "|"
        check(Scenario { $0.subscribe(1, at: 50, demand: .none) }, [], failure: failure, expect: [1: "50:^ 50:\(end)"])
    }

    /// Cancelled before its demand is met: nothing more.
    @Test func cancelStops() {
        check(Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.cancel(1, at: 100)
            $0.request(1, .max(5), at: 200)
        }, [1, 2, 3], failure: "boom", expect: [1: "0:^ 0:1 100:!"])
    }
}
