/// Issue 18 milestone 4 on the real runtime: `withCheckedThrowingContinuation` resumed by a
/// completion-handler API that calls back on the main queue (`callback after D { … }`),
/// `withTaskCancellationHandler`'s `onCancel`, a continuation resumed twice (the runtime's
/// trap) or never (its "leaked" message).
extension ScenarioCatalog {
    static let continuationScenarios: [Scenario] = [
        // task t { let v = await continuation k { callback after 300ms { resume k 5 } }; return v }
        .tasks("continuation-resume") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withCheckedThrowingContinuation { k in
                        d.callback(after: 300) { k.resume(returning: 5) }
                    }
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { resume k 1 }; return v }
        .tasks("continuation-resume-at-once") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withCheckedThrowingContinuation { k in k.resume(returning: 1) }
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { callback after 300ms { resume k throwing "nope" } }; return v }
        .tasks("continuation-resume-throwing") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withCheckedThrowingContinuation { k in
                        d.callback(after: 300) { k.resume(throwing: Thrown("nope")) }
                    }
                }
            }
            await d.run()
        },
        // task t { do { let v = await continuation k { callback after 200ms { resume k throwing "nope" } } } catch { emit error }; return "after" }
        .tasks("continuation-error-caught") { d in
            await d.statement {
                d.task("t") { lane in
                    do {
                        let _: OracleValue = try await withCheckedThrowingContinuation { k in
                            d.callback(after: 200) { k.resume(throwing: Thrown("nope")) }
                        }
                    } catch {
                        lane.emit(.string(errorText(error)))
                    }
                    return "after"
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { callback after 300ms { resume k 5 } }; emit isCancelled; return v }
        // cancel t @100ms
        .tasks("cancel-during-continuation") { d in
            await d.statement {
                d.task("t") { lane in
                    let v: OracleValue = try await withCheckedThrowingContinuation { k in
                        d.callback(after: 300) { k.resume(returning: 5) }
                    }
                    lane.emit(.bool(Task.isCancelled))
                    return v
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task w { sleep 1s }
        // task t { let v = await continuation k { callback after 300ms { resume k 5 } } onCancel { cancel w }; return v }
        // cancel t @100ms
        .tasks("continuation-on-cancel-runs-at-once") { d in
            await d.statement { d.task("w") { _ in try await d.sleep(1000); return nil } }
            await d.statement {
                d.task("t") { _ in
                    try await withTaskCancellationHandler {
                        try await withCheckedThrowingContinuation { k in
                            d.callback(after: 300) { k.resume(returning: 5) }
                        }
                    } onCancel: {
                        MainActor.assumeIsolated { d.cancel("w") }
                    }
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task w { sleep 1s }
        // task p { task t { let v = await continuation k { callback after 200ms { resume k 5 } } onCancel { cancel w }; return v }; cancel t }
        // (t is cancelled before it starts: its onCancel runs as soon as it installs the handler, at 0)
        .tasks("continuation-on-cancel-when-already-cancelled") { d in
            await d.statement { d.task("w") { _ in try await d.sleep(1000); return nil } }
            await d.statement {
                d.task("p") { _ in
                    d.task("t") { _ in
                        try await withTaskCancellationHandler {
                            try await withCheckedThrowingContinuation { k in
                                d.callback(after: 200) { k.resume(returning: 5) }
                            }
                        } onCancel: {
                            MainActor.assumeIsolated { d.cancel("w") }
                        }
                    }
                    d.cancel("t")
                    return nil
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { callback after 300ms { resume k 5; resume k 6 } }; return v }
        .tasks("continuation-resumed-twice") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withCheckedThrowingContinuation { k in
                        d.callback(after: 300) {
                            k.resume(returning: 5)
                            d.flush()
                            k.resume(returning: 6)
                        }
                    }
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { }; return v }
        .tasks("continuation-never-resumed") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withCheckedThrowingContinuation { (_: CheckedContinuation<OracleValue?, any Error>) in }
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { task u { sleep 100ms; resume k 7 } }; return v }
        .tasks("continuation-resumed-by-task") { d in
            await d.statement {
                d.task("t") { _ in
                    try await withCheckedThrowingContinuation { k in
                        d.task("u") { _ in
                            try await d.sleep(100)
                            k.resume(returning: 7)
                            return nil
                        }
                    }
                }
            }
            await d.run()
        },
        // task t { let v = await continuation k { } onCancel { resume k throwing "stopped" }; return v }
        // cancel t @100ms
        // (Swift's onCancel cannot see `k`: it resumes the one the body stored, as real code does.)
        .tasks("continuation-on-cancel-resumes-throwing") { d in
            let holder = ContinuationHolder()
            await d.statement {
                d.task("t") { _ in
                    try await withTaskCancellationHandler {
                        try await withCheckedThrowingContinuation { k in holder.k = k }
                    } onCancel: {
                        MainActor.assumeIsolated {
                            holder.k?.resume(throwing: Thrown("stopped"))
                            holder.k = nil
                        }
                    }
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // task t { callback after 200ms { task u { emit "called" } }; emit "registered" }
        .tasks("callback-runs-later") { d in
            await d.statement {
                d.task("t") { lane in
                    d.callback(after: 200) { d.task("u") { lane in lane.emit("called"); return nil } }
                    lane.emit("registered")
                    return nil
                }
            }
            await d.run()
        },
        // task t { callback after 200ms { task u { emit "called" } }; sleep 500ms }
        // cancel t @100ms
        .tasks("callback-outlives-cancel") { d in
            await d.statement {
                d.task("t") { _ in
                    d.callback(after: 200) { d.task("u") { lane in lane.emit("called"); return nil } }
                    try await d.sleep(500)
                    return nil
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
    ]
}

/// Where real code keeps a continuation for its `onCancel` (or a delegate) to resume.
@MainActor private final class ContinuationHolder {
    var k: CheckedContinuation<OracleValue?, any Error>?
}
