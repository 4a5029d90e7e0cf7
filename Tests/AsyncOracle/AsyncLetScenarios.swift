/// Issue 18 milestone 2 on the real runtime: waiting for another task's value (`t.value`:
/// not woken by a cancel) and `async let` (children start at once; an unawaited child is
/// cancelled and awaited; an error comes out where it is awaited), with the plain async
/// functions the scripts declare.
extension ScenarioCatalog {
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
