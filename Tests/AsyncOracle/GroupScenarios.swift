/// Issue 18 milestone 2 on the real runtime: waiting for another task's value (`t.value`),
/// `async let`, and `withThrowingTaskGroup`: completion order, a body that returns early
/// (the rest are awaited), an error that escapes (the rest are cancelled) or is caught
/// inside (nothing is cancelled), `cancelAll`, and cancelling the task that waits in the loop.
extension ScenarioCatalog {
    static let groupScenarios: [Scenario] = valueScenarios + asyncLetScenarios + taskGroupScenarios + channelStepScenarios

    static let valueScenarios: [Scenario] = [
        // task a { sleep 200ms; return 5 }
        // task b { let v = await a.value; emit v; return v * 2 }
        .tasks("value-waits-for-result") { d in
            await d.statement { d.task("a") { _ in try await d.sleep(200); return 5 } }
            await d.statement {
                let a = d.named("a")!
                d.task("b") { lane in
                    let v = try await a.value!
                    lane.emit(v)
                    return v * 2
                }
            }
            await d.run()
        },
        // task a { sleep 100ms; throw "bad" }
        // task b { do { let v = await a.value; emit v } catch { emit error }; return "after" }
        .tasks("value-rethrows") { d in
            await d.statement { d.task("a") { _ in try await d.sleep(100); throw Thrown("bad") } }
            await d.statement {
                let a = d.named("a")!
                d.task("b") { lane in
                    do { lane.emit(try await a.value!) } catch { lane.emit(.string(errorText(error))) }
                    return "after"
                }
            }
            await d.run()
        },
        // task a { sleep 300ms; return 1 }
        // task b { let v = await a.value; emit isCancelled; return v }
        // cancel b @100ms
        .tasks("cancel-during-value") { d in
            await d.statement { d.task("a") { _ in try await d.sleep(300); return 1 } }
            await d.statement {
                let a = d.named("a")!
                d.task("b") { lane in
                    let v = try await a.value
                    lane.emit(.bool(Task.isCancelled))
                    return v
                }
            }
            d.at(100) { d.cancel("b") }
            await d.run()
        },
        // task a { sleep 300ms; return 1 }
        // task b { let v = await a.value; return v }
        // cancel a @100ms
        .tasks("value-of-cancelled-task") { d in
            await d.statement { d.task("a") { _ in try await d.sleep(300); return 1 } }
            await d.statement {
                let a = d.named("a")!
                d.task("b") { _ in try await a.value }
            }
            d.at(100) { d.cancel("a") }
            await d.run()
        },
    ]

    static let asyncLetScenarios: [Scenario] = [
        // func load(q) { let r = await fetch q after 200ms; return r }
        // task t { async let a = load("x"); async let b = load("y"); let x = await a; let y = await b; return x + y }
        .tasks("async-let-concurrent") { d in
            await d.statement {
                d.task("t") { _ in
                    async let a = load(d, "x")
                    async let b = load(d, "y")
                    let x = try await a
                    let y = try await b
                    return x + y
                }
            }
            await d.run()
        },
        // func load(q) { let r = await fetch q after 200ms; return r }
        // task t { let x = await load("x"); let y = await load("y"); return x + y }
        .tasks("sequential-awaits") { d in
            await d.statement {
                d.task("t") { _ in
                    let x = try await load(d, "x")
                    let y = try await load(d, "y")
                    return x + y
                }
            }
            await d.run()
        },
        // func slow() { do { sleep 300ms } catch { return "cancelled" }; return "done" }
        // task t { async let a = slow(); emit 1; return 2 }
        .tasks("async-let-not-awaited-is-cancelled") { d in
            await d.statement {
                d.task("t") { lane in
                    async let a = slow(d)
                    lane.emit(1)
                    return 2
                }
            }
            await d.run()
        },
        // func load(q) { let r = await fetch q after 200ms; return r }
        // task t { async let a = load("x"); let x = await a; return x }
        // cancel t @100ms
        .tasks("async-let-parent-cancelled") { d in
            await d.statement {
                d.task("t") { _ in
                    async let a = load(d, "x")
                    return try await a
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // func bad() { sleep 100ms; throw "bad" }
        // func load(q) { let r = await fetch q after 200ms; return r }
        // task t { async let a = bad(); async let b = load("y"); let y = await b; emit y; let x = await a; return x }
        .tasks("async-let-error-waits-for-its-await") { d in
            await d.statement {
                d.task("t") { lane in
                    async let a = bad(d)
                    async let b = load(d, "y")
                    let y = try await b
                    lane.emit(y)
                    return try await a
                }
            }
            await d.run()
        },
    ]

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

    /// `func load(q) { let r = await fetch q after 200ms; return r }`: a plain (nonisolated)
    /// async function.
    nonisolated static func load(_ d: TaskDriver, _ q: OracleValue) async throws -> OracleValue {
        try await d.fetch(q, after: 200)
    }

    /// `func slow() { do { sleep 300ms } catch { return "cancelled" }; return "done" }`
    nonisolated static func slow(_ d: TaskDriver) async throws -> OracleValue {
        do { try await d.sleep(300) } catch { return "cancelled" }
        return "done"
    }

    /// `func bad() { sleep 100ms; throw "bad" }`
    nonisolated static func bad(_ d: TaskDriver) async throws -> OracleValue {
        try await d.sleep(100)
        throw Thrown("bad")
    }
}

extension OracleValue {
    /// The language's `+` (numbers add, strings join) and `*` on numbers, for the scenarios.
    static func + (lhs: OracleValue, rhs: OracleValue) -> OracleValue {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): .int(a + b)
        case (.string(let a), .string(let b)): .string(a + b)
        default: .string("\(lhs.json)+\(rhs.json)")
        }
    }

    static func * (lhs: OracleValue, rhs: OracleValue) -> OracleValue {
        if case .int(let a) = lhs, case .int(let b) = rhs { return .int(a * b) }
        return .string("\(lhs.json)*\(rhs.json)")
    }
}
