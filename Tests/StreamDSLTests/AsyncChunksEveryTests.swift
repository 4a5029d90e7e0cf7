@testable import StreamDSL
import StreamLanguage
import Testing

/// `chunks every D`: AsyncAlgorithms 1.1.4's `chunked(by: .repeating(every:))`
/// (`merge(chain(base.map(.element), [.terminal]), timer.map(.signal))`). Expected events
/// follow the library's source and the async oracle's `aa-chunks-every` run.
@Suite struct AsyncChunksEveryTests {
    @Test func parsesBothForms() {
        #expect(tree("s | chunks every 300ms | for await as out")
            == "(subscribe (pipe s (chunks every 300ms)) (for-await as out))")
        #expect(tree("s | chunks 2 | for await as out") == "(subscribe (pipe s (chunks 2)) (for-await as out))")
    }

    @Test func ticksStartWithTheLoopAndAnEmptyTickSendsNothing() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            advance to 50ms
            s | chunks every 300ms | for await as out
            yield s 1 @60ms, 2 @100ms, 3 @500ms
            finish s @1200ms
            run
            """)
        // Ticks at 350, 650, 950 (empty: nothing), 1250; the end at 1200 sends nothing more.
        #expect(lab.events("out") == ["^@50", "[1, 2]@350", "[3]@650", "|@1200"])
    }

    @Test func theEndSendsThePartialChunkAtOnce() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | chunks every 300ms | for await as out
            yield s 1 @100ms
            finish s @200ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "[1]@200", "|@200"])
    }

    @Test func aFailureDropsWhatWasCollected() {
        let lab = Playground()
        lab.accept(lines: """
            stream s throwing
            s | chunks every 300ms | for await as out
            yield s 1 @100ms
            fail s "boom" @200ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "#boom@200"])
    }

    private func tree(_ source: String) -> String {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty, let statement = parsed.statements.first else {
            return "errors: \(parsed.diagnostics.map(\.message))"
        }
        return TreeDump.statement(statement)
    }

    @Test func aZeroIntervalIsALocatedError() {
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("s | chunks every 0ms | for await as out").contains("a timer interval must be greater than 0ms"))
    }
}
