import Observation

/// Issue 18 milestone 5 on the real runtime: Swift 6.2's `Observations { vm.text }` over an
/// `@MainActor @Observable` model (the current value first, one value per synchronous
/// stretch, only the newest for a slow loop, nothing for an equal value, a cancelled loop
/// ends normally) and `withObservationTracking` (fires once, before the new value is stored).
extension ScenarioCatalog {
    static let observationScenarios: [Scenario] = [
        // object vm; observable vm.text = "a"
        // task t { for await v in observations { vm.text } { emit v } }
        // set vm.text "b" @100ms; set vm.text "c" @200ms; cancel t @300ms
        .tasks("observations-initial-then-changes") { d in
            let vm = ViewModel()
            await d.statement { observe(vm, d) }
            d.at(100) { vm.text = "b" }
            d.at(200) { vm.text = "c" }
            d.at(300) { d.cancel("t") }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // task t { for await v in observations { vm.text } { emit v }; return "ended" }
        // cancel t @100ms
        .tasks("observations-cancel-ends-loop-normally") { d in
            let vm = ViewModel()
            await d.statement {
                d.task("t") { lane in
                    for await v in Observations({ vm.text }) { lane.emit(v) }
                    return "ended"
                }
            }
            d.at(100) { d.cancel("t") }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // task t { for await v in observations { vm.text } { emit v } }
        // task w { sleep 100ms; set vm.text "b"; set vm.text "c" }
        // cancel t @300ms
        .tasks("observations-one-value-per-stretch") { d in
            let vm = ViewModel()
            await d.statement { observe(vm, d) }
            await d.statement {
                d.task("w") { _ in
                    try await d.sleep(100)
                    vm.text = "b"
                    vm.text = "c"
                    return nil
                }
            }
            d.at(300) { d.cancel("t") }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // task t { for await v in observations { vm.text } { emit v } }
        // set vm.text "a" @100ms; set vm.text "b" @200ms; cancel t @300ms
        .tasks("observations-equal-value-is-no-change") { d in
            let vm = ViewModel()
            await d.statement { observe(vm, d) }
            d.at(100) { vm.text = "a" }
            d.at(200) { vm.text = "b" }
            d.at(300) { d.cancel("t") }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // task t { for await v in observations { vm.text } { if v == "b" { return v } } }
        // set vm.text "b" @100ms
        .tasks("return-inside-loop-leaves-the-task") { d in
            let vm = ViewModel()
            await d.statement {
                d.task("t") { _ in
                    for await v in Observations({ vm.text }) {
                        if v == "b" { return v }
                    }
                    return nil
                }
            }
            d.at(100) { vm.text = "b" }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // task t { for await v in observations { vm.text } { emit v; sleep 200ms } }
        // set vm.text "b" @100ms; set vm.text "c" @150ms; set vm.text "d" @250ms; cancel t @700ms
        .tasks("observations-slow-loop") { d in
            let vm = ViewModel()
            await d.statement {
                d.task("t") { lane in
                    for await v in Observations({ vm.text }) {
                        lane.emit(v)
                        try await d.sleep(200)
                    }
                    return nil
                }
            }
            for (time, text) in [(100, "b"), (150, "c"), (250, "d")] {
                d.at(time) { vm.text = .string(text) }
            }
            d.at(700) { d.cancel("t") }
            await d.run()
        },
        // object vm; observable vm.text = "a"; observable vm.seen = ""
        // track { vm.text } { set vm.seen vm.text }
        // set vm.text "b" @100ms; set vm.text "c" @200ms
        // task r { sleep 300ms; emit vm.seen }
        .tasks("track-fires-once-before-store") { d in
            let vm = ViewModel()
            await d.statement {
                withObservationTracking({ _ = vm.text }, onChange: {
                    MainActor.assumeIsolated { vm.seen = vm.text }
                })
            }
            d.at(100) { vm.text = "b" }
            d.at(200) { vm.text = "c" }
            await d.statement { d.task("r") { lane in try await d.sleep(300); lane.emit(vm.seen); return nil } }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // track { vm.text } { task u { emit vm.text } }
        // set vm.text "b" @100ms; set vm.text "c" @200ms
        .tasks("track-task-sees-new-value") { d in
            let vm = ViewModel()
            await d.statement {
                withObservationTracking({ _ = vm.text }, onChange: {
                    MainActor.assumeIsolated { _ = d.task("u") { lane in lane.emit(vm.text); return nil } }
                })
            }
            d.at(100) { vm.text = "b" }
            d.at(200) { vm.text = "c" }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // track { vm.text } { task u { emit vm.text } }
        // set vm.text "a" @100ms; set vm.text "b" @200ms
        .tasks("track-ignores-equal-value") { d in
            let vm = ViewModel()
            await d.statement {
                withObservationTracking({ _ = vm.text }, onChange: {
                    MainActor.assumeIsolated { _ = d.task("u") { lane in lane.emit(vm.text); return nil } }
                })
            }
            d.at(100) { vm.text = "a" }
            d.at(200) { vm.text = "b" }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // track { vm.text } { task u { emit vm.text }; track { vm.text } { task v { emit vm.text } } }
        // set vm.text "b" @100ms; set vm.text "c" @200ms; set vm.text "d" @300ms
        .tasks("track-step-registers-again") { d in
            let vm = ViewModel()
            await d.statement {
                withObservationTracking({ _ = vm.text }, onChange: {
                    MainActor.assumeIsolated {
                        _ = d.task("u") { lane in lane.emit(vm.text); return nil }
                        withObservationTracking({ _ = vm.text }, onChange: {
                            MainActor.assumeIsolated { _ = d.task("v") { lane in lane.emit(vm.text); return nil } }
                        })
                    }
                })
            }
            for (time, text) in [(100, "b"), (200, "c"), (300, "d")] {
                d.at(time) { vm.text = .string(text) }
            }
            await d.run()
        },
        // object vm; observable vm.text = "a"
        // didSet vm.text { task d { emit x } }
        // set vm.text "a" @100ms; set vm.text "b" @200ms
        .tasks("didset-on-observable-property") { d in
            let vm = ObservedEcho(d)
            d.at(100) { vm.text = "a" }
            d.at(200) { vm.text = "b" }
            await d.run()
        },
    ]

    /// `task t { for await v in observations { vm.text } { emit v } }`
    @MainActor private static func observe(_ vm: ViewModel, _ d: TaskDriver) {
        d.task("t") { lane in
            for await v in Observations({ vm.text }) { lane.emit(v) }
            return nil
        }
    }
}

/// `object vm; observable vm.text = "a"; observable vm.seen = ""`
@MainActor @Observable private final class ViewModel {
    var text: OracleValue = "a"
    var seen: OracleValue = ""
}

/// `object vm; observable vm.text = "a"` with `didSet vm.text { … }`: the macro keeps the
/// observer on the property's storage.
@MainActor @Observable private final class ObservedEcho {
    @ObservationIgnored private let driver: TaskDriver
    init(_ driver: TaskDriver) { self.driver = driver }

    var text: OracleValue = "a" {
        didSet {
            let value = text
            driver.task("d") { lane in lane.emit(value); return nil }
        }
    }
}
