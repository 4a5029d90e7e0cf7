import StreamDSL
import SwiftExporter
import Testing

/// `:swift` of a session with an actor (issue 18 §7): the actor a developer writes, nested in
/// the session class so it shares its clock type, with typed fields and one `async throws`
/// method per method (parameter types from the calls), and what it still cannot translate,
/// with the reason. (SwiftConcurrencyTypecheckTests compiles the `actorCache` sample.)
@Suite struct SwiftActorExportTests {
    static let cache = "actor cache { var hits = 0; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r } }"

    @Test func anActorIsWrittenWithItsFieldsAndTheMethodsTheTasksCall() {
        let code = SwiftConcurrencyExportTests.code([Self.cache, #"task a { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }"#])
        #expect(code.contains("    actor Cache {"))
        #expect(code.contains("        var hits: Int = 0"))
        #expect(code.contains("        func get_(_ k: String) async throws -> String {"))
        #expect(code.contains("            hits = hits + 1"))
        #expect(code.contains("    let cache: Cache"))
        #expect(code.contains("        cache = Cache(clock: clock)"))
        #expect(code.contains(#"let v = try await cache.get_("k")"#))
        #expect(code.contains("let n = await cache.hits"))
    }

    @Test func aMethodCalledWithTwoTypesOrNeverCalledWithParametersIsSkippedWithItsReason() {
        let twice = SwiftConcurrencyExportTests.export([Self.cache, #"task a { let v = await cache.get("k"); let w = await cache.get(1) }"#])
        guard case .failure(let skip) = twice else { Issue.record("exported"); return }
        #expect("\(skip)".contains("cache.get called with (Int) and (String)"))
        let never = SwiftConcurrencyExportTests.export([Self.cache, "task a { emit 1 }"])
        guard case .failure(let skip) = never else { Issue.record("exported"); return }
        #expect("\(skip)".contains("cache.get, never called"))
    }

    /// The reentrancy fix (lesson 20): the in-flight task kept in a field declared `nil`
    /// (`loading = task { … }`) is a `Task<String, any Error>?` field of the actor; awaiting it
    /// unwraps it (the method stored a task there before), as the Swift fix does.
    @Test func aTaskStoredInAFieldIsAnOptionalTaskField() {
        let code = SwiftConcurrencyExportTests.code([Self.reentrancyFix, #"task a { let v = await cache.get("k"); emit v }"#, "run"])
        #expect(code.contains("        var loading: Task<String, any Error>? = nil"))
        // `if loading == nil`, without the parentheses Swift does not need.
        #expect(code.contains("            if loading == nil {"))
        #expect(code.contains("                loading = Task {"))
        #expect(code.contains("                    let r = try await fetch(k, after: .milliseconds(200))"))
        #expect(code.contains("            let v = try await loading!.value"))
    }

    static let reentrancyFix = "actor cache { var hits = 0; var loading = nil; func get(k) { if loading == nil { hits = hits + 1; loading = task { let r = await fetch k after 200ms; return r } }; let v = await loading.value; return v } }"

    /// A field given tasks of two types has no one Swift type: skipped with its reason.
    @Test func aFieldGivenTasksOfTwoTypesIsSkipped() {
        let result = SwiftConcurrencyExportTests.export([
            "actor box { var t = nil; func a() { t = task { return 1 } }; func b() { t = task { return \"x\" } } }",
            "task u { await box.a(); await box.b() }",
        ])
        guard case .failure(let skip) = result else { Issue.record("exported"); return }
        #expect("\(skip)".contains("box.t holding a Task<Int, Never> and a Task<String, Never>"))
    }

    @Test func aFieldWithoutATypeIsSkippedWithItsReason() {
        let result = SwiftConcurrencyExportTests.export(["actor box { var v = nil; func get() { return v } }", "task a { let x = await box.get() }"])
        guard case .failure(let skip) = result else { Issue.record("exported"); return }
        #expect("\(skip)".contains("box.v"))
    }
}
