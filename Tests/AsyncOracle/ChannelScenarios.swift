import AsyncAlgorithms

/// AsyncAlgorithms' `AsyncChannel`: `send` suspends until a consumer takes the element; each
/// value sent is its own sending task; `finish()` resumes the sends still waiting and drops
/// their elements.
extension ScenarioCatalog {
    static let channelScenarios: [Scenario] = [
        Scenario(name: "channel-suspended-sends") { driver in
            let c = AsyncChannel<Int>()
            await driver.forAwait(c, as: "out", work: 100)
            await driver.at(0) { for value in 1...3 { send(value, to: c, driver) } }
            await driver.at(250) { c.finish() }
            await driver.end(at: 1000)
        },
        Scenario(name: "channel-finish-drops-sends") { driver in
            let c = AsyncChannel<Int>()
            await driver.forAwait(c, as: "out", work: 100)
            await driver.at(0) { for value in 1...3 { send(value, to: c, driver) } }
            await driver.at(50) { c.finish() }
            await driver.end(at: 1000)
        },
    ]

    /// `send c V`: its own task; notes say when it was made and when `await send` returned.
    @MainActor private static func send(_ value: Int, to channel: AsyncChannel<Int>, _ driver: ScriptDriver) {
        let recorder = driver.recorder
        recorder.note("c", "send \(value) made")
        Task { @MainActor in
            await channel.send(value)
            recorder.note("c", "send \(value) returned")
        }
    }
}
