@testable import StreamDSL
import Testing

/// `prefix` on an async sequence: the standard library has `prefix(_:)` and `prefix(while:)`
/// (the first element that fails the predicate is dropped and ends the sequence); Combine's
/// `prefix(untilOutputFrom:)` has no AsyncSequence counterpart, which is a located error.
@Suite struct AsyncPrefixTests {
    @Test func prefixWhileEndsAtTheFirstElementThatFailsIt() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            yield s 1, 2 @100ms, 5 @200ms, 1 @300ms
            s | prefix while x < 3 | for await as out
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@100", "|@200"])
    }

    @Test func prefixWhileWithATypeErrorFailsTheLoop() {
        let lab = Playground()
        lab.accept(lines: """
            stream s throwing
            yield s 1
            s | prefix while x | for await as out
            run
            """)
        #expect(lab.events("out").last?.hasPrefix("#type error: prefix while needs a true/false condition") == true)
    }

    @Test func prefixUntilIsALocatedError() {
        let lab = Playground()
        lab.accept("stream s")
        let errors = lab.reject("s | prefix until (just 1) | for await as out")
        #expect(errorHeadlines(errors) == ["error: prefix until is a Combine operator; an AsyncSequence has none"])
        #expect(diagnosticLocations(errors) == ["1:5"])
        #expect(lab.session.recording.lanes.map(\.name) == ["s"])
    }

    @Test func prefixCountStillWorks() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            yield s 1, 2, 3
            s | prefix 2 | for await as out
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@0", "|@0"])
    }
}
