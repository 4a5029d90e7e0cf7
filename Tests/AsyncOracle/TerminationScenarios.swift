/// Issue 18 milestone 6 on the real runtime: `AsyncStream.Continuation.onTermination` runs
/// once, at `finish()` (even while buffered elements still wait for the loop) or when the
/// task of a waiting loop is cancelled, whose loop then ends normally.
extension ScenarioCatalog {
    static let terminationScenarios: [Scenario] = [
        // stream s onTermination { task n { emit "terminated" } }
        // task t { for await x in s { emit x }; return "end" }
        // yield s 1 @100ms; finish s @200ms
        .tasks("on-termination-at-finish") { d in
            let (s, continuation) = terminatingStream(d)
            await d.statement { loop(s, d) }
            d.at(100) { continuation.yield(1) }
            d.at(200) { continuation.finish() }
            await d.run()
        },
        // stream s onTermination { task n { emit "terminated" } }
        // task t { for await x in s { emit x; sleep 100ms }; return "end" }
        // yield s 1 @100ms; yield s 2 @100ms; yield s 3 @100ms; finish s @100ms
        .tasks("on-termination-before-buffered-elements") { d in
            let (s, continuation) = terminatingStream(d)
            await d.statement {
                d.task("t") { lane in
                    for await x in s {
                        lane.emit(x)
                        try await d.sleep(100)
                    }
                    return "end"
                }
            }
            d.at(100) { continuation.yield(1) }
            d.at(100) { continuation.yield(2) }
            d.at(100) { continuation.yield(3) }
            d.at(100) { continuation.finish() }
            await d.run()
        },
        // stream s onTermination { task n { emit "terminated" } }
        // task t { for await x in s { emit x }; return "end" }
        // yield s 1 @100ms; cancel t @150ms
        .tasks("on-termination-when-loop-cancelled") { d in
            let (s, continuation) = terminatingStream(d)
            await d.statement { loop(s, d) }
            d.at(100) { continuation.yield(1) }
            d.at(150) { d.cancel("t") }
            await d.run()
        },
    ]

    /// `stream s onTermination { task n { emit "terminated" } }`
    @MainActor private static func terminatingStream(_ d: TaskDriver) -> (AsyncStream<OracleValue>, AsyncStream<OracleValue>.Continuation) {
        let (s, continuation) = AsyncStream<OracleValue>.makeStream()
        continuation.onTermination = { _ in
            MainActor.assumeIsolated { _ = d.task("n") { lane in lane.emit("terminated"); return nil } }
        }
        return (s, continuation)
    }

    /// `task t { for await x in s { emit x }; return "end" }`
    @MainActor private static func loop(_ s: AsyncStream<OracleValue>, _ d: TaskDriver) {
        d.task("t") { lane in
            for await x in s { lane.emit(x) }
            return "end"
        }
    }
}
