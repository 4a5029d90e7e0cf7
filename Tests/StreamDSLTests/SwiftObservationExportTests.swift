import StreamDSL
import SwiftExporter
import Testing

/// `:swift` of Observation and handlers (issue 18 §4, §7), spelled as the tables say:
/// `observations { vm.text }` is `Observations { … }` (the 26 releases), `track { vm.text } { … }`
/// is `withObservationTracking(_:onChange:)`, and `didSet vm.p { … }` a `didSet` observer; the
/// hand-written debounce cancels the task in flight before starting the next.
/// SwiftConcurrencyTypecheckTests compiles the `observationLoops` and `didSetDebounce` samples.
@Suite struct SwiftObservationExportTests {
    static let model = ["object vm", "observable vm.text = \"a\""]

    @Test func anObservationsLoopIsForAwaitOverObservationsOnTheMainActor() {
        let code = SwiftConcurrencyExportTests.code(Self.model + [
            "task t { for await v in observations { vm.text } { emit v } }",
            "set vm.text \"b\" @100ms", "cancel t @300ms", "run",
        ])
        #expect(code.contains("        t = Task {\n            for await v in Observations({ [self] in vm.text }) {\n                print(v)\n            }\n        }"))
        // The session class needs the releases that have `Observations`.
        #expect(code.contains("@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)\n@MainActor final class SampleSession"))
        // A loop that cannot throw makes a task that cannot fail.
        #expect(code.contains("var t: Task<Void, Never>?"))
    }

    @Test func trackIsWithObservationTrackingWhoseHandlerRunsOnTheMainActorThatSets() {
        let code = SwiftConcurrencyExportTests.code(Self.model + [
            "track { vm.text } { task u { emit vm.text }; track { vm.text } { task w { emit vm.text } } }",
            "set vm.text \"b\" @100ms", "set vm.text \"c\" @200ms", "run",
        ])
        #expect(code.contains("        withObservationTracking {\n            _ = vm.text\n        } onChange: { [self] in\n"))
        #expect(code.contains("            MainActor.assumeIsolated {\n                u = Task {\n                    print(vm.text)\n                }\n                withObservationTracking {"))
        #expect(code.contains("w = Task {"))
    }

    /// The hand-written debounce (`didset-debounce`), on an observable property.
    @Test func aDidSetHandlerIsTheModelsDidSetCallingTheSessionsHandler() {
        let code = SwiftConcurrencyExportTests.code(["object vm", "observable vm.query = \"\"",
            "didSet vm.query { cancel search; task search { sleep 300ms; let r = await fetch x after 200ms; emit r } }",
            "set vm.query \"s\" @0ms", "set vm.query \"sw\" @100ms", "run"])
        #expect(code.contains("    var query: String = \"\" {\n        didSet { queryDidSet?(oldValue) }\n    }"))
        #expect(code.contains("    @ObservationIgnored var queryDidSet: (@MainActor (_ oldValue: String) -> Void)?"))
        #expect(code.contains("""
                    vm.queryDidSet = { [weak self] oldValue in
                        guard let self else { return }
                        let x = vm.query
                        search?.cancel()
                        search = Task {
                            try await Task.sleep(for: .milliseconds(300), clock: clock)
                            let r = try await fetch(x, after: .milliseconds(200))
            """))
        #expect(code.contains("var search: Task<Void, any Error>?"))
    }

    @Test func whatObservationCannotSayKeepsItsReason() {
        // Set from its own handler, Swift runs the handler again (StreamLab stores without it).
        let own = SwiftConcurrencyExportTests.skip(Self.model + ["didSet vm.text { set vm.text \"z\" }", "set vm.text \"b\"", "run"])
        #expect(own?.contains("didSet vm.text setting vm.text") == true)
        // A published property is Combine's (ObservableObject), not exported beside tasks.
        let published = SwiftConcurrencyExportTests.skip(["object vm", "published vm.q = \"\"", "didSet vm.q { task t { emit x } }", "run"])
        #expect(published?.contains("objects and their lifetimes") == true)
        // A cancel whose task only a later statement starts has no property to name yet.
        let later = SwiftConcurrencyExportTests.skip(Self.model + ["didSet vm.text { cancel search }", "task search { emit 1 }", "run"])
        #expect(later?.contains("cancel search before any task search is written") == true)
        // A loop over a stream is not Observation's: still skipped.
        let stream = SwiftConcurrencyExportTests.skip(["stream s", "task t { for await v in s { emit v } }", "run"])
        #expect(stream != nil)
    }
}
