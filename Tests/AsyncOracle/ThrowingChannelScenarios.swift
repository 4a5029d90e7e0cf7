import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's `AsyncThrowingChannel`: `fail(error)` throws in every waiting
/// consumer; with none waiting, the next `next()` throws it once. The sends still waiting
/// return without delivering, as with `finish()`.
extension ScenarioCatalog {
    static let throwingChannelScenarios: [Scenario] = [
        // channel c throwing; c | for await as out; send c 1 @100ms; fail c "boom" @200ms
        Scenario(name: "channel-throwing-fail-waiting") { driver in
            let c = AsyncThrowingChannel<Int, any Error>()
            await driver.forAwait(c, as: "out")
            await driver.at(100) { send(1, to: c, driver) }
            await driver.at(200) { c.fail(Boom("boom")) }
            await driver.end(at: 1000)
        },
        // channel c throwing; c | for await work 100ms as out; send c 1, 2; fail c "boom" @50ms
        // The loop is in its body at 50: send 2 returns undelivered, the loop throws at 100.
        Scenario(name: "channel-throwing-fail-busy") { driver in
            let c = AsyncThrowingChannel<Int, any Error>()
            await driver.forAwait(c, as: "out", work: 100)
            await driver.at(0) { for value in 1...2 { send(value, to: c, driver) } }
            await driver.at(50) { c.fail(Boom("boom")) }
            await driver.end(at: 1000)
        },
    ]

    /// `send c V`: its own task; notes say when it was made and when `await send` returned.
    @MainActor private static func send(_ value: Int, to channel: AsyncThrowingChannel<Int, any Error>, _ driver: ScriptDriver) {
        let recorder = driver.recorder
        recorder.note("c", "send \(value) made")
        Task { @MainActor in
            await channel.send(value)
            recorder.note("c", "send \(value) returned")
        }
    }
}

/// A failure whose description is its message, as StreamLab prints `fail c "boom"`'s error.
struct Boom: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
