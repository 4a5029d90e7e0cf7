@testable import StreamDSL
import Testing

/// Issue 20: `sequence … | async` is AsyncAlgorithms' `AsyncSyncSequence`. The oracle compares
/// `aa-async` and `aa-async-range-map`; these are the rest: cancelling, and the errors.
@Suite struct AsyncSyncSequenceTests {
    @Test func aNamedSequenceGivesEachLoopEveryElement() {
        let lab = Playground()
        lab.accept(lines: """
            q = sequence 1, 2 | async
            q | for await as first
            q | reduce 0, acc + x | await as total
            """)
        #expect(lab.events("first") == ["^@0", "1@0", "2@0", "|@0"])
        #expect(lab.events("total") == ["^@0", "3@0", "|@0"])
    }

    /// Cancelled in its body's work, the loop leaves with CancellationError; the rest of
    /// the sequence is never read.
    @Test func aCancelledLoopStops() {
        let lab = Playground()
        lab.accept(lines: """
            range 1...5 | async | for await work 100ms as out
            cancel out @150ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@100", "#CancellationError()@150"])
    }

    @Test func onlyAPlainSequenceHasAsync() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | async | for await as out")
        #expect(errors.contains("async makes an async sequence of a plain sequence"))
        #expect(errors.contains("use 'values'"))
        #expect(lab.reject("sequence 1, 2 | map x | async | for await as out").contains("async makes an async sequence"))
        #expect(lab.reject("just 1 | async | for await as out").contains("async makes an async sequence"))
        #expect(lab.reject("sequence 1, 2 | async | sink").contains("an async sequence has no sink"))
        #expect(!lab.laneNames.contains("out"))
    }
}
