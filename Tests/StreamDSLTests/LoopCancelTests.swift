@testable import StreamDSL
import Testing

/// Issue 20: `cancel LOOP` ends the loop's lane as the real loop ends (the oracle's
/// `loop-cancel-*` scenarios): waiting in `next()` it gets `nil` and exits (`|`); in its body's
/// `work` the sleep throws `CancellationError`. A loop's lane never shows Combine's `cancel`.
@Suite struct LoopCancelTests {
    @Test func aWaitingLoopEndsNormallyWhenCancelled() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | for await as out
            yield s 1
            cancel out @100ms
            yield s 2 @200ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "|@100"])
    }

    @Test func aLoopCancelledInItsBodyThrowsCancellationError() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | buffer | values | for await work 300ms as out
            send a 1, 2
            cancel out @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "#CancellationError()@100"])
    }

    @Test func cancellingAFinishedLoopChangesNothing() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | for await as out
            finish s
            cancel out @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "|@0"])
    }
}
