/// Issue 18 milestone 2 on the real runtime: `withThrowingTaskGroup`: completion order, a
/// body that returns early (the rest are awaited), an error that escapes (the rest are
/// cancelled) or is caught inside (nothing is cancelled), `cancelAll`, and cancelling the
/// task that waits in the loop. The milestone's other waits (`t.value`, `async let`, a
/// channel's `send`) are in AsyncLetScenarios and ChannelStepScenarios.
extension ScenarioCatalog {
    static let groupScenarios: [Scenario] = valueScenarios + asyncLetScenarios + taskGroupScenarios + channelStepScenarios

    static let taskGroupScenarios: [Scenario] = [
        // task t { group g { add g { sleep 300ms; return 1 }; add g { sleep 100ms; return 2 }; for await r in g { emit r } }; return "done" }
        .tasks("group-completion-order") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(300); return 1 }
                        g.addTask { try await d.sleep(100); return 2 }
                        for try await r in g { lane.emit(r) }
                    }
                    return "done"
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 100ms; return 1 }; add g { sleep 300ms; return 2 }; for await r in g { emit r; return r } }; emit "after" }
        .tasks("group-returns-early") { d in
            await d.statement {
                d.task("t") { lane in
                    _ = try await withThrowingTaskGroup(of: OracleValue.self) { g -> OracleValue? in
                        g.addTask { try await d.sleep(100); return 1 }
                        g.addTask { try await d.sleep(300); return 2 }
                        for try await r in g {
                            lane.emit(r)
                            return r
                        }
                        return nil
                    }
                    lane.emit("after")
                    return nil
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 300ms; return 1 }; add g { sleep 100ms; throw "bad" }; for await r in g { emit r } }; emit "after" }
        .tasks("group-error-escapes") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(300); return 1 }
                        g.addTask { try await d.sleep(100); throw Thrown("bad") }
                        for try await r in g { lane.emit(r) }
                    }
                    lane.emit("after")
                    return nil
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 300ms; return 1 }; add g { sleep 100ms; throw "bad" }; do { for await r in g { emit r } } catch { emit error } }; emit "after" }
        .tasks("group-error-caught-inside") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(300); return 1 }
                        g.addTask { try await d.sleep(100); throw Thrown("bad") }
                        do {
                            for try await r in g { lane.emit(r) }
                        } catch {
                            lane.emit(.string(errorText(error)))
                        }
                    }
                    lane.emit("after")
                    return nil
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 300ms; return 1 }; add g { sleep 100ms; throw "bad" }; do { for await r in g { emit r } } catch { emit error }; for await r in g { emit r } } }
        .tasks("group-loop-again-after-caught-error") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(300); return 1 }
                        g.addTask { try await d.sleep(100); throw Thrown("bad") }
                        do {
                            for try await r in g { lane.emit(r) }
                        } catch {
                            lane.emit(.string(errorText(error)))
                        }
                        for try await r in g { lane.emit(r) }
                    }
                    return nil
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 300ms; return 1 }; for await r in g { emit r } }; emit "after" }
        // cancel t @100ms
        .tasks("group-cancel-during-next") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(300); return 1 }
                        for try await r in g { lane.emit(r) }
                    }
                    lane.emit("after")
                    return nil
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { group g { add g { do { sleep 300ms } catch { return "child caught" }; return "child done" }; for await r in g { emit r } }; emit "after" }
        // cancel t @100ms
        .tasks("group-cancel-reaches-children") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask {
                            do { try await d.sleep(300) } catch { return "child caught" }
                            return "child done"
                        }
                        for try await r in g { lane.emit(r) }
                    }
                    lane.emit("after")
                    return nil
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { group g { add g { sleep 100ms; return 1 }; add g { sleep 300ms; return 2 }; for await r in g { emit r; cancelAll g } } }
        .tasks("group-cancel-all") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(100); return 1 }
                        g.addTask { try await d.sleep(300); return 2 }
                        for try await r in g {
                            lane.emit(r)
                            g.cancelAll()
                        }
                    }
                    return nil
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 100ms; return 1 }; add g { sleep 300ms; return 2 }; do { for await r in g { emit r; cancelAll g } } catch { emit error } }; return "done" }
        .tasks("group-cancel-all-caught") { d in
            await d.statement {
                d.task("t") { lane in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(100); return 1 }
                        g.addTask { try await d.sleep(300); return 2 }
                        do {
                            for try await r in g {
                                lane.emit(r)
                                g.cancelAll()
                            }
                        } catch {
                            lane.emit(.string(errorText(error)))
                        }
                    }
                    return "done"
                }
            }
            await d.run()
        },
        // task t { group g { add g { sleep 200ms; return 1 }; add g { if isCancelled { return 0 }; return 2 } }; return "done" }
        // (the body adds two children and returns at once: both are awaited, none cancelled)
        .tasks("group-body-without-loop-awaits-children") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withThrowingTaskGroup(of: OracleValue.self) { g in
                        g.addTask { try await d.sleep(200); return 1 }
                        g.addTask { Task.isCancelled ? 0 : 2 }
                    }
                    return "done"
                }
            }
            await d.run()
        },
    ]
}
