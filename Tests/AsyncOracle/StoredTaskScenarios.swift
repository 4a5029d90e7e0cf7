/// Issue 18 §3's task as a value on the real runtime: `loading = Task { … }` kept in a local
/// or an actor's field, `try await loading.value` (twice, from two callers), `loading.cancel()`
/// while another task waits for its value, and the reentrancy fix that makes two callers of an
/// actor share one fetch. A stored task's lane is named after the name it is stored in.
extension ScenarioCatalog {
    static let storedTaskScenarios: [Scenario] = [
        // actor cache { var hits = 0; var loading = nil; func get(k) { if loading == nil { hits = hits + 1; loading = task { let r = await fetch k after 200ms; return r } }; let v = await loading.value; return v } }
        // task a { let v = await cache.get("k"); return v }
        // task b { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }
        .tasks("actor-reentrancy-fix") { d in
            let cache = SharedFetchCache(d)
            await d.statement { d.task("a") { _ in try await cache.get("k") } }
            await d.statement {
                d.task("b") { lane in
                    let v = try await cache.get("k")
                    lane.emit(await cache.hits)
                    return v
                }
            }
            await d.run()
        },
        // task t { let u = task { sleep 100ms; return 7 }; let a = await u.value; let b = await u.value; emit a + b; return b }
        .tasks("stored-task-value-awaited-twice") { d in
            await d.statement {
                d.task("t") { lane in
                    let u = d.storedTask("u") { _ in try await d.sleep(100); return 7 }
                    let a = try await u.value
                    let b = try await u.value
                    lane.emit(a! + b!)
                    return b
                }
            }
            await d.run()
        },
        // task t { let u = task { sleep 300ms; return 1 }; let w = task { let v = await u.value; return v }; sleep 100ms; cancel u; return 0 }
        .tasks("stored-task-cancelled-while-awaited") { d in
            await d.statement {
                d.task("t") { _ in
                    let u = d.storedTask("u") { _ in try await d.sleep(300); return 1 }
                    _ = d.storedTask("w") { _ in try await u.value }
                    try await d.sleep(100)
                    u.cancel()
                    return 0
                }
            }
            await d.run()
        },
        // task t { let u = task { sleep 200ms; return 5 }; let w = task { let v = await u.value; return v }; sleep 100ms; cancel w; return 0 }
        .tasks("stored-task-waiter-cancelled-waits-on") { d in
            await d.statement {
                d.task("t") { _ in
                    let u = d.storedTask("u") { _ in try await d.sleep(200); return 5 }
                    let w = d.storedTask("w") { _ in try await u.value }
                    try await d.sleep(100)
                    w.cancel()
                    return 0
                }
            }
            await d.run()
        },
        // task t { var u = task { sleep 100ms; return 1 }; u = task { sleep 50ms; return 2 }; let a = await u.value; return a }
        .tasks("stored-task-name-reused") { d in
            await d.statement {
                d.task("t") { _ in
                    var u = d.storedTask("u") { _ in try await d.sleep(100); return 1 }
                    u = d.storedTask("u") { _ in try await d.sleep(50); return 2 }
                    return try await u.value
                }
            }
            await d.run()
        },
    ]
}

/// A task kept as a value, with its lane: `cancel` is the script's `cancel u` (`u.cancel()`,
/// shown as `cancelRequested` on its lane).
struct StoredTask: Sendable {
    let lane: Lane
    let task: Task<OracleValue?, any Error>

    var value: OracleValue? { get async throws { try await task.value } }

    func cancel() {
        lane.cancelRequested()
        task.cancel()
    }
}

extension TaskDriver {
    /// `NAME = task { … }` in main-actor code: `Task { … }`, which inherits the main actor; its
    /// lane is named after the name it is stored in (numbered when the name is used again).
    func storedTask(_ name: String, _ body: @escaping Body) -> StoredTask {
        let lane = log.newLane(name)
        return StoredTask(lane: lane, task: Task { @MainActor in try await Self.play(body, on: lane) })
    }

    /// `NAME = task { … }` in an actor's method: `Task { … }` whose closure does not use the
    /// actor, so it is not isolated to it (see docs/CONCURRENCY-SEMANTICS.md for StreamLab's choice).
    nonisolated func storedTaskOffActor(_ name: String, _ body: @escaping DetachedBody) -> StoredTask {
        let lane = log.newLane(name)
        return StoredTask(lane: lane, task: Task { try await Self.play(body, on: lane) })
    }
}

/// `actor cache { var hits = 0; var loading = nil; func get(k) { … } }`: the in-flight fetch is
/// kept in a field, so a second caller awaits the first one's task instead of fetching again.
private actor SharedFetchCache {
    let driver: TaskDriver
    var hits: OracleValue = 0
    var loading: StoredTask?

    init(_ driver: TaskDriver) { self.driver = driver }

    func get(_ key: OracleValue) async throws -> OracleValue? {
        if loading == nil {
            hits = hits + 1
            let driver = driver
            loading = driver.storedTaskOffActor("loading") { _ in try await driver.fetch(key, after: 200) }
        }
        return try await loading!.value
    }
}
