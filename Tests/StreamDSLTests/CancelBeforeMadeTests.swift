@testable import StreamDSL
import Testing

/// Issue 17 §2: a sink, connection or loop that an `at` statement makes later has its name
/// at once, but cannot be cancelled before it exists. Cancelling it then is a located error
/// that changes nothing (it used to draw a lone cancel and lose the later values, and made
/// `export swift` die).
@Suite struct CancelBeforeMadeTests {
    @Test func aSinkMadeLaterCannotBeCancelledBeforeItIsMade() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("at 300ms: a | sink as s")
        let errors = lab.reject("cancel s @100ms")
        #expect(errorHeadlines(errors)
                == ["error: 's' does not exist yet then: it is a subscription that an 'at' statement makes at 300ms"])
        #expect(diagnosticLocations(errors) == ["1:11"])
        #expect(errors.contains("cancel it at 300ms or later"))
        lab.accept("send a 1 @200ms, 2 @400ms")
        lab.accept("run")
        // Nothing was cancelled: the sink subscribes at 300ms and gets the value sent at 400ms.
        #expect(lab.events("s") == ["^@300", "2@400"])
    }

    @Test func anImmediateCancelOfASinkMadeLaterIsRefusedToo() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("at 300ms: a | sink as s")
        #expect(errorHeadlines(lab.reject("cancel s")).count == 1)
        #expect(errorHeadlines(lab.reject("at 200ms: cancel s")).count == 1)
    }

    @Test func cancellingAtOrAfterTheTimeItIsMadeWorks() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("at 300ms: a | sink as s")
        lab.accept("cancel s @500ms")
        lab.accept("send a 1 @400ms, 2 @600ms")
        lab.accept("run")
        #expect(lab.events("s") == ["^@300", "1@400", "!@500"])
        // Once made, it is an ordinary subscription.
        let later = Playground()
        later.accept("subject a")
        later.accept("at 300ms: a | sink as s")
        later.accept("advance to 300ms")
        later.accept("cancel s")
        #expect(later.events("s") == ["^@300", "!@300"])
    }

    @Test func aConnectionMadeLaterFollowsTheSameRule() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("m = a | multicast")
        lab.accept("m | sink as out")
        lab.accept("at 300ms: connect m as c")
        #expect(errorHeadlines(lab.reject("cancel c @100ms"))
                == ["error: 'c' does not exist yet then: it is a connection that an 'at' statement makes at 300ms"])
        lab.accept("send a 1 @400ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@400"])
    }

    @Test func aLoopMadeLaterFollowsTheSameRule() {
        let lab = Playground()
        lab.accept("stream s")
        lab.accept("at 300ms: s | for await as out")
        #expect(errorHeadlines(lab.reject("cancel out @100ms")).first?.contains("does not exist yet then") == true)
        lab.accept("yield s 1 @400ms")
        lab.accept("finish s @500ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@300", "1@400", "|@500"])
    }

    @Test func theSessionsSwiftExportLeavesTheRefusedCancelOut() {
        // The refused cancel is not part of the session: the export has the sink only.
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("at 300ms: a | sink as s")
        lab.reject("cancel s @100ms")
        lab.accept("send a 1 @400ms")
        lab.accept("run")
        let reply = lab.console.submit(":swift")
        #expect(!reply.hadError, "\(reply.errors)")
        #expect(!reply.output.contains("cancel"), "\(reply.output)")
    }
}
