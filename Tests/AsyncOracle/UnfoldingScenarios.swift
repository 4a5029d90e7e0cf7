import ConcurrencyExtras

/// Issue 20: the standard library's `AsyncStream(unfolding:)` (Swift 6.3's
/// `stdlib/public/Concurrency/AsyncStream.swift`): each `next()` calls the closure, and `nil`
/// ends the stream. StreamLab's `stream u unfolding EXPR from V [after D]`: the closure makes
/// the next element from the last one (`acc`, V at first), sleeping D first; a cancelled
/// sleep returns `nil`.
extension ScenarioCatalog {
    static let unfoldingScenarios: [Scenario] = [
        /// A closure that takes no time: the loop takes every element within its instant.
        Scenario(name: "std-unfolding") { driver in
            let u = AsyncStream(unfolding: Self.unfolding(from: 0) { $0 < 3 ? $0 + 1 : nil })
            await driver.forAwait(u, as: "out")
            await driver.end(at: 1000)
        },
        /// Pull-based: the closure runs when the loop asks, so the loop's 300ms body spaces the
        /// elements 400ms apart (100, 500, 900), not 100ms.
        Scenario(name: "std-unfolding-slow-consumer") { driver in
            let u = AsyncStream(unfolding: Self.unfolding(from: 0, after: 100, clock: driver) { $0 + 1 })
            await driver.forAwait(u.prefix(3), as: "out", work: 300)
            await driver.end(at: 2000)
        },
        /// Cancelled while the closure sleeps: the sleep throws, the closure returns nil and
        /// the loop ends then.
        Scenario(name: "std-unfolding-cancel") { driver in
            let u = AsyncStream(unfolding: Self.unfolding(from: 0, after: 100, clock: driver) { $0 + 1 })
            await driver.forAwait(u, as: "out")
            await driver.cancel("out", at: 250)
            await driver.end(at: 1000)
        },
    ]

    /// The closure of `stream u unfolding STEP from INITIAL [after D]`: the last element is
    /// kept between calls, as StreamLab's `acc`.
    @MainActor
    static func unfolding(
        from initial: Int, after delay: Int = 0, clock driver: ScriptDriver? = nil,
        _ step: @escaping @Sendable (Int) -> Int?
    ) -> @Sendable () async -> Int? {
        let acc = LockIsolated(initial)
        let clock = driver?.clock
        return {
            if let clock, delay > 0 {
                guard (try? await clock.sleep(for: .milliseconds(delay))) != nil else { return nil }
            }
            return acc.withValue { acc in
                guard let next = step(acc) else { return nil }
                acc = next
                return next
            }
        }
    }
}
