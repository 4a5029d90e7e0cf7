import Foundation
import Testing

/// `--format json` for tasks (issue 18 §5): one lane per task, named by the task, with
/// `start`, `value` for each `emit`, `cancelRequested`, and the end: `finished` (with
/// `"value"` when the task returned one) or `failure` with the error. The goldens are the
/// scenarios of transcripts/tasks-and-cancellation.md and transcripts/didset-debounce.md,
/// each checked by hand against docs/CONCURRENCY-SEMANTICS.md.
@Suite struct TaskJSONTests {
    static func json(_ script: String) throws -> String {
        let file = try ScriptFile(script)
        let run = CLIRun(["run", file.path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        return run.output
    }

    @Test func aTaskThatReturnsAValue() throws {
        let output = try Self.json(#"task load { emit "start"; sleep 300ms; emit "done"; return 42 }"#)
        #expect(output == #"{"lanes":[{"name":"load","events":[{"t":0,"kind":"start"},{"t":0,"kind":"value","value":"start"},{"t":300,"kind":"value","value":"done"},{"t":300,"kind":"finished","value":42}]}]}"# + "\n")
    }

    @Test func cancellingASleepAndAFetch() throws {
        let output = try Self.json("""
            task t { sleep 1s; emit "never" }
            task search { let r = await fetch "swift" after 300ms; emit r }
            task offline { await fetch fail "offline" after 200ms }
            cancel t @400ms
            cancel search @100ms
            """)
        #expect(output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"start"},{"t":400,"kind":"cancelRequested"},{"t":400,"kind":"failure","error":"CancellationError"}]},{"name":"search","events":[{"t":0,"kind":"start"},{"t":100,"kind":"cancelRequested"},{"t":100,"kind":"failure","error":"cancelled"}]},{"name":"offline","events":[{"t":0,"kind":"start"},{"t":200,"kind":"failure","error":"offline"}]}]}"# + "\n")
    }

    @Test func theHandWrittenDebounce() throws {
        let output = try Self.json("""
            object vm
            published vm.query = ""
            didSet vm.query { cancel search; task search { sleep 300ms; let r = await fetch x after 200ms; emit r } }
            set vm.query "s" @0ms
            set vm.query "sw" @100ms
            set vm.query "swi" @200ms
            set vm.query "swift" @600ms
            """)
        let lanes = [
            #"{"name":"search (1)","events":[{"t":0,"kind":"start"},{"t":100,"kind":"cancelRequested"},{"t":100,"kind":"failure","error":"CancellationError"}]}"#,
            #"{"name":"search (2)","events":[{"t":100,"kind":"start"},{"t":200,"kind":"cancelRequested"},{"t":200,"kind":"failure","error":"CancellationError"}]}"#,
            #"{"name":"search (3)","events":[{"t":200,"kind":"start"},{"t":600,"kind":"cancelRequested"},{"t":600,"kind":"failure","error":"cancelled"}]}"#,
            #"{"name":"search","events":[{"t":600,"kind":"start"},{"t":1100,"kind":"value","value":"swift"},{"t":1100,"kind":"finished"}]}"#,
        ]
        #expect(output == #"{"lanes":["# + lanes.joined(separator: ",") + "]}\n")
    }
}
