import Foundation
import Testing

/// `--format json` for issue 18 §3's task as a value: the scenarios of
/// transcripts/actor-reentrancy.md's fix and the oracle's `stored-task-*`, checked by hand
/// against docs/CONCURRENCY-SEMANTICS.md. The fix: the first caller starts the fetch and keeps
/// its task in `loading`, whose lane is named after the field; the second awaits the same task,
/// so both return "k" at 200ms and `hits` is 1. A stored task cancelled while another task
/// awaits its value fails with CancellationError, which the waiter rethrows at that instant.
@Suite struct StoredTaskJSONTests {
    @Test func theReentrancyFixSharesOneFetch() throws {
        let output = try TaskJSONTests.json("""
            actor cache { var hits = 0; var loading = nil; func get(k) { if loading == nil { hits = hits + 1; loading = task { let r = await fetch k after 200ms; return r } }; let v = await loading.value; return v } }
            task a { let v = await cache.get("k"); return v }
            task b { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }
            """)
        #expect(output == #"{"lanes":[{"name":"a","events":[{"t":0,"kind":"start"},{"t":200,"kind":"finished","value":"k"}]},{"name":"loading","events":[{"t":0,"kind":"start"},{"t":200,"kind":"finished","value":"k"}]},{"name":"b","events":[{"t":0,"kind":"start"},{"t":200,"kind":"value","value":1},{"t":200,"kind":"finished","value":"k"}]}]}"# + "\n")
    }

    @Test func aStoredTaskCancelledWhileAwaitedFailsItsWaiter() throws {
        let output = try TaskJSONTests.json("""
            task t { let u = task { sleep 300ms; return 1 }; let w = task { let v = await u.value; return v }; sleep 100ms; cancel u; return 0 }
            """)
        #expect(output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"start"},{"t":100,"kind":"finished","value":0}]},{"name":"u","events":[{"t":0,"kind":"start"},{"t":100,"kind":"cancelRequested"},{"t":100,"kind":"failure","error":"CancellationError"}]},{"name":"w","events":[{"t":0,"kind":"start"},{"t":100,"kind":"failure","error":"CancellationError"}]}]}"# + "\n")
    }

    @Test func aNameStoringASecondTaskNumbersTheFirstLane() throws {
        let output = try TaskJSONTests.json("""
            task t { var u = task { sleep 100ms; return 1 }; u = task { sleep 50ms; return 2 }; let a = await u.value; return a }
            """)
        #expect(output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"start"},{"t":50,"kind":"finished","value":2}]},{"name":"u (1)","events":[{"t":0,"kind":"start"},{"t":100,"kind":"finished","value":1}]},{"name":"u","events":[{"t":0,"kind":"start"},{"t":50,"kind":"finished","value":2}]}]}"# + "\n")
    }
}
