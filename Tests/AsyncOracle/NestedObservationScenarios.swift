@preconcurrency import OpenCombine
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
        // Lesson 21, "Nested models": the same screen as ObservableObjects, then @Observable.
        // object form; published form.name = "ada"; object other; published other.name = "cy"
        // object screen; published screen.form = form
        // screen.objectWillChange | sink as redraw { task view { emit screen.form.name } }
        // screen.form.$name | sink as typed
        // set screen.form.name "bob" @100ms; set screen.form other @200ms
        .tasks("nested-published-parent-stays-silent") { d in
            let screen = PublishedScreen(form: PublishedForm("ada"))
            let other = PublishedForm("cy")
            let redraw = screen.objectWillChange.sink { _ in
                _ = d.task("view") { lane in lane.emit(screen.form.name); return nil }
            }
            let typed = screen.form.$name.sink { _ in }
            d.at(100) { screen.form.name = "bob" }
            d.at(200) { screen.form = other }
            await d.run()
            redraw.cancel()
            typed.cancel()
        },
        // object form; published form.name = "ada"; object screen; published screen.form = form
        // screen.form.objectWillChange | sink as changed { task edit { emit screen.form.name } }
        // set screen.form.name "bob" @100ms
        .tasks("nested-published-child-publishes-itself") { d in
            let screen = PublishedScreen(form: PublishedForm("ada"))
            let changed = screen.form.objectWillChange.sink { _ in
                _ = d.task("edit") { lane in lane.emit(screen.form.name); return nil }
            }
            d.at(100) { screen.form.name = "bob" }
            await d.run()
            changed.cancel()
        },
        // object form; observable form.name = "ada"; object other; observable other.name = "cy"
        // object screen; observable screen.form = form
        // task view { for await v in observations { screen.form.name } { emit v } }
        // set screen.form.name "bob" @100ms; set screen.form other @200ms
        // set form.name "dee" @300ms; cancel view @400ms
        .tasks("nested-observable-screen-follows-its-form") { d in
            let screen = Parent(child: Child("ada"))
            let form = screen.child
            let other = Child("cy")
            await d.statement {
                d.task("view") { lane in
                    for await v in Observations({ screen.child.text }) { lane.emit(v) }
                    return nil
                }
            }
            d.at(100) { screen.child.text = "bob" }
            d.at(200) { screen.child = other }
            d.at(300) { form.text = "dee" }
            d.at(400) { d.cancel("view") }
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

/// `object form; published form.name = …`: an `ObservableObject`.
@MainActor private final class PublishedForm: ObservableObject {
    @Published var name: OracleValue
    init(_ name: OracleValue) { self.name = name }
}

/// `object screen; published screen.form = form`: an `ObservableObject` holding another in a
/// `@Published` property, which publishes only when `form` itself is set.
@MainActor private final class PublishedScreen: ObservableObject {
    @Published var form: PublishedForm
    init(form: PublishedForm) { self.form = form }
}
