import Foundation
import Testing

/// `--format json` for milestone 2 (issue 18 §5): the goldens are scenarios of
/// transcripts/async-let.md and transcripts/task-groups.md, each checked by hand against
/// docs/CONCURRENCY-SEMANTICS.md (and the same as the oracle's `async-let-concurrent`,
/// `sequential-awaits` and `group-returns-early`). With `:set stages on` children get lanes
/// `t/a` and `g#1`.
@Suite struct StructuredTaskJSONTests {
    @Test func sequentialAwaitsThenAsyncLet() throws {
        let output = try TaskJSONTests.json("""
            func load(q) { let r = await fetch q after 200ms; return r }
            task seq { let x = await load("x"); let y = await load("y"); return x + y }
            task par { async let a = load("x"); async let b = load("y"); let x = await a; let y = await b; return x + y }
            """)
        let lanes = [
            #"{"name":"seq","events":[{"t":0,"kind":"start"},{"t":400,"kind":"finished","value":"xy"}]}"#,
            #"{"name":"par","events":[{"t":0,"kind":"start"},{"t":200,"kind":"finished","value":"xy"}]}"#,
        ]
        #expect(output == #"{"lanes":["# + lanes.joined(separator: ",") + "]}\n")
    }

    @Test func aGroupThatReturnsEarlyWaitsForItsSlowestChild() throws {
        let file = try ScriptFile("""
            :set stages on
            task t { group g { add g { sleep 100ms; return 1 }; add g { sleep 300ms; return 2 }; for await r in g { emit r; return r } }; emit "after" }
            """)
        let run = CLIRun(["run", file.path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.errors == "stages = on\n")  // the setting's echo, not an error
        let output = run.output
        let lanes = [
            #"{"name":"t","events":[{"t":0,"kind":"start"},{"t":100,"kind":"value","value":1},{"t":300,"kind":"value","value":"after"},{"t":300,"kind":"finished"}]}"#,
            #"{"name":"g#1","events":[{"t":0,"kind":"start"},{"t":100,"kind":"finished","value":1}]}"#,
            #"{"name":"g#2","events":[{"t":0,"kind":"start"},{"t":300,"kind":"finished","value":2}]}"#,
        ]
        #expect(output == #"{"lanes":["# + lanes.joined(separator: ",") + "]}\n")
    }
}
