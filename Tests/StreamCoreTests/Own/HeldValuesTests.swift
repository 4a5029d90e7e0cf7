import Testing
@testable import StreamCore

/// Values a stage holds count against the memory budget while held, nested elements
/// included, and are given back when handed on or dropped (issue 17 §4). Expected amounts come
/// from the cost rule: a held value costs its slot plus its heap bytes (a list: every element
/// throughout; a string: its UTF-8 bytes).
@Suite struct HeldValuesTests {
    final class Harness {
        let clock = VirtualClock()
        let budget = RecordingBudget(limit: 1 << 20)
        let a = PassthroughSubject()
        let b = PassthroughSubject()
        let recorder: EventRecorder
        let sink: RecordingSink

        init(demand: Int, _ build: (PassthroughSubject, PassthroughSubject, RecordingBudget) -> any Publisher) {
            recorder = EventRecorder(name: "out", clock: clock)
            sink = RecordingSink(recorder: recorder, initialDemand: .max(demand))
            build(a, b, budget).receive(subscriber: sink)
        }

        var values: [Value] {
            recorder.records.compactMap { if case .value(let value) = $0.kind { value } else { nil } }
        }
    }

    static let slot = MemoryLayout<Value>.stride
    /// `[[1, 2], 3]`.
    static var nested: Value { .array([.array([.int(1), .int(2)]), .int(3)]) }

    @Test func theCostOfAValueCountsItsNestedElements() {
        // [[1, 2], 3]: the outer list has 2 elements, the inner one 2 more: 4 throughout.
        #expect(Self.nested.size == 4)
        #expect(RecordingBudget.heldCost(of: Self.nested) == Self.slot + 4 * Self.slot)
        #expect(RecordingBudget.heldCost(of: .string("abcd")) == Self.slot + 4)
        #expect(RecordingBudget.heldCost(of: .int(7)) == Self.slot)
    }

    @Test func bufferCountsWhatItHoldsAndGivesItBack() {
        let run = Harness(demand: 0) { a, _, budget in a.buffer(size: .max, memory: budget) }
        run.a.send(Self.nested)
        run.a.send(.string("abcd"))
        #expect(run.budget.used == 2 * Self.slot + 4 * Self.slot + 4)
        run.sink.request(.max(1))
        #expect(run.values == [Self.nested])
        #expect(run.budget.used == Self.slot + 4)
        run.sink.request(.max(1))
        #expect(run.budget.used == 0)
    }

    @Test func zipCountsUnpairedValuesUntilTheyArePaired() {
        let run = Harness(demand: 10) { a, b, budget in a.zip([b], memory: budget) }
        for number in 1...3 { run.a.send(.int(number)) }
        #expect(run.budget.used == 3 * Self.slot)
        run.b.send(.int(10))
        #expect(run.values == [.tuple([.int(1), .int(10)])])
        #expect(run.budget.used == 2 * Self.slot)
        run.sink.cancel()
        #expect(run.budget.used == 0)
    }

    @Test func aStageStopsHoldingWhenTheBudgetIsUsedUp() {
        var stopped = 0
        let run = Harness(demand: 0) { a, _, budget in a.buffer(size: .max, memory: budget) }
        run.budget.onExhausted = { stopped += 1 }
        // 1 MB over 100-element lists (101 slots each): far fewer than 1,000 fit.
        let list: Value = .array(ValueElements(Array(repeating: .int(1), count: 100)))
        for _ in 0..<1_000 { run.a.send(list) }
        #expect(stopped == 1)
        #expect(run.budget.isExhausted)
        #expect(run.budget.used <= run.budget.limit)
        run.sink.request(.unlimited)
        #expect(run.values.count < 1_000)
        #expect(run.values.count * 101 * Self.slot <= run.budget.limit)
    }

    @Test func theQueueTakesValuesInOrderAcrossCompaction() {
        var queue = ValueQueue()
        var taken: [Int] = []
        for number in 0..<5_000 {
            queue.append(.int(number))
            if number % 3 == 0, let value = queue.popFirst(), case .int(let first) = value { taken.append(first) }
        }
        while let value = queue.popFirst() { if case .int(let number) = value { taken.append(number) } }
        #expect(taken == Array(0..<5_000))
        #expect(queue.isEmpty && queue.count == 0)
    }
}
