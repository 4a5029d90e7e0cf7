import Foundation
@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
@testable import SwiftExporter
import Testing

/// `:swift` on a session of tasks, functions, groups, continuations and observable models:
/// the Swift concurrency a developer would write (issue 18 §7). What each line must be comes
/// from the issue's table of spellings (§2, §3), not from the exporter's output; that the
/// code compiles is `SwiftConcurrencyTypecheckTests`'.
@Suite struct SwiftConcurrencyExportTests {
    /// The session's file, or why it was refused.
    static func export(_ inputs: [String]) -> Result<String, SwiftExportSkip> {
        let console = Console(session: Session(settings: SessionSettings()), allowsFileAccess: false)
        for input in inputs { _ = console.submit(input) }
        return SwiftExport.sessionFile(console.session.journal, settings: console.session.settings, testName: "sample")
    }

    static func code(_ inputs: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch export(inputs) {
        case .success(let file): return file
        case .failure(let skip):
            Issue.record("skipped: \(skip)", sourceLocation: sourceLocation)
            return ""
        }
    }

    static func skip(_ inputs: [String]) -> String? {
        if case .failure(let skip) = export(inputs) { return skip.description }
        return nil
    }

    @Test func aTaskIsATaskMadeInAMainActorClassAndSleepsOnTheGivenClock() {
        let code = Self.code(["task load { emit \"start\"; sleep 300ms; emit \"done\"; return 42 }", "run"])
        #expect(code.contains("@MainActor final class SampleSession<TestClock: Clock<Duration>> {"))
        #expect(code.contains("var load: Task<Int, any Error>?"))
        #expect(code.contains("load = Task {\n"))
        #expect(code.contains("try await Task.sleep(for: .milliseconds(300), clock: clock)"))
        #expect(code.contains("print(\"start\")"))
        #expect(code.contains("return 42"))
        // The settings it assumes are written down.
        #expect(code.contains("Swift 6 language mode"))
        #expect(code.contains("default actor isolation nonisolated"))
    }

    @Test func aTaskThatCannotThrowHasNeverAsItsFailure() {
        let code = Self.code(["task w { do { sleep 500ms } catch { emit error }; if isCancelled { return \"early\" }; return \"done\" }",
                              "cancel w @200ms", "run"])
        #expect(code.contains("var w: Task<String, Never>?"))
        #expect(code.contains("if Task.isCancelled {"))
        #expect(code.contains("print(text(of: error))"))
        // `cancel w @200ms`: on the main actor once the clock has moved 200ms.
        #expect(code.contains("after(.milliseconds(200)) { [self] in\n            w?.cancel()"))
    }

    @Test func aFuncIsNonisolatedAsyncThrowingWithTypesFromItsCall() {
        let code = Self.code(["func load(id) { sleep 100ms; return id * 2 }", "func show(shown) on main { emit shown }",
                              "task t { let v = await load(3); await show(v) }", "run"])
        #expect(code.contains("nonisolated func load(_ id: Int) async throws -> Int {"))
        #expect(code.contains("\n    func show(_ shown: Int) async throws {"))
        #expect(code.contains("let v = try await load(3)"))
    }

    @Test func fetchStandsForARealAPIAndSaysSo() {
        let code = Self.code(["task search { let r = await fetch \"swift\" after 300ms; emit r }", "cancel search @100ms", "run"])
        #expect(code.contains("let r = try await fetch(\"swift\", after: .milliseconds(300))"))
        #expect(code.contains("/// Stands for a real API"))
        #expect(code.contains("throw URLError(.cancelled)"))
    }

    @Test func detachedAsyncLetAndGroupsAreTheirSwiftForms() {
        let code = Self.code([
            "func load(id) { sleep 100ms; return id }",
            "task a { async let one = load(1); let y = await one; emit y }",
            "task g detached { group kids { add kids { sleep 100ms; return 1 }; add kids { return 2 }; for await r in kids { emit r } } }",
            "run",
        ])
        #expect(code.contains("async let one = load(1)"))
        #expect(code.contains("let y = try await one"))
        #expect(code.contains("g = Task.detached { [self] in"))
        #expect(code.contains("try await withThrowingTaskGroup(of: Int.self) { kids in"))
        #expect(code.contains("kids.addTask { [self] in"))
        #expect(code.contains("for try await r in kids {"))
    }

    @Test func aContinuationIsACheckedThrowingContinuationResumedFromACallback() {
        let code = Self.code(["task t { let v = await continuation k { callback after 300ms { resume k 5 } }; return v }", "run"])
        #expect(code.contains("let v = try await withCheckedThrowingContinuation { (k: CheckedContinuation<Int, any Error>) in"))
        #expect(code.contains("k.resume(returning: 5)"))
        #expect(code.contains("after(.milliseconds(300)) {"))
    }

    @Test func anObservableModelIsMarkedWithItsAvailability() {
        let code = Self.code(["object vm", "observable vm.text = \"a\"", "task t { set vm.text \"b\" }", "run"])
        #expect(code.contains("@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)\n@MainActor @Observable final class VmModel {"))
        #expect(code.contains("var text: String = \"a\""))
        #expect(code.contains("import Observation"))
        #expect(code.contains("vm.text = \"b\""))
    }

    /// `work D` is a blocking helper the file defines, saying what it stands for, called where
    /// the work runs (a task on the main actor here, so it holds the main actor).
    @Test func workIsABlockingHelperThatSaysWhatItStandsFor() {
        let code = Self.code(["func decode(n) { work 100ms; return n }", "task t { work 200ms; let v = await decode(1); emit v }", "run"])
        #expect(code.contains("        t = Task {\n            blockingWork(for: .milliseconds(200))"))
        #expect(code.contains("    nonisolated func decode(_ n: Int) async throws -> Int {\n        blockingWork(for: .milliseconds(100))"))
        #expect(code.contains("/// Stands for synchronous work (a loop, a decode: StreamLab's `work D`)"))
        #expect(code.contains("\nfunc blockingWork(for duration: Duration) {"))
        // Without `work`, no helper.
        #expect(!Self.code(["task t { emit 1 }", "run"]).contains("blockingWork"))
    }

    @Test func userTextIsAStringLiteralOrACheckedIdentifier() {
        let code = Self.code(["task class { emit \"a\\\"b\\n}\" }", "run"])
        #expect(code.contains("var class_: Task<Void, Never>?"))
        #expect(code.contains(#"print("a\"b\n}")"#))
        #expect(!code.contains("\n}\")"))
    }

    @Test func whatCannotBeExpressedYetSaysWhatAndWhy() {
        #expect(Self.skip(["subject a", "task t { emit 1 }", "run"])?.contains("beside tasks") == true)
        // A function never called has parameters of no known type.
        #expect(Self.skip(["func f(a) { return a }", "task t { emit 1 }", "run"])?.contains("never called") == true)
    }
}
