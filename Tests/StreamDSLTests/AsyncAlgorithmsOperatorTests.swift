@testable import StreamDSL
import Testing

/// Issue 20's element-wise AsyncAlgorithms operators end to end; the expected lanes are the
/// async oracle's (`aa-compacted`, `aa-adjacentPairs`, `aa-reductions`, `aa-interspersed`),
/// and bad input is a located error that changes nothing.
@Suite struct AsyncAlgorithmsOperatorTests {
    func run(_ stage: String, _ input: String, work: String = "",
             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        Playground.asyncLoop(stage, input, work: work, sourceLocation: sourceLocation)
    }

    @Test func compactedSkipsNil() {
        #expect(run("compacted", "yield s 1 @0ms, nil @100ms, 3 @200ms; finish s @300ms") == ["^@0", "1@0", "3@200", "|@300"])
    }

    @Test func adjacentPairsAreTuples() {
        #expect(run("adjacentPairs", "yield s 1 @0ms, 2 @100ms, 3 @200ms; finish s @300ms")
            == ["^@0", "(1, 2)@100", "(2, 3)@200", "|@300"])
        #expect(run("adjacentPairs", "yield s 1; finish s @100ms") == ["^@0", "|@100"])
    }

    @Test func reductionsSendEveryRunningResult() {
        #expect(run("reductions 0, acc + x", "yield s 1 @0ms, 2 @100ms, 3 @200ms; finish s @300ms")
            == ["^@0", "1@0", "3@100", "6@200", "|@300"])
        #expect(run("reductions 10, acc * x", "finish s") == ["^@0", "|@0"])
    }

    @Test func aWrongKindFailsTheSequence() {
        let events = run("reductions 1, acc * x", #"yield s 2, "a", 3"#)
        #expect(events.count == 3 && events[1] == "2@0" && events[2].hasPrefix("#type error"), "\(events)")
    }

    @Test func theSeparatorWaitsForTheNextElement() {
        #expect(run("interspersed 0", "yield s 1 @0ms, 2 @100ms; finish s @250ms", work: "work 50ms ")
            == ["^@0", "1@0", "0@100", "2@150", "|@250"])
        #expect(run(#"interspersed "-""#, "yield s 1, 2, 3; finish s") == ["^@0", "1@0", #""-"@0"#, "2@0", #""-"@0"#, "3@0", "|@0"])
    }

    @Test func onAPublisherEachNamesCombinesForm() {
        let lab = Playground()
        lab.accept("subject a")
        let lanes = lab.laneNames
        #expect(lab.reject("a | compacted | sink").contains("on a publisher use compactMap x"))
        #expect(lab.reject("a | reductions 0, acc + x | sink").contains("on a publisher use scan INIT, EXPR"))
        #expect(lab.reject("a | interspersed 0 | sink").contains("interspersed works on async sequences"))
        #expect(lab.reject("a | adjacentPairs | sink").contains("adjacentPairs works on async sequences"))
        #expect(lab.laneNames == lanes)
    }

    @Test func badArgumentsAreLocatedErrors() {
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("s | reductions 0 | for await as out").contains("-->"))
        #expect(lab.reject("s | interspersed x | for await as out").contains("-->"))
        #expect(lab.reject("s | compacted 1 | for await as out").contains("-->"))
        #expect(lab.reject("s | interspersed | for await as out").contains("-->"))
        #expect(!lab.laneNames.contains("out"))
    }

    @Test func chainTakesEachBaseInTurn() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t
            s | chain t | for await as out
            yield s 1 @0ms, 2 @100ms
            yield t 10 @50ms, 20 @300ms
            finish s @200ms
            finish t @400ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@100", "10@200", "20@300", "|@400"])
    }

    @Test func chainTakesAtMostTwoOthersAndOnlyAsyncSequences() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t
            subject a
            """)
        #expect(lab.reject("s | chain t, t, t | for await as out").contains("takes at most 3 async sequences"))
        #expect(lab.reject("s | chain a | for await as out").contains("add '| values'"))
        #expect(lab.reject("a | chain a | sink").contains("chain works on async sequences"))
    }

    @Test func dropWhileSkipsUntilThePredicateFirstFails() {
        #expect(run("drop while x < 3", "yield s 1, 3, 2, 4; finish s") == ["^@0", "3@0", "2@0", "4@0", "|@0"])
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("s | drop until s | for await as out").contains("drop until is a Combine operator"))
    }

    /// Issue 20: an async sequence's closures may throw (the `AsyncThrowing…Sequence` forms):
    /// `fail(…)` ends the loop with that error (oracle: std-map-throwing, std-filter-throwing,
    /// std-drop-while-throwing, aa-reductions-throwing); on a publisher only the try… operators take it.
    @Test func closuresThatThrowFailTheLoop() {
        let input = "yield s 1 @0ms, 2 @100ms, 3 @200ms, 4 @300ms; finish s @400ms"
        #expect(run(#"map x == 2 ? fail("bad") : x * 10"#, input) == ["^@0", "10@0", "#bad@100"])
        #expect(run(#"filter x == 3 ? fail("bad") : x % 2 == 1"#, input) == ["^@0", "1@0", "#bad@200"])
        #expect(run(#"compactMap x == 3 ? fail("bad") : (x == 1 ? nil : x)"#, input) == ["^@0", "2@100", "#bad@200"])
        #expect(run(#"prefix while x == 3 ? fail("bad") : true"#, input) == ["^@0", "1@0", "2@100", "#bad@200"])
        #expect(run(#"drop while x == 2 ? fail("bad") : x < 2"#, input) == ["^@0", "#bad@100"])
        #expect(run(#"reductions 0, x == 3 ? fail("bad") : acc + x"#, input) == ["^@0", "1@0", "3@100", "#bad@200"])
        #expect(run(#"reductions x == 3 ? fail("bad") : acc + x"#, input) == ["^@0", "1@0", "3@100", "#bad@200"])
        // The one-value calls rethrow too (oracle: std-contains-throwing).
        let awaited = Playground()
        awaited.accept(lines: """
            stream s
            s | contains x == 2 ? fail("bad") : false | await as found
            yield s 1 @0ms, 2 @100ms, 3 @200ms
            run
            """)
        #expect(awaited.events("found").last == "#bad@100")
        let lab = Playground()
        lab.accept("subject a")
        #expect(lab.reject(#"a | map x == 2 ? fail("bad") : x | sink"#).contains("map cannot fail in Combine; use tryMap"))
    }

    /// `interspersed(with:)` takes a value, evaluated when the sequence is made: a separator that
    /// reads a changing value keeps the one read then.
    @Test func theSeparatorIsReadOnceWhenTheSequenceIsMade() {
        let lab = Playground()
        lab.accept(lines: """
            current c = 0
            stream s
            s | interspersed c.value | for await as out
            yield s 1 @0ms, 2 @100ms, 3 @200ms
            set c.value 5 @50ms
            finish s @300ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "0@100", "2@100", "0@200", "3@200", "|@300"])
    }
}
