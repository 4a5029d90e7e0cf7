@testable import StreamDSL
import Testing

/// `mapError EXPR` after an async sequence (issue 20): AsyncAlgorithms' `mapError(_:)`. The
/// oracle compares a failing run (`aa-mapError`, `aa-mapError-slow-loop`); these are the rest.
@Suite struct AsyncMapErrorTests {
    @Test func theEndAndTheElementsPassUnchanged() {
        let lab = Playground()
        lab.accept(lines: """
            stream s throwing
            s | mapError "wrapped: " + x | for await as out
            yield s 1 @0ms, 2 @100ms
            finish s @200ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@100", "|@200"])
    }

    @Test func theFailureIsReplaced() {
        let lab = Playground()
        lab.accept(lines: """
            stream s throwing
            s | mapError "wrapped: " + x | for await as out
            fail s "boom" @50ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "#wrapped: boom@50"])
    }

    /// A cancelled loop ends as the real loop does: `nil` from the stream, not a failure.
    @Test func aCancelIsNotAFailure() {
        let lab = Playground()
        lab.accept(lines: """
            stream s throwing
            s | mapError "wrapped: " + x | for await as out
            cancel out @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "|@100"])
    }

    @Test func anExpressionIsNeeded() {
        let lab = Playground()
        lab.accept("stream s throwing")
        #expect(lab.reject("s | mapError | for await as out").contains("expected an expression"))
    }
}
