import Foundation
import Testing

/// `--format json` for milestone 3's actors: the scenarios of transcripts/actor-reentrancy.md,
/// checked by hand against docs/CONCURRENCY-SEMANTICS.md. Reentrancy: `a`'s fetch frees the
/// actor, `b`'s call misses too, both answer at 200ms and `hits` is 2 (as the oracle's
/// `actor-reentrancy`). Contention: `work` holds the actor, so `b`'s call waits for `a`'s and
/// returns 2 at 200ms; the wait itself is an activity span, not in JSON.
@Suite struct ActorJSONTests {
    @Test func twoCallersBothMissAndFetchTwice() throws {
        let output = try TaskJSONTests.json("""
            actor cache { var hits = 0; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r } }
            task a { let v = await cache.get("k"); return v }
            task b { let v = await cache.get("k"); let n = await cache.hits; emit n; return v }
            """)
        #expect(output == #"{"lanes":[{"name":"a","events":[{"t":0,"kind":"start"},{"t":200,"kind":"finished","value":"k"}]},{"name":"b","events":[{"t":0,"kind":"start"},{"t":200,"kind":"value","value":2},{"t":200,"kind":"finished","value":"k"}]}]}"# + "\n")
    }

    @Test func workInAMethodMakesTheOtherCallerWait() throws {
        let output = try TaskJSONTests.json("""
            actor counter { var n = 0; func bump() { work 100ms; n = n + 1; return n } }
            task a { let v = await counter.bump(); return v }
            task b { let v = await counter.bump(); return v }
            """)
        #expect(output == #"{"lanes":[{"name":"a","events":[{"t":0,"kind":"start"},{"t":100,"kind":"finished","value":1}]},{"name":"b","events":[{"t":0,"kind":"start"},{"t":200,"kind":"finished","value":2}]}]}"# + "\n")
    }
}
