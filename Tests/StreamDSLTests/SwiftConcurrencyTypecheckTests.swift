import Foundation
import StreamConsole
import StreamDSL
import Testing

/// The concurrency exports compile: `swiftc -typecheck -swift-version 6` of a sample of
/// sessions written like the concurrency transcripts (tasks and cancellation, async let, task
/// groups, continuations, an observable model). The file is self-contained (Foundation and
/// Observation only), so nothing but the toolchain is needed. A broken export is refused: the
/// last test changes one type by hand and expects the compiler to say so.
@Suite(.serialized) struct SwiftConcurrencyTypecheckTests {
    /// The compiler's status and what it printed, for `source` as one file.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamlab-typecheck-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Session.swift"), output = folder.appendingPathComponent("output")
        try Data(source.utf8).write(to: file)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", file.path]
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    static let samples: [(name: String, inputs: [String])] = [
        ("tasksAndCancellation", [
            "task load { emit \"start\"; sleep 300ms; emit \"done\"; return 42 }",
            "task worker { do { sleep 500ms; emit \"slept\" } catch { emit error }; if isCancelled { return \"stopped early\" }; return \"done\" }",
            "cancel worker @200ms",
            "task search { let r = await fetch \"swift\" after 300ms; emit r }",
            "task offline { await fetch fail \"offline\" after 200ms }",
            "task p { task c { emit \"c runs\"; sleep 100ms; checkCancellation }; cancel c; emit \"p done\" }",
            "task waiter { let v = await load.value; emit v + 1 }",
            "run",
        ]),
        ("asyncLet", [
            "func load(id) { sleep 200ms; return id * 10 }",
            "func bad() { sleep 100ms; throw \"bad\" }",
            "task t { async let a = load(1); async let b = load(2); let x = await a; let y = await b; emit x + y }",
            "task u detached { async let c = bad(); do { let z = await c; emit z } catch { emit error } }",
            "run",
        ]),
        ("taskGroups", [
            "func fetchPage(n) { let r = await fetch n * 2 after 100ms; return r }",
            "task t { group g { add g { let p = await fetchPage(1); return p }; add g { sleep 100ms; throw \"bad\" }; do { for await r in g { emit r } } catch { emit error } }; emit \"after\" }",
            "task s { group g2 { add g2 { sleep 50ms }; cancelAll g2 } }",
            "run",
        ]),
        ("continuations", [
            "task t { let w = task detached { sleep 500ms; emit \"w done\" }; let v = await continuation k { callback after 300ms { resume k 5 } } onCancel { cancel w }; emit v }",
            "task f { let w = await continuation k2 { callback after 100ms { resume k2 throwing \"nope\" } }; emit w }",
            "cancel t @100ms",
            "run",
        ]),
        ("observableModel", [
            "object vm", "observable vm.text = \"\"", "observable vm.count = 0",
            "func show(v) on main { set vm.text v }",
            "task t { sleep 100ms; await show(\"hi\"); on main { set vm.count 1 } }",
            "set vm.count 2 @50ms",
            "run",
        ]),
        // Issue 18 §7: an actor (its fields, methods called from tasks, a field read).
        ("actorCache", [
            "actor cache { var hits = 0; let limit = 3; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r }; func total() { return hits } }",
            "task a { let v = await cache.get(\"k\"); return v }",
            "task b { do { let v = await cache.get(\"k\"); emit v } catch { emit error }; let n = await cache.hits; let c = await cache.total(); emit n + c }",
            "run",
        ]),
        // Issue 18 §7: tasks kept as values (lesson 20's reentrancy fix; locals in a task and a func).
        ("storedTasks", [
            "actor cache { var hits = 0; var loading = nil; func get(k) { if loading == nil { hits = hits + 1; loading = task { let r = await fetch k after 200ms; return r } }; let v = await loading.value; return v }; func stop() { cancel loading } }",
            "func load(id) { let t = task { let r = await fetch id after 100ms; return r }; let v = await t.value; return v }",
            "task a { let v = await cache.get(\"quote\"); emit v; await cache.stop() }",
            "task b { let t = task { sleep 100ms; return 1 }; let u = task detached { return \"u\" }; cancel t; let w = await u.value; emit w; let v = await t.value; let x = await load(v); emit x }",
            "run",
        ]),
        // Issue 18 §7: `work` (a blocking helper) on the main actor, in a plain func and in an actor.
        ("blockingWork", [
            "actor parser { var parsed = 0; func parse(n) { work 50ms; parsed = parsed + n; return parsed } }",
            "func decode(n) { work 100ms; return n * 2 }",
            "task ui { work 200ms; emit \"drawn\" }",
            "task bg detached { let v = await decode(3); let p = await parser.parse(v); emit p }",
            "run",
        ]),
        // Issue 18 §7: observations loops and track over an @Observable model.
        ("observationLoops", [
            "object vm", "observable vm.text = \"\"", "observable vm.count = 0",
            "task t { for await v in observations { vm.text } { emit v; if v == \"stop\" { return } } }",
            "task c { for await n in observations { vm.count * 2 } { sleep 100ms; emit n } }",
            "track { vm.text } { task u { emit vm.text }; track { vm.text } { task again { emit \"again\" } } }",
            "set vm.text \"a\" @100ms", "set vm.count 1 @100ms", "cancel c @500ms", "run",
        ]),
        // Issue 18 §7: the hand-written debounce from a didSet handler (didset-debounce's, on an observable property).
        ("didSetDebounce", [
            "object vm", "observable vm.query = \"\"", "observable vm.edits = 0",
            "didSet vm.query { cancel search; task search { sleep 300ms; let r = await fetch x after 200ms; emit r } }",
            "didSet vm.edits { if oldValue != x { task note { emit x } } }",
            "set vm.query \"s\" @0ms", "set vm.query \"sw\" @100ms", "set vm.edits 1 @150ms", "set vm.query \"swift\" @1s", "run",
        ]),
    ]

    @Test(arguments: samples.map(\.name))
    func theExportTypeChecksInTheSwift6LanguageMode(_ name: String) throws {
        let inputs = try #require(Self.samples.first { $0.name == name }).inputs
        let source: String
        switch SwiftConcurrencyExportTests.export(inputs) {
        case .success(let file): source = file
        case .failure(let skip):
            Issue.record("not exported: \(skip)")
            return
        }
        let result = try Self.typecheck(source)
        #expect(result.status == 0, "\(result.output)\n\(source)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    /// Every sample is a session StreamLab accepts: a refused line would be missing from the
    /// export, and the sample would check less than it says.
    @Test(arguments: samples.map(\.name))
    func everyLineOfTheSampleIsAccepted(_ name: String) throws {
        let inputs = try #require(Self.samples.first { $0.name == name }).inputs
        let console = Console(session: Session(settings: SessionSettings()), allowsFileAccess: false)
        for input in inputs {
            let reply = console.submit(input)
            #expect(!reply.hadError, "\(input)\n\(reply.errors)")
        }
    }

    /// The check can fail: one type changed by hand, and the compiler refuses the file.
    @Test func aWrongExportIsRefused() throws {
        guard case .success(let file) = SwiftConcurrencyExportTests.export(Self.samples[0].inputs) else {
            Issue.record("not exported")
            return
        }
        #expect(file.contains("var load: Task<Int, any Error>?"))
        let broken = file.replacingOccurrences(of: "var load: Task<Int, any Error>?", with: "var load: Task<String, any Error>?")
        let result = try Self.typecheck(broken)
        #expect(result.status != 0)
        #expect(result.output.contains("error:"))
    }
}
