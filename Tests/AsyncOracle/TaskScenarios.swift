/// Issue 18 milestone 1 on the real runtime: `Task { }` made in main-actor code and
/// `Task.detached`, `Task.sleep`, a cancellable `fetch`, `t.cancel()`, `print` (`emit`),
/// `Task.isCancelled` and `checkCancellation`, `do`/`catch`. `concurrency.json` gives each
/// scenario's StreamLab script; the scripts are quoted above each one.
extension ScenarioCatalog {
    static let taskScenarios: [Scenario] = basicTaskScenarios + cancelScenarios + tieScenarios + handlerScenarios

    static let basicTaskScenarios: [Scenario] = [
        // task t { emit 1; return 2 }
        .tasks("task-emit-return") { d in
            await d.statement { d.task("t") { lane in lane.emit(1); return 2 } }
            await d.run()
        },
        // task t { sleep 300ms; emit "done" }
        .tasks("task-sleep-emit") { d in
            await d.statement { d.task("t") { lane in try await d.sleep(300); lane.emit("done"); return nil } }
            await d.run()
        },
        // task t { emit 1 } @300ms
        .tasks("task-at-time") { d in
            d.at(300) { d.task("t") { lane in lane.emit(1); return nil } }
            await d.run()
        },
        // at 200ms: task t { sleep 100ms; return "ok" }
        .tasks("task-at-colon") { d in
            d.at(200) { d.task("t") { _ in try await d.sleep(100); return "ok" } }
            await d.run()
        },
        // task t { sleep 100ms; throw "offline" }
        .tasks("task-throws-message") { d in
            await d.statement { d.task("t") { _ in try await d.sleep(100); throw Thrown("offline") } }
            await d.run()
        },
        // task t { var n = 1; n = n + 1; let m = n * 10; sleep 50ms; return m }
        .tasks("task-locals") { d in
            await d.statement {
                d.task("t") { _ in
                    var n = 1
                    n = n + 1
                    let m = n * 10
                    try await d.sleep(50)
                    return .int(m)
                }
            }
            await d.run()
        },
        // task t { let r = await fetch "q" after 200ms; emit r; return r }
        .tasks("fetch-returns") { d in
            await d.statement {
                d.task("t") { lane in
                    let r = try await d.fetch("q", after: 200)
                    lane.emit(r)
                    return r
                }
            }
            await d.run()
        },
        // task t { await fetch fail "offline" after 200ms }
        .tasks("fetch-fails") { d in
            await d.statement { d.task("t") { _ in _ = try await d.fetchFailing("offline", after: 200); return nil } }
            await d.run()
        },
        // task t { sleep 100ms; if isCancelled { return "cancelled" }; return "done" }
        .tasks("task-if-not-cancelled") { d in
            await d.statement {
                d.task("t") { _ in
                    try await d.sleep(100)
                    if Task.isCancelled { return "cancelled" }
                    return "done"
                }
            }
            await d.run()
        },
        // task t { checkCancellation; sleep 100ms; checkCancellation; return "ok" }
        .tasks("check-cancellation-passes") { d in
            await d.statement {
                d.task("t") { _ in
                    try Task.checkCancellation()
                    try await d.sleep(100)
                    try Task.checkCancellation()
                    return "ok"
                }
            }
            await d.run()
        },
        // task t { do { sleep 100ms; throw "bad" } catch { emit error }; return 1 }
        .tasks("do-catch-thrown-message") { d in
            await d.statement {
                d.task("t") { lane in
                    do {
                        try await d.sleep(100)
                        throw Thrown("bad")
                    } catch {
                        lane.emit(.string(errorText(error)))
                    }
                    return 1
                }
            }
            await d.run()
        },
        // task p { task w { emit 1 }; task w { emit 2 } }
        .tasks("task-name-reused-in-body") { d in
            await d.statement {
                d.task("p") { _ in
                    d.task("w") { lane in lane.emit(1); return nil }
                    d.task("w") { lane in lane.emit(2); return nil }
                    return nil
                }
            }
            await d.run()
        },
        // task t { sleep 100ms; emit 1 }
        // task t { emit 2 } @50ms
        // cancel t @70ms
        .tasks("cancel-names-the-newest-task") { d in
            await d.statement { d.task("t") { lane in try await d.sleep(100); lane.emit(1); return nil } }
            d.at(50) { d.task("t") { lane in lane.emit(2); return nil } }
            d.at(70) { d.cancel("t") }
            await d.run()
        },
        // task m { sleep 100ms; emit "main" }
        // task d detached { sleep 100ms; emit "detached" }
        .tasks("detached-and-main-same-timing") { d in
            await d.statement { d.task("m") { lane in try await d.sleep(100); lane.emit("main"); return nil } }
            await d.statement { d.detached("d") { lane in try await d.sleep(100); lane.emit("detached"); return nil } }
            await d.run()
        },
    ]
}
