import Foundation
import Testing

/// `--format json` for milestone 3's executors: `work` holding the main actor, a detached
/// task hopping back with `on main`, and pool exhaustion. The goldens are the scenarios of
/// transcripts/main-actor-work.md and transcripts/pool-exhaustion.md, checked by hand against
/// docs/CONCURRENCY-SEMANTICS.md (its milestone-3 model rules): lanes keep issue 18 §5's
/// kinds, and the activity spans are not in JSON.
@Suite struct TaskExecutorJSONTests {
    @Test func workOnTheMainActorDelaysATaskMadeMeanwhile() throws {
        let output = try TaskJSONTests.json("""
            task decode { work 300ms; emit "decoded" }
            task tap { emit "tapped" }
            """)
        #expect(output == #"{"lanes":[{"name":"decode","events":[{"t":0,"kind":"start"},{"t":300,"kind":"value","value":"decoded"},{"t":300,"kind":"finished"}]},{"name":"tap","events":[{"t":300,"kind":"start"},{"t":300,"kind":"value","value":"tapped"},{"t":300,"kind":"finished"}]}]}"# + "\n")
    }

    @Test func aDetachedTaskWorksOffTheMainActorAndHopsBackForTheUI() throws {
        let output = try TaskJSONTests.json("""
            task decode detached { work 300ms; on main { emit ui "decoded" } }
            task tap { emit ui "tapped" }
            """)
        // No note: both `emit ui` run on the main actor.
        #expect(output == #"{"lanes":[{"name":"decode","events":[{"t":0,"kind":"start"},{"t":300,"kind":"value","value":"decoded"},{"t":300,"kind":"finished"}]},{"name":"tap","events":[{"t":0,"kind":"start"},{"t":0,"kind":"value","value":"tapped"},{"t":0,"kind":"finished"}]}]}"# + "\n")
    }

    @Test func moreBlockingWorkThanPoolThreadsMakesTheRestWait() throws {
        let file = try ScriptFile("""
            :set pool 2
            task a detached { work 300ms; emit "a" }
            task b detached { work 300ms; emit "b" }
            task c detached { work 300ms; emit "c" }
            task d detached { sleep 100ms; emit "d" }
            task ui { sleep 100ms; emit "ui" }
            """)
        let run = CLIRun(["run", file.path, "--format", "json"])
        #expect(run.status == 0)
        let lanes = [
            #"{"name":"a","events":[{"t":0,"kind":"start"},{"t":300,"kind":"value","value":"a"},{"t":300,"kind":"finished"}]}"#,
            #"{"name":"b","events":[{"t":0,"kind":"start"},{"t":300,"kind":"value","value":"b"},{"t":300,"kind":"finished"}]}"#,
            #"{"name":"c","events":[{"t":300,"kind":"start"},{"t":600,"kind":"value","value":"c"},{"t":600,"kind":"finished"}]}"#,
            #"{"name":"d","events":[{"t":300,"kind":"start"},{"t":400,"kind":"value","value":"d"},{"t":400,"kind":"finished"}]}"#,
            #"{"name":"ui","events":[{"t":0,"kind":"start"},{"t":100,"kind":"value","value":"ui"},{"t":100,"kind":"finished"}]}"#,
        ]
        #expect(run.output == #"{"lanes":["# + lanes.joined(separator: ",") + "]}\n")
    }
}
