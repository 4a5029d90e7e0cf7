import AsyncAlgorithms

/// Cancelling the task of a suspended `AsyncChannel.send` (1.1.4, `ChannelStorage.send`'s
/// cancellation handler, `sendCancelled`): the send returns at once without delivering and
/// without throwing; the other sends stay queued.
extension ScenarioCatalog {
    static let channelSendCancelScenarios: [Scenario] = [
        // channel c; send c 1 as p; send c 2; cancel p @50ms
        // at 100ms: c | for await as out; finish c @200ms
        Scenario(name: "channel-send-cancelled") { driver in
            let c = AsyncChannel<Int>()
            var p: Task<Void, Never>?
            await driver.at(0) {
                p = send(1, to: c, driver)
                _ = send(2, to: c, driver)
            }
            await driver.at(50) { p?.cancel() }
            await driver.at(100) {}
            await driver.forAwait(c, as: "out")
            await driver.at(200) { c.finish() }
            await driver.end(at: 1000)
        },
    ]

    /// `send c V`: its own task; notes say when it was made and when `await send` returned.
    @MainActor private static func send(_ value: Int, to channel: AsyncChannel<Int>, _ driver: ScriptDriver) -> Task<Void, Never> {
        let recorder = driver.recorder
        recorder.note("c", "send \(value) made")
        return Task { @MainActor in
            await channel.send(value)
            recorder.note("c", "send \(value) returned")
        }
    }
}
