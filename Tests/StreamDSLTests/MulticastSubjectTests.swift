@testable import StreamDSL
import Testing

/// Issue 20's `multicast subject NAME` (Combine's `multicast(subject:)` with a subject the
/// session declared) and `multicast { subject }` / `multicast { current V }` (the factory) in a
/// session. Combine's order of events is checked against OpenCombine in
/// `MulticastSubjectDifferentialTests` and `MulticastFactoryDifferentialTests`; here the
/// language: the spellings, what the declared subject's own subscribers see, and mistakes.
@Suite struct MulticastSubjectTests {
    /// The subject stays the user's: a direct send reaches the multicast's subscriber before
    /// the connect (only the upstream waits for it), and once connected the upstream's values
    /// and completion reach the subject's own subscriber too.
    @Test func theDeclaredSubjectRelaysOnceConnected() {
        let lab = Playground()
        lab.accept("subject a; subject s; s | sink as direct")
        lab.accept("m = a | multicast subject s")
        lab.accept("m | sink as shared")
        lab.accept("send s 5 @50ms; send a 1 @100ms; connect m @150ms; send a 2 @200ms; send s 7 @250ms; complete a @300ms")
        lab.accept("send s 9 @350ms; run")
        let expected = ["^@0", "5@50", "2@200", "7@250", "|@300"]
        #expect(lab.events("direct") == expected)
        #expect(lab.events("shared") == expected)
    }

    /// A current-value subject gives each subscriber its value at subscription, before any connect.
    @Test func aCurrentValueSubjectGivesItsValueAtSubscription() {
        let lab = Playground()
        lab.accept("subject a; current c = 3")
        lab.accept("m = a | multicast subject c")
        lab.accept("m | sink as one")
        lab.accept("connect m; send a 4 @100ms; at 200ms: m | sink as two")
        lab.accept("complete a @300ms; run")
        #expect(lab.events("one") == ["^@0", "3@0", "4@100", "|@300"])
        #expect(lab.events("two") == ["^@200", "4@200", "|@300"])
    }

    @Test func theFactoryInBracesIsTheBareForm() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("m = a | multicast { current 0 }; m | sink as one; connect m")
        lab.accept("p = a | multicast { subject }; p | sink as two; connect p")
        lab.accept("send a 1 @100ms; complete a @200ms; run")
        #expect(lab.events("one") == ["^@0", "0@0", "1@100", "|@200"])
        #expect(lab.events("two") == ["^@0", "1@100", "|@200"])
    }

    /// The factory runs once (OpenCombine's `Multicast.lazySubject`): a second connect after
    /// the completion subscribes the upstream again, but into the same finished subject, so a
    /// later subscriber gets only the completion.
    @Test func aSecondConnectReusesTheFinishedSubject() {
        let lab = Playground()
        lab.accept("subject log; log | sink as upstreams")
        lab.accept(#"k = cold "-1|" | handleEvents subscription { send log 1 } | multicast { subject }"#)
        lab.accept("k | sink as one; connect k; at 500ms: connect k; at 600ms: k | sink as two; run")
        #expect(lab.events("upstreams") == ["^@0", "1@0", "1@500"])
        #expect(lab.events("one") == ["^@0", "1@100", "|@200"])
        #expect(lab.events("two") == ["^@600", "|@600"])
    }

    @Test func mistakesAreLocatedAndChangeNothing() {
        let lab = Playground()
        lab.accept("subject a; q = a | map x")
        let lanes = lab.laneNames
        let unknown = lab.reject("m = a | multicast subject nope")
        #expect(errorHeadlines(unknown) == ["error: unknown name 'nope'"])
        #expect(diagnosticLocations(unknown) == ["1:27"])
        let pipeline = lab.reject("m = a | multicast subject q")
        #expect(errorHeadlines(pipeline) == ["error: 'q' is a pipeline, not a subject"])
        #expect(diagnosticLocations(pipeline) == ["1:27"])
        let itself = lab.reject("m = a | map x | multicast subject a")
        #expect(errorHeadlines(itself).first?.contains("would relay into its own source") == true)
        #expect(diagnosticLocations(itself) == ["1:35"])
        lab.accept("object vm; published vm.text = \"a\"")
        let property = lab.reject("m = a | multicast subject vm.$text")
        #expect(errorHeadlines(property) == ["error: 'vm.$text' is a property or its publisher, not a subject"])
        #expect(diagnosticLocations(property) == ["1:27"])
        let braces = lab.reject("m = a | multicast { foo }")
        #expect(errorHeadlines(braces).first?.hasPrefix("error: expected 'subject' or 'current'") == true)
        #expect(lab.laneNames == lanes)
        #expect(errorHeadlines(lab.reject("connect m")) == ["error: unknown name 'm'"])
    }

    /// A relay loop the check cannot see (through the named pipeline `q`) stops the program
    /// as a trap, where Swift would overflow its stack. (Without a subscriber that asks, `s`
    /// never asks its upstream for anything, and nothing loops: as in Combine.)
    @Test func aRelayLoopThroughANameIsATrap() {
        let lab = Playground()
        lab.accept("subject s; q = s | map x; m = q | multicast subject s; connect m")
        lab.accept("send s 0")
        lab.accept("m | sink as out")
        let reply = lab.console.submit("send s 1")
        #expect(reply.errors.contains("trap: multicast subject s relays into its own upstream, 100 deep"))
        #expect(errorHeadlines(lab.reject("send s 2")) == ["error: the program has stopped: a trap ended it"])
    }
}
