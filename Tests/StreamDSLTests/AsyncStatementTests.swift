@testable import StreamDSL
import StreamLanguage
import Testing

/// The async statements end to end: parsed, compiled, run and recorded. Expected events
/// follow docs/ASYNC-SEMANTICS.md (the Swift 6.3.1 runtime's and AsyncAlgorithms 1.1.4's
/// behaviour).
@Suite struct AsyncStatementTests {
    @Test func parsesTheAsyncStatements() {
        #expect(dump("stream s") == "(stream s unbounded)")
        #expect(dump("stream s throwing buffering newest 2") == "(stream s throwing newest 2)")
        #expect(dump("stream s buffering oldest 0") == "(stream s oldest 0)")
        #expect(dump("channel ch") == "(channel ch)")
        #expect(dump("yield s 1, 2 @100ms") == "(yield s 1 2@100ms)")
        #expect(dump("finish s @1s") == "(finish s @1000ms)")
        #expect(dump("a | values | for await work 150ms as out")
            == "(subscribe (pipe a values) (for-await work 150ms as out))")
    }

    @Test func malformedLoopsAreLocatedErrors() {
        #expect(Parser.parse("a | values | for out").diagnostics.map(\.id) == ["expected-token"])
        #expect(Parser.parse("a | values | for await").diagnostics.map(\.id) == ["expected-token"])
        #expect(Parser.parse("stream s buffering latest 2").diagnostics.map(\.id) == ["expected-word"])
    }

    @Test func loopLaneHoldsOnlySubscriberEvents() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | values | for await work 150ms as out
            send a 1 @0ms, 2 @100ms, 3 @200ms
            complete a @400ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "3@200", "|@400"])
        #expect(lab.session.views.json().contains(#"{"name":"out","events":[{"t":0,"kind":"subscribe"}"#))
    }

    @Test func streamDropsAreNotesOnTheStreamLane() {
        let lab = Playground()
        lab.accept(lines: """
            stream s buffering oldest 1
            yield s 1, 2
            finish s
            s | for await as out
            run
            """)
        #expect(lab.events("s") == ["1@0", "2@0", "|@0"])
        #expect(lab.events("out") == ["^@0", "1@0", "|@0"])
        #expect(lab.session.recording.notes.map(\.text) == ["dropped 2 (buffering oldest 1)"])
        #expect(lab.session.recording.notes.first?.lane?.name == "s")
    }

    @Test func aTrapStopsTheProgram() {
        let lab = Playground()
        lab.accept(lines: """
            stream t throwing
            t | for await as first
            """)
        let errors = lab.reject("t | for await as second")
        #expect(errorHeadlines(errors) == ["error: trap: attempt to await next() on more than one task"])
        #expect(errorHeadlines(lab.reject("yield t 1")) == ["error: the program has stopped: a trap ended it"])
        lab.accept(":reset")
        lab.accept("stream t throwing")
    }

    @Test func channelSendsAreNotedWhenTheyReturn() {
        let lab = Playground()
        lab.accept(lines: """
            channel ch
            send ch 1, 2
            ch | for await work 100ms as out
            finish ch @50ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "|@100"])
        #expect(lab.session.recording.notes.map(\.text) == [
            "send 1 (made at 0ms) returned: a loop took it",
            "send 2 (made at 0ms) returned without delivering: finish dropped it",
        ])
    }

    @Test func wrongWorldsAreLocatedErrors() {
        let lab = Playground()
        lab.accept("subject a")
        #expect(errorHeadlines(lab.reject("a | for await as out"))
            == ["error: for await needs an async sequence, and a publisher is not one"])
        #expect(errorHeadlines(lab.reject("a | values | sink"))
            == ["error: an async sequence has no sink: a for await loop consumes it"])
        #expect(errorHeadlines(lab.reject("a | values | switchToLatest | for await as out"))
            == ["error: switchToLatest is a Combine operator; on an async sequence write flatMapLatest { P } (AsyncAlgorithms' flatMapLatest, macOS 15 and iOS 18)"])
        #expect(errorHeadlines(lab.reject("a | values | delay 100ms | for await as out"))
            == ["error: delay is a Combine operator; an AsyncSequence has none"])
        #expect(errorHeadlines(lab.reject("yield a 1")) == ["error: 'a' is a subject, not an AsyncStream"])
        // Nothing of a rejected statement remains.
        #expect(lab.laneNames == ["a"])
    }

    @Test func sameSpellingKeepsEachWorldsMeaning() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | debounce 300ms | sink as combine
            a | values | debounce 300ms | for await as async
            send a 1 @0ms, 2 @100ms
            complete a @200ms
            run
            """)
        #expect(lab.events("combine") == ["^@0", "|@200"])
        #expect(lab.events("async") == ["^@0", "2@200", "|@200"])
    }

    private func dump(_ source: String) -> String {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty, let statement = parsed.statements.first else {
            return "errors: \(parsed.diagnostics.map(\.message))"
        }
        return TreeDump.statement(statement)
    }
}
