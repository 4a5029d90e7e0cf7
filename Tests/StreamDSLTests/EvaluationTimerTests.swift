@testable import StreamDSL
import Testing

/// `timer D` is Combine's `Timer.publish(every:)` (SEMANTICS.md, "Timers"): a connectable
/// publisher whose ticks every subscriber shares, each tick's value being its time in ms.
@Suite struct EvaluationTimerTests {
    @Test func autoconnectedTicksAreSharedWithALateSubscriber() {
        let lab = Playground()
        lab.accept("t = timer 100ms | autoconnect")
        lab.accept("t | prefix 3 | sink as first")
        lab.accept("at 250ms: t | prefix 2 | sink as late")
        lab.accept("run")
        // The first subscription connects at 0: ticks at 100, 200, 300, …
        #expect(lab.events("first") == ["^@0", "100@100", "200@200", "300@300", "|@300"])
        // Joining at 250 starts nothing new: the late subscriber sees the same 300 and 400.
        #expect(lab.events("late") == ["^@250", "300@300", "400@400", "|@400"])
        // The last subscriber left at 400, so the timer stopped and the run went idle there.
        #expect(lab.now == 400)
    }

    @Test func afterTheLastSubscriberLeavesTheNextOneStartsANewTimer() {
        let lab = Playground()
        lab.accept("t = timer 100ms | autoconnect")
        lab.accept("t | prefix 2 | sink as first")
        lab.accept("at 250ms: t | prefix 1 | sink as again")
        lab.accept("run")
        #expect(lab.events("first") == ["^@0", "100@100", "200@200", "|@200"])
        // The old timer would have ticked at 300; the new one ticks one interval after 250.
        #expect(lab.events("again") == ["^@250", "350@350", "|@350"])
    }

    @Test func aDeferredTimerStartsAnewForEverySubscriber() {
        let lab = Playground()
        lab.accept("t = deferred { timer 100ms | autoconnect } | prefix 2")
        lab.accept("t | sink as first")
        lab.accept("at 50ms: t | sink as second")
        lab.accept("run")
        #expect(lab.events("first") == ["^@0", "100@100", "200@200", "|@200"])
        // Its own timer, connected at 50: ticks at 150 and 250, not the first one's 100 and 200.
        #expect(lab.events("second") == ["^@50", "150@150", "250@250", "|@250"])
    }

    @Test func connectStartsANamedTimerForEveryoneAndCancellingItStopsTheTicks() {
        let lab = Playground()
        lab.accept("t = timer 100ms")
        lab.accept("t | sink as a")
        lab.accept("at 150ms: t | sink as b")
        lab.accept("connect t as conn @200ms; cancel conn @450ms")
        let reply = lab.accept("run")
        // Nothing before the connection at 200; the first tick is one interval later. The
        // cancelled connection ticks no more and sends no completion.
        #expect(lab.events("a") == ["^@0", "300@300", "400@400"])
        #expect(lab.events("b") == ["^@150", "300@300", "400@400"])
        #expect(lab.now == 450)
        #expect(!reply.output.contains("warning"))
    }

    @Test func aTimerNobodyConnectsWarnsOnceAndNeverTicks() {
        let lab = Playground()
        lab.accept("timer 100ms | sink as silent")
        let first = lab.accept("run")
        #expect(lab.events("silent") == ["^@0"])
        #expect(lab.now == 0)
        #expect(first.output == "warning: timer 100ms was never connected, so it never ticks; "
            + "add '| autoconnect' (or connect it)\n")
        // Said once: later runs and advances are quiet about it.
        #expect(!lab.accept("run").output.contains("warning"))
        #expect(!lab.accept("advance 1s").output.contains("warning"))
        #expect(lab.events("silent") == ["^@0"])
    }

    @Test func advanceWarnsTooButNotAboutATimerNobodySubscribedTo() {
        let lab = Playground()
        lab.accept("unused = timer 50ms")
        lab.accept("timer 1s | autoconnect | sink as ticking")
        #expect(!lab.accept("advance 100ms").output.contains("warning"))
        lab.accept("timer 200ms | sink as forgotten")
        #expect(lab.accept("advance 100ms").output.contains("warning: timer 200ms was never connected"))
    }

    @Test func timerStopsAtTheHorizonWithANote() {
        let lab = Playground()
        lab.accept(":set horizon 1s")
        lab.accept("timer 300ms | autoconnect | sink as tick")
        let reply = lab.accept("run")
        #expect(lab.events("tick") == ["^@0", "300@300", "600@600", "900@900"])
        #expect(lab.now == 1000)
        #expect(reply.output.contains("note: stopped at the horizon, 1s (1 action(s) still scheduled"))
        #expect(reply.output.contains(":set horizon"))
        // The horizon counts from where `run` starts; the timer goes on from where it was.
        lab.accept("run")
        #expect(lab.events("tick").suffix(3) == ["1200@1200", "1500@1500", "1800@1800"])
        #expect(lab.now == 2000)
    }
}
