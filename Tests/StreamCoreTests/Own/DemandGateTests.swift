import Testing
@testable import StreamCore

/// Operators that ask their upstreams for everything still never hand their downstream more
/// values than it requested (Combine's subscriber contract). Expected lanes reasoned from
/// that contract: with demand 1, exactly the first value arrives; the rest wait, and a later
/// request releases them in order, the completion after them.
@Suite struct DemandGateTests {
    final class Harness {
        let clock = VirtualClock()
        let a = PassthroughSubject()
        let b = PassthroughSubject()
        let recorder: EventRecorder
        let sink: RecordingSink

        init(demand: Int, _ build: (PassthroughSubject, PassthroughSubject) -> any Publisher) {
            recorder = EventRecorder(name: "out", clock: clock)
            sink = RecordingSink(recorder: recorder, initialDemand: .max(demand))
            build(a, b).receive(subscriber: sink)
        }

        var values: [Value] {
            recorder.records.compactMap { if case .value(let value) = $0.kind { value } else { nil } }
        }

        var finished: Bool { recorder.records.contains { $0.kind == .finished } }
    }

    @Test func mergeHoldsValuesBeyondDemand() {
        let run = Harness(demand: 1) { a, b in a.merge(with: [b]) }
        run.b.send(.int(10))
        run.b.send(.int(20))
        run.a.send(.int(1))
        #expect(run.values == [.int(10)])
        run.sink.request(.max(2))
        #expect(run.values == [.int(10), .int(20), .int(1)])
    }

    @Test func finishedWaitsForHeldValues() {
        let run = Harness(demand: 1) { a, b in a.merge(with: [b]) }
        run.a.send(.int(1))
        run.a.send(.int(2))
        run.a.send(completion: .finished)
        run.b.send(completion: .finished)
        #expect(run.values == [.int(1)])
        #expect(!run.finished)
        run.sink.request(.max(1))
        #expect(run.values == [.int(1), .int(2)])
        #expect(run.finished)
    }

    @Test func failureGoesThroughAtOnce() {
        let run = Harness(demand: 1) { a, b in a.merge(with: [b]) }
        run.a.send(.int(1))
        run.a.send(.int(2))
        run.b.send(completion: .failure(StreamError("boom")))
        #expect(run.values == [.int(1)])
        #expect(run.recorder.records.last?.kind == .failure(StreamError("boom")))
    }

    @Test func flatMapAndBufferRespectDemand() {
        let flat = Harness(demand: 1) { a, _ in a.flatMap { SequencePublisher(just: $0) } }
        flat.a.send(.int(1))
        flat.a.send(.int(2))
        #expect(flat.values == [.int(1)])

        let buffer = Harness(demand: 1) { a, _ in a.buffer(size: 2) }
        for number in 1...4 { buffer.a.send(.int(number)) }
        #expect(buffer.values == [.int(1)])
        buffer.sink.request(.max(5))
        // 2 and 3 were kept; 4 found the buffer of 2 full and was dropped.
        #expect(buffer.values == [.int(1), .int(2), .int(3)])
    }

    /// The three completion rules, on an empty stream with zero demand, then after a request.
    @Test(arguments: [DemandGate.CompletionRule.afterKeptValues, .whileDemandOutstanding, .afterFirstRequest])
    func completionRules(_ rule: DemandGate.CompletionRule) {
        let recorder = EventRecorder(name: "out", clock: VirtualClock())
        let sink = RecordingSink(recorder: recorder, initialDemand: .none)
        let gate = DemandGate(downstream: sink, completionRule: rule)
        sink.receive(subscription: EmptySubscription())
        gate.finish(.finished)
        let finishedAtOnce = recorder.records.contains { $0.kind == .finished }
        #expect(finishedAtOnce == (rule == .afterKeptValues))
        gate.request(.max(1))
        #expect(recorder.records.contains { $0.kind == .finished })
    }

    /// Buffer's rule: a finish behind the last requested value waits for the next request;
    /// the reduce-style rule lets it follow at once.
    @Test func finishBehindLastRequestedValue() {
        for (rule, finishesAtOnce) in [(DemandGate.CompletionRule.whileDemandOutstanding, false), (.afterFirstRequest, true)] {
            let recorder = EventRecorder(name: "out", clock: VirtualClock())
            let sink = RecordingSink(recorder: recorder, initialDemand: .none)
            let gate = DemandGate(downstream: sink, completionRule: rule)
            sink.receive(subscription: EmptySubscription())
            gate.request(.max(1))
            gate.send(.int(1))
            gate.finish(.finished)
            #expect(recorder.records.contains { $0.kind == .finished } == finishesAtOnce, "\(rule)")
        }
    }

    @Test func combineLatestRespectsDemand() {
        let run = Harness(demand: 1) { a, b in a.combineLatest([b]) }
        run.a.send(.int(1))
        run.b.send(.int(10))
        run.b.send(.int(20))
        #expect(run.values == [.tuple([.int(1), .int(10)])])
    }
}
