import Testing
@testable import StreamCore

/// Issue 17 §4: what an AsyncStream buffers waiting for a loop counts against the session's
/// memory budget while buffered, and a value the budget cannot take is not kept (the budget
/// is then used up, which stops the session with its note).
@Suite struct AsyncStreamBufferBudgetTests {
    static let slot = MemoryLayout<Value>.stride

    @Test func bufferedValuesCountUntilALoopTakesThem() {
        let clock = VirtualClock()
        let budget = RecordingBudget(limit: 1 << 20)
        let stream = AsyncStreamModel(clock: clock, memory: budget)
        stream.yield(.string("abcd"))
        stream.yield(.int(7))
        #expect(budget.used == (Self.slot + 4) + Self.slot)
        stream.finish()
        let log = AsyncModelTests.LoopLog(clock: clock)
        _ = log.loop(stream)
        clock.advance(to: 1000)
        #expect(log.events == ["0:\"abcd\"", "0:7", "0:|"])
        #expect(budget.used == 0)
    }

    @Test func aBufferThatWouldPassTheBudgetStopsInsteadOfGrowing() {
        let clock = VirtualClock()
        let budget = RecordingBudget(limit: 10_000)
        let stream = AsyncStreamModel(clock: clock, memory: budget)
        let big = Value.string(String(repeating: "x", count: 1_000))
        var kept = 0
        for _ in 0..<100 where stream.yield(big) == .enqueued { kept += 1 }
        // Nine values of about 1 KB fit in 10,000 bytes; the tenth does not, and is not kept.
        #expect(kept == 9)
        #expect(stream.bufferedCount == 9)
        #expect(budget.isExhausted)
    }

    @Test func aBoundedBufferGivesBackWhatItDrops() {
        let clock = VirtualClock()
        let budget = RecordingBudget(limit: 1 << 20)
        let stream = AsyncStreamModel(policy: .bufferingNewest(1), clock: clock, memory: budget)
        stream.yield(.string("old"))
        stream.yield(.string("newer"))
        #expect(budget.used == Self.slot + 5)
    }
}
