@testable import StreamDSL
import Testing

/// A timer, `multicast` or `makeConnectable` that someone subscribed to but nobody connected
/// never sends anything: `run` says so once, even when the sink has ended for another reason.
@Suite struct NeverConnectedWarningTests {
    @Test func aTimerWhoseSinkTimedOutIsStillReported() {
        let lab = Playground()
        lab.accept("timer 100ms | timeout 250ms | sink as t")
        let reply = lab.accept("run")
        // The timeout ended the sink (and its subscription to the timer) before the run was over.
        #expect(lab.events("t") == ["^@0", "|@250"])
        #expect(reply.output.contains("warning: timer 100ms was never connected, so it never ticks"))
        #expect(!lab.accept("run").output.contains("warning"))
    }

    @Test(arguments: ["multicast", "makeConnectable"])
    func aConnectableNobodyConnectsIsReportedOnce(_ name: String) {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("m = a | \(name)")
        lab.accept("m | sink as s")
        lab.accept("send a 1 @100ms")
        let reply = lab.accept("run")
        #expect(lab.events("s") == ["^@0"])
        #expect(reply.output.contains("warning: \(name) was never connected, so nothing flows through it; "
            + "add '| autoconnect' (or connect it)"))
        #expect(!lab.accept("run").output.contains("warning"))
    }

    @Test func aConnectedOrUnsubscribedMulticastIsNotReported() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("unused = a | multicast")
        lab.accept("m = a | multicast")
        lab.accept("m | sink as s")
        lab.accept("a | multicast | autoconnect | sink as auto")
        lab.accept("connect m @50ms")
        lab.accept("send a 1 @100ms")
        let reply = lab.accept("run")
        #expect(lab.events("s") == ["^@0", "1@100"])
        #expect(lab.events("auto") == ["^@0", "1@100"])
        #expect(!reply.output.contains("warning"))
    }
}
