import StreamDSL
import SwiftExporter
import Testing

/// `:swift` of a task kept as a value (issue 18 §3, §7): `let t = task { … }` is
/// `let t = Task { … }`, `await t.value` is `try await t.value`, `cancel t` is `t.cancel()`,
/// and the task inherits the isolation of the code that makes it (`Task { }`, never
/// `Task.detached` unless the session says `detached`). The actor-field form is in
/// SwiftActorExportTests; SwiftConcurrencyTypecheckTests compiles the `storedTasks` sample.
@Suite struct SwiftStoredTaskExportTests {
    @Test func aLocalTaskIsATaskValueAwaitedAndCancelledByItsName() {
        let code = SwiftConcurrencyExportTests.code([
            "task p { let t = task { sleep 100ms; return 1 }; let u = task detached { return \"u\" }; cancel t; let v = await t.value; let w = await u.value; emit v; emit w }",
            "run",
        ])
        #expect(code.contains("            let t = Task {\n                try await Task.sleep(for: .milliseconds(100), clock: clock)\n                return 1\n            }"))
        #expect(code.contains("let u = Task.detached {"))
        #expect(code.contains("            t.cancel()"))
        #expect(code.contains("let v = try await t.value"))
        // A task that cannot throw is awaited without `try`.
        #expect(code.contains("let w = await u.value"))
    }

    /// In a plain func (off the main actor) the task is made there too: no main-actor property.
    @Test func aTaskStoredInAFuncIsALocalOfTheFunc() {
        let code = SwiftConcurrencyExportTests.code([
            "func load(id) { let t = task { let r = await fetch id after 100ms; return r }; let v = await t.value; return v }",
            "task a { let x = await load(2); emit x }", "run",
        ])
        #expect(code.contains("nonisolated func load(_ id: Int) async throws -> Int {"))
        #expect(code.contains("        let t = Task {"))
        #expect(code.contains("        let v = try await t.value"))
    }

    /// A `var` given a second task of another type has no one Swift type.
    @Test func aVarGivenTasksOfTwoTypesIsSkipped() {
        let result = SwiftConcurrencyExportTests.export(["task p { var t = task { return 1 }; t = task { return \"a\" } }", "run"])
        guard case .failure(let skip) = result else { Issue.record("exported"); return }
        #expect("\(skip)".contains("t holding a Task<Int, Never> and a Task<String, Never>"))
    }
}
