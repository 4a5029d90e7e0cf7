/// Scenarios that the course's concurrency lessons show (issue 22): each lesson demo is a
/// scenario of this corpus, so what the lesson draws is checked against the real runtime.
/// Most demos reuse a scenario of issue 18's milestones; these are the ones no milestone had.
extension ScenarioCatalog {
    static let lessonScenarios: [Scenario] = [
        // task t { group g { add g { sleep 100ms; return 1 }; add g { sleep 300ms; return 2 }; for await r in g { emit r; cancelAll g; return r } }; emit "after" }
        .tasks("group-cancel-all-then-return") { d in
            await d.statement {
                d.task("t") { lane in
                    _ = try await withThrowingTaskGroup(of: OracleValue.self) { g -> OracleValue? in
                        g.addTask { try await d.sleep(100); return 1 }
                        g.addTask { try await d.sleep(300); return 2 }
                        for try await r in g {
                            lane.emit(r)
                            g.cancelAll()
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
    ]
}
