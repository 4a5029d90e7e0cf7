import AsyncAlgorithms

/// Issue 18's `send c V` as a step: AsyncAlgorithms' `AsyncChannel.send` suspends the task
/// until a loop takes the value; cancelling the sending task makes `send` return at once
/// without delivering (it does not throw); cancelling a loop's task ends the loop normally.
extension ScenarioCatalog {
    static let channelStepScenarios: [Scenario] = [
        // channel c
        // task p { send c 1; emit "sent 1"; send c 2; emit "sent 2" }
        // task q { for await x in c { emit x; sleep 100ms } }
        // cancel q @300ms
        .tasks("channel-send-waits-for-taker") { d in
            let c = AsyncChannel<OracleValue>()
            await d.statement {
                d.task("p") { lane in
                    await c.send(1)
                    lane.emit("sent 1")
                    await c.send(2)
                    lane.emit("sent 2")
                    return nil
                }
            }
            await d.statement {
                d.task("q") { lane in
                    for await x in c {
                        lane.emit(x)
                        try await d.sleep(100)
                    }
                    return nil
                }
            }
            d.at(300) { d.cancel("q") }
            await d.run()
        },
        // channel c
        // task p { send c 1; emit "returned"; return isCancelled }
        // cancel p @100ms
        .tasks("cancel-during-channel-send") { d in
            let c = AsyncChannel<OracleValue>()
            await d.statement {
                d.task("p") { lane in
                    await c.send(1)
                    lane.emit("returned")
                    return .bool(Task.isCancelled)
                }
            }
            d.at(100) { d.cancel("p") }
            await d.run()
        },
        // channel c
        // task q { for await x in c { emit x }; return "ended" }
        // task p { sleep 100ms; send c 1 }
        // cancel q @200ms
        .tasks("cancel-during-channel-loop") { d in
            let c = AsyncChannel<OracleValue>()
            await d.statement {
                d.task("q") { lane in
                    for await x in c { lane.emit(x) }
                    return "ended"
                }
            }
            await d.statement {
                d.task("p") { _ in
                    try await d.sleep(100)
                    await c.send(1)
                    return nil
                }
            }
            d.at(200) { d.cancel("q") }
            await d.run()
        },
    ]
}
