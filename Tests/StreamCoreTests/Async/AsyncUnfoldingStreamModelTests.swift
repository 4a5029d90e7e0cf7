@testable import StreamCore
import Testing

/// Issue 20: `AsyncUnfoldingStream`, the model of `AsyncStream(unfolding:)`, on its own:
/// its two states, the shared closure, the delay counted from each ask, and the budget.
@Suite struct AsyncUnfoldingStreamModelTests {
    typealias LoopLog = AsyncModelTests.LoopLog

    static func counting(to last: Int, delay: Int = 0, clock: VirtualClock, budget: EmissionBudget? = nil)
        -> AsyncUnfoldingStream {
        AsyncUnfoldingStream(from: .int(0), delay: delay, clock: clock, budget: budget) { acc in
            guard case .int(let n) = acc, n < last else { return nil }
            return .int(n + 1)
        }
    }

    @Test func nilFinishesTheStreamForEveryLoop() {
        let clock = VirtualClock()
        let stream = Self.counting(to: 2, clock: clock)
        #expect(stream.state == .unfolding(acc: .int(0)))
        let log = LoopLog(clock: clock)
        _ = log.loop(stream)
        #expect(log.events == ["0:1", "0:2", "0:|"])
        #expect(stream.state == .finished)
        let later = LoopLog(clock: clock)
        _ = later.loop(stream)
        #expect(later.events == ["0:|"])
    }

    /// Two loops share the closure: each call goes on from the element the last call made.
    @Test func loopsShareTheClosureAndItsLastElement() {
        let clock = VirtualClock()
        let stream = Self.counting(to: 100, delay: 100, clock: clock)
        let log = LoopLog(clock: clock)
        _ = log.loop(stream)
        clock.advance(to: 50)
        _ = log.loop(stream)
        clock.advance(to: 250)
        #expect(log.events == ["100:1", "150:2", "200:3", "250:4"])
    }

    /// The delay starts when the loop asks: a 300ms body spaces 100ms calls 400ms apart.
    @Test func aSlowLoopSlowsTheSource() {
        let clock = VirtualClock()
        let log = LoopLog(clock: clock)
        _ = log.loop(Self.counting(to: 3, delay: 100, clock: clock), work: 300)
        clock.advance(to: 2000)
        #expect(log.events == ["100:1", "500:2", "900:3", "1300:|"])
    }

    @Test func cancellingALoopFinishesTheStream() {
        let clock = VirtualClock()
        let stream = Self.counting(to: 100, delay: 100, clock: clock)
        let log = LoopLog(clock: clock)
        let loop = log.loop(stream)
        clock.advance(to: 150)
        loop.cancel()
        #expect(stream.state == .finished)
        clock.advance(to: 1000)
        #expect(log.events == ["100:1", "150:|"])
    }

    @Test func eachCallSpendsTheBudget() {
        let clock = VirtualClock()
        let log = LoopLog(clock: clock)
        _ = log.loop(Self.counting(to: .max, clock: clock, budget: EmissionBudget(values: 3)))
        #expect(log.events == ["0:1", "0:2", "0:3", "0:#stopped: more values than one run may emit (a runaway source?)"])
    }
}
