/// Milestone 1: `t.cancel()` during each kind of wait, before a task starts and after it
/// ends; what a cancelled task sees (`isCancelled`, `checkCancellation`, a caught
/// cancellation, a sleep that begins already cancelled); a cancel reaches neither the tasks a
/// task created nor a detached one.
extension ScenarioCatalog {
    static let cancelScenarios: [Scenario] = [
        // task t { sleep 300ms; emit 1 }
        // cancel t @100ms
        .tasks("cancel-during-sleep") { d in
            await d.statement { d.task("t") { lane in try await d.sleep(300); lane.emit(1); return nil } }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { let r = await fetch "q" after 200ms; emit r }
        // cancel t @100ms
        .tasks("cancel-during-fetch") { d in
            await d.statement { d.task("t") { lane in lane.emit(try await d.fetch("q", after: 200)); return nil } }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task p { task t { emit 1; sleep 100ms; emit 2 }; cancel t }
        .tasks("cancel-before-start") { d in
            await d.statement {
                d.task("p") { _ in
                    d.task("t") { lane in
                        lane.emit(1)
                        try await d.sleep(100)
                        lane.emit(2)
                        return nil
                    }
                    d.cancel("t")
                    return nil
                }
            }
            await d.run()
        },
        // task p { task t { if isCancelled { return "skipped" }; return "ran" }; cancel t }
        .tasks("cancel-before-start-is-cancelled") { d in
            await d.statement {
                d.task("p") { _ in
                    d.task("t") { _ in Task.isCancelled ? "skipped" : "ran" }
                    d.cancel("t")
                    return nil
                }
            }
            await d.run()
        },
        // task t { emit 1 }
        // cancel t @100ms
        .tasks("cancel-finished-task") { d in
            await d.statement { d.task("t") { lane in lane.emit(1); return nil } }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { sleep 300ms }
        // cancel t @100ms
        // cancel t @200ms
        .tasks("cancel-twice") { d in
            await d.statement { d.task("t") { _ in try await d.sleep(300); return nil } }
            d.at(100) { d.cancel("t") }
            d.at(200) { d.cancel("t") }
            await d.run()
        },
        // task t { do { sleep 200ms } catch { emit error }; sleep 100ms; emit 2 }
        // cancel t @100ms
        .tasks("sleep-already-cancelled") { d in
            await d.statement {
                d.task("t") { lane in
                    do { try await d.sleep(200) } catch { lane.emit(.string(errorText(error))) }
                    try await d.sleep(100)
                    lane.emit(2)
                    return nil
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { emit isCancelled; do { sleep 200ms } catch { }; emit isCancelled; return 1 }
        // cancel t @100ms
        .tasks("is-cancelled-after-cancel") { d in
            await d.statement {
                d.task("t") { lane in
                    lane.emit(.bool(Task.isCancelled))
                    do { try await d.sleep(200) } catch {}
                    lane.emit(.bool(Task.isCancelled))
                    return 1
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { do { sleep 200ms } catch { emit "caught" }; checkCancellation; emit "unreached" }
        // cancel t @100ms
        .tasks("check-cancellation-throws") { d in
            await d.statement {
                d.task("t") { lane in
                    do { try await d.sleep(200) } catch { lane.emit("caught") }
                    try Task.checkCancellation()
                    lane.emit("unreached")
                    return nil
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { do { let r = await fetch "q" after 300ms; emit r } catch { emit error }; return "after" }
        // cancel t @100ms
        .tasks("do-catch-fetch-cancelled") { d in
            await d.statement {
                d.task("t") { lane in
                    do {
                        let r = try await d.fetch("q", after: 300)
                        lane.emit(r)
                    } catch {
                        lane.emit(.string(errorText(error)))
                    }
                    return "after"
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { do { sleep 300ms } catch { emit error }; let r = await fetch "q" after 100ms; return r }
        // cancel t @100ms
        .tasks("fetch-already-cancelled") { d in
            await d.statement {
                d.task("t") { lane in
                    do { try await d.sleep(300) } catch { lane.emit(.string(errorText(error))) }
                    return try await d.fetch("q", after: 100)
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task p { task c { sleep 200ms; emit "child" }; sleep 300ms }
        // cancel p @100ms
        .tasks("cancel-does-not-reach-created-task") { d in
            await d.statement {
                d.task("p") { _ in
                    d.task("c") { lane in try await d.sleep(200); lane.emit("child"); return nil }
                    try await d.sleep(300)
                    return nil
                }
            }
            d.at(100) { d.cancel("p") }
            await d.run()
        },
        // task p { task d detached { sleep 200ms; emit "detached" }; sleep 300ms }
        // cancel p @100ms
        .tasks("cancel-does-not-reach-detached") { d in
            await d.statement {
                d.task("p") { _ in
                    d.detached("d") { lane in try await d.sleep(200); lane.emit("detached"); return nil }
                    try await d.sleep(300)
                    return nil
                }
            }
            d.at(100) { d.cancel("p") }
            await d.run()
        },
        // task t detached { sleep 100ms; emit 1; sleep 200ms; emit 2 }
        // cancel t @200ms
        .tasks("cancel-detached-during-sleep") { d in
            await d.statement {
                d.detached("t") { lane in
                    try await d.sleep(100)
                    lane.emit(1)
                    try await d.sleep(200)
                    lane.emit(2)
                    return nil
                }
            }
            d.at(200) { d.cancel("t") }
            await d.run()
        },
        // task p { task t detached { if isCancelled { return "skipped" }; return "ran" }; cancel t }
        .tasks("cancel-detached-before-start") { d in
            await d.statement {
                d.task("p") { _ in
                    d.detached("t") { _ in Task.isCancelled ? "skipped" : "ran" }
                    d.cancel("t")
                    return nil
                }
            }
            await d.run()
        },
    ]
}
