import StreamCore
@testable import StreamDSL
import Testing

/// The recording is one store: each lane's records. `:log`'s trace is a view that merges
/// them by their sequence numbers, so an event is kept, and spends the budget, once.
@Suite struct RecordingOneStoreTests {
    /// What one kept event of a plain value costs: the record and its sequence number.
    static let perEvent = MemoryLayout<EventRecord>.stride + MemoryLayout<Int>.stride

    @Test func nEventsSpendTheBudgetForNNot2N() {
        let lab = Playground()
        lab.accept("subject a | sink as out")
        let before = lab.session.recording.budget.used
        lab.accept("send a " + (1...100).map(String.init).joined(separator: ", "))
        let spent = lab.session.recording.budget.used - before
        // 100 values on the subject's lane and 100 on the sink's: 200 events, each spent once.
        #expect(spent == 200 * Self.perEvent)
        #expect(lab.session.recording.trace.count == lab.session.recording.lanes.reduce(0) { $0 + $1.records.count })
    }

    @Test func theBudgetHoldsExactlyWhatTheLanesKeep() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | map "v" + x | sink as out
            send a 1 @0ms, 2 @100ms
            fail a "boom" @200ms
            run
            """)
        let kept = lab.session.recording.lanes.flatMap(\.records).reduce(0) {
            $0 + RecordingBudget.cost(of: $1) + MemoryLayout<Int>.stride
        }
        #expect(lab.session.recording.budget.used == kept)
    }

    @Test func theTraceMergesTheLanesInTheOrderEventsHappened() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            subject b
            a | sink as x
            b | sink as y
            send b 1
            send a 2
            send b 3
            """)
        let values = lab.session.recording.trace.compactMap { entry -> String? in
            guard case .value(let value) = entry.record.kind else { return nil }
            return entry.lane.name + "=" + value.description
        }
        #expect(values == ["b=1", "y=1", "a=2", "x=2", "b=3", "y=3"])
    }

}
