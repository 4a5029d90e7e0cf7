@testable import StreamDSL
import Testing

/// `share` after an async sequence with a buffering policy (issue 20): AsyncAlgorithms'
/// `share(bufferingPolicy:)`. The oracle compares each policy's ordinary run (`aa-share-*`);
/// these are the edges and the rules the library's source states.
@Suite struct AsyncSharePolicyTests {
    @Test func aZeroLimitIsALocatedErrorAndDefinesNothing() {
        let lab = Playground()
        lab.accept("stream s")
        for policy in ["newest", "oldest", "bounded"] {
            #expect(lab.reject("q = s | share \(policy) 0").contains("share needs room for at least 1 element"))
        }
        #expect(lab.reject("q | for await as out").contains("q"), "the refused definitions made no q")
    }

    @Test func thePoliciesBelongToAsyncSequences() {
        let lab = Playground()
        lab.accept("subject a")
        let message = lab.reject("q = a | share newest 2")
        #expect(message.contains("share newest is AsyncAlgorithms' share(bufferingPolicy:)"))
        #expect(message.contains("1:15"), "located at the word")
    }

    /// `.bufferingNewest(1)` with nobody taking: the slow loop sees only the newest element
    /// when it asks again, where the default `bounded(1)` would have held the base back.
    @Test func newestKeepsTheNewestForASlowLoop() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            q = s | share newest 1
            q | for await as fast
            q | for await work 100ms as slow
            yield s 1 @0ms, 2 @10ms, 3 @20ms, 4 @30ms
            finish s @150ms
            run
            """)
        // 2 is kept for slow; 3 drops it and, the fast loop's position not moving, is not
        // handed to fast (it had taken 2); 4 likewise. slow takes the newest, 4, at 100.
        #expect(lab.events("slow") == ["^@0", "1@0", "4@100", "|@200"])
        #expect(lab.events("fast") == ["^@0", "1@0", "2@10", "|@150"])
    }

    /// `.unbounded` keeps every element for the slow loop, counting them against memory; the
    /// fast loop is never held back.
    @Test func unboundedNeverHoldsTheFastLoopBack() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            q = s | share unbounded
            q | for await as fast
            q | for await work 100ms as slow
            yield s 1 @0ms, 2 @10ms, 3 @20ms
            finish s @30ms
            run
            """)
        #expect(lab.events("fast") == ["^@0", "1@0", "2@10", "3@20", "|@30"])
        #expect(lab.events("slow") == ["^@0", "1@0", "2@100", "3@200", "|@300"])
    }
}
