import Foundation
import Testing

/// `--format json` for the `future { }` bridge (issue 18 milestone 6): the scenarios of
/// transcripts/future-bridge.md, checked by hand against docs/CONCURRENCY-SEMANTICS.md. Under
/// `switchToLatest` the superseded future's task `search (1)` runs on to 300 (with a note on its
/// lane at the cancel, 100) while only the newest answer reaches `results` at 400; with the
/// `handleEvents cancel` hook it is cancelled at 100 and its fetch throws `cancelled`, with no
/// note. A body without `return` gives `()`, a tuple, which JSON writes as `[]`.
@Suite struct FutureBridgeJSONTests {
    static let search = #"query | map { future as search { let r = await fetch x after 300ms; return r }"#

    @Test func supersededTasksRunOnWithANote() throws {
        let output = try TaskJSONTests.json("""
            subject query
            \(Self.search) } | switchToLatest | sink as results
            send query "s" @0ms, "sw" @100ms
            """)
        #expect(output == #"{"lanes":[{"name":"results","events":[{"t":0,"kind":"subscribe"},{"t":400,"kind":"value","value":"sw"}]},{"name":"search (1)","events":[{"t":0,"kind":"start"},{"t":300,"kind":"finished","value":"s"}]},{"name":"search","events":[{"t":100,"kind":"start"},{"t":400,"kind":"finished","value":"sw"}]}],"notes":[{"t":100,"lane":"search (1)","text":"its subscriber was cancelled and the task goes on: cancelling a Future's subscriber does not cancel the Task that fulfils its promise (handleEvents cancel { cancel search } does)"}]}"# + "\n")
    }

    @Test func theCancelHookCancelsEachFuturesOwnTask() throws {
        let output = try TaskJSONTests.json("""
            subject query
            \(Self.search) | handleEvents cancel { cancel search } } | switchToLatest | sink as results
            send query "s" @0ms, "sw" @100ms
            """)
        #expect(output == #"{"lanes":[{"name":"results","events":[{"t":0,"kind":"subscribe"},{"t":400,"kind":"value","value":"sw"}]},{"name":"search (1)","events":[{"t":0,"kind":"start"},{"t":100,"kind":"cancelRequested"},{"t":100,"kind":"failure","error":"cancelled"}]},{"name":"search","events":[{"t":100,"kind":"start"},{"t":400,"kind":"finished","value":"sw"}]}]}"# + "\n")
    }

    @Test func aVoidFutureGivesTheEmptyTuple() throws {
        let output = try TaskJSONTests.json("future { sleep 100ms } | sink as saved")
        #expect(output == #"{"lanes":[{"name":"saved","events":[{"t":0,"kind":"subscribe"},{"t":100,"kind":"value","value":[]},{"t":100,"kind":"finished"}]},{"name":"future","events":[{"t":0,"kind":"start"},{"t":100,"kind":"finished"}]}]}"# + "\n")
    }
}
