import Foundation
import Testing

/// `--format json` for milestone 4 and `onTermination` (issue 18 §5): a continuation's task
/// lane, the leak note on it, and the task an `onTermination` starts. The goldens are
/// scenarios of transcripts/continuations.md and transcripts/on-termination.md, each checked
/// by hand against docs/CONCURRENCY-SEMANTICS.md (and the oracle's lanes for the same scripts).
@Suite struct ContinuationJSONTests {
    @Test func aCancelRunsOnCancelAndTheTaskWaitsForItsResume() throws {
        let output = try TaskJSONTests.json("""
            task w { sleep 1s }
            task t { let v = await continuation k { callback after 300ms { resume k 5 } } onCancel { cancel w }; return v }
            cancel t @100ms
            """)
        #expect(output == #"{"lanes":[{"name":"w","events":[{"t":0,"kind":"start"},{"t":100,"kind":"cancelRequested"},{"t":100,"kind":"failure","error":"CancellationError"}]},{"name":"t","events":[{"t":0,"kind":"start"},{"t":100,"kind":"cancelRequested"},{"t":300,"kind":"finished","value":5}]}]}"# + "\n")
    }

    @Test func aLeakedContinuationLeavesItsTaskWithoutAnEndAndANote() throws {
        let output = try TaskJSONTests.json("task t { let v = await continuation k { }; return v }")
        #expect(output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"start"}]}],"notes":[{"t":0,"lane":"t","text":"SWIFT TASK CONTINUATION MISUSE: continuation k (task t) leaked its continuation without resuming it. This may cause tasks waiting on it to remain suspended forever."}]}"# + "\n")
    }

    @Test func onTerminationRunsOnceWhenTheWaitingLoopIsCancelled() throws {
        let output = try TaskJSONTests.json("""
            stream s onTermination { task n { emit x } }
            s | for await as l
            yield s 1 @100ms
            cancel l @150ms
            finish s @200ms
            """)
        #expect(output == #"{"lanes":[{"name":"l","events":[{"t":0,"kind":"subscribe"},{"t":100,"kind":"value","value":1},{"t":150,"kind":"finished"}]},{"name":"n","events":[{"t":150,"kind":"start"},{"t":150,"kind":"value","value":"cancelled"},{"t":150,"kind":"finished"}]}]}"# + "\n")
    }
}
