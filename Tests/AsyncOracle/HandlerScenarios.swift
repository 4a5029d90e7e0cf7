@preconcurrency import OpenCombine

/// Milestone 1, handlers that start tasks: a `didSet` observer on a main-actor model's
/// property (the hand-written debounce) and a Combine `sink` closure.
extension ScenarioCatalog {
    static let handlerScenarios: [Scenario] = [
        // object vm; published vm.query = ""
        // didSet vm.query { cancel search; task search { sleep 300ms; emit vm.query } }
        // set vm.query "s" @100ms; set vm.query "sw" @200ms; set vm.query "swift" @600ms
        .tasks("didset-debounce") { d in
            let vm = SearchModel(d)
            for (time, query) in [(100, "s"), (200, "sw"), (600, "swift")] {
                d.at(time) { vm.query = .string(query) }
            }
            await d.run()
        },
        // object vm; published vm.text = ""
        // didSet vm.text { task t { emit vm.text } }
        // set vm.text "a" @100ms; set vm.text "a" @200ms
        .tasks("didset-runs-on-equal-value") { d in
            let vm = EchoModel(d)
            d.at(100) { vm.text = "a" }
            d.at(200) { vm.text = "a" }
            await d.run()
        },
        // subject a
        // a | sink as s { task save { sleep 100ms; emit x } }
        // send a 1 @0ms, 2 @300ms
        .tasks("sink-body-starts-task") { d in
            let a = PassthroughSubject<Int, Never>()
            let subscription = a.sink { x in
                d.task("save") { lane in try await d.sleep(100); lane.emit(.int(x)); return nil }
            }
            d.at(0) { a.send(1) }
            d.at(300) { a.send(2) }
            await d.run()
            subscription.cancel()
        },
        // subject a
        // a | sink as s { cancel save; task save { sleep 200ms; emit x } }
        // send a 1 @0ms, 2 @100ms, 3 @400ms
        .tasks("sink-body-replaces-task") { d in
            let a = PassthroughSubject<Int, Never>()
            let subscription = a.sink { x in
                d.cancel("save")
                d.task("save") { lane in try await d.sleep(200); lane.emit(.int(x)); return nil }
            }
            for (time, value) in [(0, 1), (100, 2), (400, 3)] {
                d.at(time) { a.send(value) }
            }
            await d.run()
            subscription.cancel()
        },
    ]
}

/// The hand-written debounce: each change cancels the pending search and starts another.
@MainActor private final class SearchModel {
    private let driver: TaskDriver
    init(_ driver: TaskDriver) { self.driver = driver }

    var query: OracleValue = "" {
        didSet {
            driver.cancel("search")
            driver.task("search") { [driver] lane in
                try await driver.sleep(300)
                lane.emit(self.query)
                return nil
            }
        }
    }
}

/// A `didSet` that starts a task showing the property: it runs for an equal value too.
@MainActor private final class EchoModel {
    private let driver: TaskDriver
    init(_ driver: TaskDriver) { self.driver = driver }

    var text: OracleValue = "" {
        didSet {
            driver.task("t") { lane in lane.emit(self.text); return nil }
        }
    }
}
