/// Issue 18 milestone 3 on the real runtime, as far as one thread can show it: an actor's
/// reentrancy (a method's suspension frees it), one call at a time in enqueue order, errors
/// and cancellation through an actor call, `await MainActor.run` (`on main`) and a
/// `@MainActor` function called from a detached task. Contention (a task waiting while an
/// actor runs something else) needs `work`, which is a model rule: see
/// docs/CONCURRENCY-SEMANTICS.md.
extension ScenarioCatalog {
    static let actorScenarios: [Scenario] = [
        // actor cache { var hits = 0; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r } }
        // task a { let v = await cache.get("k"); return v }
        // task b { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }
        .tasks("actor-reentrancy") { d in
            let cache = Cache(d)
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
        // actor cache { var hits = 0; func bump() { hits = hits + 1; return hits } }
        // task a { let n = await cache.bump(); return n }
        // task b { let n = await cache.bump(); return n }
        .tasks("actor-calls-in-enqueue-order") { d in
            let cache = Cache(d)
            await d.statement { d.task("a") { _ in await cache.bump() } }
            await d.statement { d.task("b") { _ in await cache.bump() } }
            await d.run()
        },
        // actor cache { var hits = 0; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r } }
        // task a { let v = await cache.get("k"); return v }
        // cancel a @100ms
        .tasks("cancel-during-actor-call") { d in
            let cache = Cache(d)
            await d.statement { d.task("a") { _ in try await cache.get("k") } }
            d.at(100) { d.cancel("a") }
            await d.run()
        },
        // actor cache { var hits = 0; func fail(k) { await fetch fail k after 100ms } }
        // task a { do { let v = await cache.fail("offline") } catch { emit error }; let n = await cache.hits; return n }
        .tasks("actor-method-throws") { d in
            let cache = Cache(d)
            await d.statement {
                d.task("a") { lane in
                    do { _ = try await cache.fail("offline") } catch { lane.emit(.string(errorText(error))) }
                    return await cache.hits
                }
            }
            await d.run()
        },
        // task w { sleep 1s }
        // task t detached { sleep 100ms; on main { cancel w }; return "hopped" }
        .tasks("on-main-from-detached") { d in
            await d.statement { d.task("w") { _ in try await d.sleep(1000); return nil } }
            await d.statement {
                d.detached("t") { _ in
                    try await d.sleep(100)
                    await MainActor.run { d.cancel("w") }
                    return "hopped"
                }
            }
            await d.run()
        },
        // func show(v) on main { emit v }
        // task t detached { sleep 100ms; await show(1); return 2 }
        .tasks("main-actor-func-from-detached") { d in
            await d.statement {
                d.detached("t") { lane in
                    try await d.sleep(100)
                    await show(1, on: lane)
                    return 2
                }
            }
            await d.run()
        },
        // task t { on main { emit 1 }; emit 2; return 3 }
        .tasks("on-main-from-main-actor-runs-at-once") { d in
            await d.statement {
                d.task("t") { lane in
                    await MainActor.run { lane.emit(1) }
                    lane.emit(2)
                    return 3
                }
            }
            await d.run()
        },
        // task t detached { let v = 1; on main { emit v; return; emit 0 }; emit 2 }
        .tasks("on-main-return-leaves-the-closure") { d in
            await d.statement {
                d.detached("t") { lane in
                    let v: OracleValue = 1
                    await MainActor.run {
                        lane.emit(v)
                        return
                    }
                    lane.emit(2)
                    return nil
                }
            }
            await d.run()
        },
        // task t detached { do { on main { throw "boom" } } catch { emit error }; return 3 }
        .tasks("on-main-error-caught-outside") { d in
            await d.statement {
                d.detached("t") { lane in
                    do {
                        try await MainActor.run { throw Thrown("boom") }
                    } catch {
                        lane.emit(.string(errorText(error)))
                    }
                    return 3
                }
            }
            await d.run()
        },
    ]

    /// `func show(v) on main { emit v }`: a `@MainActor` function; `emit` is on the lane of
    /// the task that called it.
    @MainActor private static func show(_ value: OracleValue, on lane: Lane) {
        lane.emit(value)
    }
}

/// `actor cache { var hits = 0; func get(k) { … }; func bump() { … }; func fail(k) { … } }`
private actor Cache {
    let driver: TaskDriver
    var hits: OracleValue = 0

    init(_ driver: TaskDriver) { self.driver = driver }

    func get(_ key: OracleValue) async throws -> OracleValue {
        hits = hits + 1
        return try await driver.fetch(key, after: 200)
    }

    func bump() -> OracleValue {
        hits = hits + 1
        return hits
    }

    func fail(_ message: String) async throws -> OracleValue {
        try await driver.fetchFailing(message, after: 100)
    }
}
