import Observation

/// Issue 18 §2 on the real runtime: an `@Observable` model holding another
/// (`observable vm.child = child`). `Observations { vm.child.text }` and
/// `withObservationTracking` read `vm.child`, then `child.text`, so both are tracked: a change
/// of the child's text is a change, a new child is a change (and from then on the old
/// child's changes are not seen), and the same child again is none (the macro compares an
/// object's identity).
extension ScenarioCatalog {
    static let nestedObservationScenarios: [Scenario] = [
        // object child; observable child.text = "a"
        // object vm; observable vm.child = child
        // task t { for await v in observations { vm.child.text } { emit v } }
        // set child.text "b" @100ms; cancel t @200ms
        .tasks("nested-observations-through-path") { d in
            let vm = Parent(child: Child("a"))
            let child = vm.child
            await d.statement { observe(vm, d) }
            d.at(100) { child.text = "b" }
            d.at(200) { d.cancel("t") }
            await d.run()
        },
        // object child; observable child.text = "a"
        // object other; observable other.text = "x"
        // object vm; observable vm.child = child
        // task t { for await v in observations { vm.child.text } { emit v } }
        // set vm.child other @100ms; set child.text "b" @200ms
        // set vm.child.text "y" @300ms; cancel t @400ms
        .tasks("nested-observations-replace-child") { d in
            let vm = Parent(child: Child("a"))
            let child = vm.child
            let other = Child("x")
            await d.statement { observe(vm, d) }
            d.at(100) { vm.child = other }
            d.at(200) { child.text = "b" }
            d.at(300) { vm.child.text = "y" }
            d.at(400) { d.cancel("t") }
            await d.run()
        },
        // object child; observable child.text = "a"
        // object vm; observable vm.child = child
        // task t { for await v in observations { vm.child.text } { emit v } }
        // set vm.child child @100ms; set child.text "b" @200ms; cancel t @300ms
        .tasks("nested-same-child-is-no-change") { d in
            let vm = Parent(child: Child("a"))
            let child = vm.child
            await d.statement { observe(vm, d) }
            d.at(100) { vm.child = child }
            d.at(200) { child.text = "b" }
            d.at(300) { d.cancel("t") }
            await d.run()
        },
        // object child; observable child.text = "a"
        // object vm; observable vm.child = child
        // track { vm.child.text } { task u { emit vm.child.text } }
        // set child.text "b" @100ms; set child.text "c" @200ms
        .tasks("nested-track-through-path") { d in
            let vm = Parent(child: Child("a"))
            let child = vm.child
            await d.statement { trackText(vm, d) }
            d.at(100) { child.text = "b" }
            d.at(200) { child.text = "c" }
            await d.run()
        },
        // object child; observable child.text = "a"
        // object other; observable other.text = "x"
        // object vm; observable vm.child = child
        // track { vm.child.text } { task u { emit vm.child.text } }
        // set vm.child other @100ms; set other.text "y" @200ms
        .tasks("nested-track-fires-on-replacement") { d in
            let vm = Parent(child: Child("a"))
            let other = Child("x")
            await d.statement { trackText(vm, d) }
            d.at(100) { vm.child = other }
            d.at(200) { other.text = "y" }
            await d.run()
        },
    ]

    /// `task t { for await v in observations { vm.child.text } { emit v } }`
    @MainActor private static func observe(_ vm: Parent, _ d: TaskDriver) {
        d.task("t") { lane in
            for await v in Observations({ vm.child.text }) { lane.emit(v) }
            return nil
        }
    }

    /// `track { vm.child.text } { task u { emit vm.child.text } }`
    @MainActor private static func trackText(_ vm: Parent, _ d: TaskDriver) {
        withObservationTracking({ _ = vm.child.text }, onChange: {
            MainActor.assumeIsolated { _ = d.task("u") { lane in lane.emit(vm.child.text); return nil } }
        })
    }
}

/// `object child; observable child.text = …`
@MainActor @Observable private final class Child {
    var text: OracleValue
    init(_ text: OracleValue) { self.text = text }
}

/// `object vm; observable vm.child = child`
@MainActor @Observable private final class Parent {
    var child: Child
    init(child: Child) { self.child = child }
}
