/// The Swift runtime's `AsyncStream` and `AsyncThrowingStream`: buffering policies, buffered
/// elements surviving `finish`, two consumers of one stream.
extension ScenarioCatalog {
    static let streamScenarios: [Scenario] = [
        Scenario(name: "stream-unbounded") { driver in
            await burstIntoSlowLoop(.unbounded, driver)
        },
        Scenario(name: "stream-newest-1") { driver in
            await burstIntoSlowLoop(.bufferingNewest(1), driver)
        },
        Scenario(name: "stream-oldest-1") { driver in
            await burstIntoSlowLoop(.bufferingOldest(1), driver)
        },
        Scenario(name: "stream-two-loops") { driver in
            let (s, continuation) = AsyncStream<Int>.makeStream()
            await driver.forAwait(s, as: "first")
            await driver.forAwait(s, as: "second")
            for (time, value) in [(0, 1), (100, 2), (200, 3), (300, 4)] {
                await driver.at(time) { record(continuation.yield(value), value, "s", driver) }
            }
            await driver.at(400) { continuation.yield(5); continuation.yield(6) }
            await driver.at(500) { continuation.finish() }
            await driver.end(at: 1000)
        },
        Scenario(name: "throwing-stream-two-loops") { driver in
            let (s, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            await driver.forAwait(s, as: "first")
            // The second waiting consumer traps the process here.
            await driver.forAwait(s, as: "second")
            await driver.at(100) { continuation.yield(1) }
            await driver.end(at: 1000)
        },
    ]

    /// `stream s buffering POLICY`, `s | for await work 100ms as out`, then
    /// `yield s 1, 2, 3, 4` in one instant and `finish s @50ms`: the loop takes 1 at once
    /// and the policy decides which of 2, 3, 4 wait for it; `finish` keeps what is buffered.
    @MainActor private static func burstIntoSlowLoop(
        _ policy: AsyncStream<Int>.Continuation.BufferingPolicy, _ driver: ScriptDriver
    ) async {
        let (s, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: policy)
        await driver.forAwait(s, as: "out", work: 100)
        await driver.at(0) {
            for value in 1...4 { record(continuation.yield(value), value, "s", driver) }
        }
        await driver.at(50) { continuation.finish() }
        await driver.end(at: 1000)
    }

    /// A yield that the policy refused or that pushed out an older element is a note on the
    /// stream's own lane: `dropped 2`.
    @MainActor private static func record(
        _ result: AsyncStream<Int>.Continuation.YieldResult, _ value: Int, _ lane: String, _ driver: ScriptDriver
    ) {
        switch result {
        case .dropped(let element): driver.recorder.note(lane, "dropped \(element)")
        case .terminated: driver.recorder.note(lane, "yield \(value) after finish")
        case .enqueued: break
        @unknown default: break
        }
    }
}
