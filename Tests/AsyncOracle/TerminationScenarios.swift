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
        // The top-level loop stage (`s | for await as l`, its own task): onTermination's reason.
        // stream s onTermination { task n { emit x } }
        // s | for await as l; yield s 1 @100ms; finish s @200ms
        .tasks("on-termination-reason-finished") { d in
            let (s, continuation) = reasonStream(d)
            await d.statement { stageLoop(s, d) }
            d.at(100) { continuation.yield(1) }
            d.at(200) { continuation.finish() }
            await d.run()
        },
        // stream s onTermination { task n { emit x } }
        // s | for await as l; yield s 1 @100ms; cancel l @150ms
        .tasks("on-termination-reason-cancelled") { d in
            let (s, continuation) = reasonStream(d)
            await d.statement { stageLoop(s, d) }
            d.at(100) { continuation.yield(1) }
            d.at(150) { d.cancel("l") }
            await d.run()
        },
        // stream s onTermination { task n { emit x } }
        // s | for await as l; cancel l @100ms; finish s @200ms   (it runs once: not again at finish)
        .tasks("on-termination-runs-once") { d in
            let (s, continuation) = reasonStream(d)
            await d.statement { stageLoop(s, d) }
            d.at(100) { d.cancel("l") }
            d.at(200) { continuation.finish() }
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

extension ScenarioCatalog {
    /// `stream s onTermination { task n { emit x } }`: the task shows the reason.
    @MainActor fileprivate static func reasonStream(_ d: TaskDriver) -> (AsyncStream<OracleValue>, AsyncStream<OracleValue>.Continuation) {
        let (s, continuation) = AsyncStream<OracleValue>.makeStream()
        continuation.onTermination = { reason in
            let text: OracleValue = switch reason {
            case .finished: "finished"
            case .cancelled: "cancelled"
            @unknown default: "unknown"
            }
            MainActor.assumeIsolated { _ = d.task("n") { lane in lane.emit(text); return nil } }
        }
        return (s, continuation)
    }

    /// `s | for await as l`: the loop is its own task (only `n` is compared).
    @MainActor fileprivate static func stageLoop(_ s: AsyncStream<OracleValue>, _ d: TaskDriver) {
        d.task("l") { _ in
            for await _ in s {}
            return nil
        }
    }
}
