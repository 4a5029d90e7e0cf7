/// Milestone 1, one instant: a task made in a main-actor body starts at that body's next
/// suspension; sleeps due at one instant end in the order they began, each running before the
/// next one ends; a statement due at the instant a sleep ends acts before or after it by the
/// order in which the two were registered.
extension ScenarioCatalog {
    static let tieScenarios: [Scenario] = [
        // task t { task u { cancel t }; if isCancelled { emit "early" }; emit 1; sleep 100ms; emit 2 }
        .tasks("task-in-body-starts-at-suspension") { d in
            await d.statement {
                d.task("t") { lane in
                    d.task("u") { _ in d.cancel("t"); return nil }
                    if Task.isCancelled { lane.emit("early") }
                    lane.emit(1)
                    try await d.sleep(100)
                    lane.emit(2)
                    return nil
                }
            }
            await d.run()
        },
        // task a { sleep 100ms; cancel b; emit 1 }
        // task b { sleep 100ms; emit 2 }
        .tasks("tie-first-sleeper-cancels-second") { d in
            await d.statement { d.task("a") { lane in try await d.sleep(100); d.cancel("b"); lane.emit(1); return nil } }
            await d.statement { d.task("b") { lane in try await d.sleep(100); lane.emit(2); return nil } }
            await d.run()
        },
        // task b { sleep 100ms; emit 2 }
        // task a { sleep 100ms; cancel b; emit 1 }
        .tasks("tie-second-sleeper-cancels-finished") { d in
            await d.statement { d.task("b") { lane in try await d.sleep(100); lane.emit(2); return nil } }
            await d.statement { d.task("a") { lane in try await d.sleep(100); d.cancel("b"); lane.emit(1); return nil } }
            await d.run()
        },
        // task t { sleep 150ms; emit 1; sleep 100ms; emit 2 }
        // cancel t @150ms
        .tasks("tie-sleep-ends-before-later-statement") { d in
            await d.statement {
                d.task("t") { lane in
                    try await d.sleep(150)
                    lane.emit(1)
                    try await d.sleep(100)
                    lane.emit(2)
                    return nil
                }
            }
            d.at(150) { d.cancel("t") }
            await d.run()
        },
        // task u { cancel t } @150ms
        // task t { sleep 150ms; emit 1 }
        .tasks("tie-earlier-statement-before-sleep-end") { d in
            d.at(150) { d.task("u") { _ in d.cancel("t"); return nil } }
            await d.statement { d.task("t") { lane in try await d.sleep(150); lane.emit(1); return nil } }
            await d.run()
        },
        // task a { emit 1 } @100ms
        // task b { cancel a } @100ms
        .tasks("tie-timed-statements-one-after-another") { d in
            d.at(100) { d.task("a") { lane in lane.emit(1); return nil } }
            d.at(100) { d.task("b") { _ in d.cancel("a"); return nil } }
            await d.run()
        },
    ]
}
