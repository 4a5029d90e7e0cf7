import AsyncAlgorithms

/// Issue 20: AsyncAlgorithms 1.1.4's `.async` of a plain sequence (`AsyncSyncSequence`):
/// each `next()` returns the next element without suspending.
extension ScenarioCatalog {
    static let asyncSyncScenarios: [Scenario] = [
        /// A slow body: each element is at hand when the loop asks again (0, 100, 200), and
        /// the end right after the last (300).
        Scenario(name: "aa-async") { driver in
            await driver.forAwait([1, 2, 3].async, as: "out", work: 100)
            await driver.end(at: 1000)
        },
        /// Without a body, the loop takes every element within its instant.
        Scenario(name: "aa-async-range-map") { driver in
            await driver.forAwait((1...3).async.map { $0 * 10 }, as: "out")
            await driver.end(at: 1000)
        },
    ]
}
