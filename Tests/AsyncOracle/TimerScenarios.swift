import AsyncAlgorithms
import Clocks

/// AsyncAlgorithms 1.1.4's `AsyncTimerSequence.repeating(every:clock:)` on the TestClock: each
/// `next()` sleeps until one interval after the previous deadline and returns the clock's
/// time then (printed in ms, as StreamLab's ticks are); a deadline already past returns at once.
extension ScenarioCatalog {
    static let timerScenarios: [Scenario] = [
        // timer every 300ms | for await as out; cancel out @1s
        Scenario(name: "aa-timer") { driver in
            await driver.forAwait(ticks(every: 300, driver), as: "out")
            await driver.cancel("out", at: 1000)
            await driver.end(at: 2000)
        },
        // timer every 300ms | for await work 500ms as out; cancel out @2s
        Scenario(name: "aa-timer-slow-body") { driver in
            await driver.forAwait(ticks(every: 300, driver), as: "out", work: 500)
            await driver.cancel("out", at: 2000)
            await driver.end(at: 3000)
        },
    ]

    /// The timer's instants as ms since the TestClock's start.
    @MainActor private static func ticks(every milliseconds: Int, _ driver: ScriptDriver) -> some AsyncSequence<Int, Never> & Sendable {
        AsyncTimerSequence.repeating(every: .milliseconds(milliseconds), clock: driver.clock).map { instant in
            let elapsed = TestClock<Duration>.Instant().duration(to: instant)
            return Int(elapsed / .milliseconds(1))
        }
    }
}
