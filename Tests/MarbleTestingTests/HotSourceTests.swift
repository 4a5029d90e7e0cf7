import MarbleTesting
import OpenCombineShim
import Testing

@Suite struct HotSourceTests {
    @Test func searchDebounces() {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b----c|", values: ["a": "s", "b": "sw", "c": "swift"])
        let shown = typed.debounce(for: .milliseconds(300), scheduler: m.scheduler)
        m.expect(shown).toBe("------b--|", values: ["b": "sw"])
        m.run()
    }

    /// `^` is frame 0 and takes a frame, as in RxJS: `b` two characters after it is at frame 2.
    @Test func theZeroPointIsFrameZeroAndEarlierEventsAreGone() {
        let m = MarbleScheduler()
        m.expect(m.hot("-a-^-b-|")).toBe("--b-|")
        m.run()
    }

    @Test func aLateSubscriberHearsOnlyWhatFollows() {
        let m = MarbleScheduler()
        let source = m.hot("-a-b-c|")
        m.expect(source, subscribedAt: "--^").toBe("---b-c|")
        m.run()
    }

    /// Subscribing at the frame of an event hears it; cancelling at the frame of an event
    /// does not.
    @Test func subscribedAtCancelsAtItsBang() {
        let m = MarbleScheduler()
        let source = m.hot("-a-b-c|")
        m.expect(source, subscribedAt: "---^-!").toBe("---b")
        m.expectSubscriptions(source.subscriptions).toBe("---^-!")
        m.run()
    }

    @Test func allSubscribersShareOneTimeline() {
        let m = MarbleScheduler()
        let source = m.hot("--a--b|")
        m.expect(source).toBe("--a--b|")
        m.expect(source, subscribedAt: "---^").toBe("-----b|")
        m.expectSubscriptions(source.subscriptions).toBe(["^-----!", "---^--!"])
        m.run()
    }

    @Test func aSubscriberAfterTheEndGetsTheCompletionAtOnce() {
        let m = MarbleScheduler()
        m.expect(m.hot("-a#[gone]"), subscribedAt: "----^").toBe("----#[gone]")
        m.run()
    }

    @Test func switchToLatestCancelsThePreviousInnerSource() {
        let m = MarbleScheduler()
        let first = m.cold("-x-y-z|")
        let second = m.cold("-w|")
        let outer = m.hot("-a--b|", values: ["a": first, "b": second])
        m.expect(outer.switchToLatest()).toBe("--x--w|")
        m.expectSubscriptions(first.subscriptions).toBe("-^--!")
        m.expectSubscriptions(second.subscriptions).toBe("----^-!")
        m.run()
    }
}
