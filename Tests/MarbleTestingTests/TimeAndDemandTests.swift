import MarbleTesting
import OpenCombineShim
import Testing

/// `m.schedule(at:)`, `m.advance(to:)` and demand: a test that acts between instants, as a
/// StreamLab script does, and a subscriber that asks for values in batches.
@Suite struct TimeAndDemandTests {
    @Test func scheduledSendsHappenAtTheirTimes() {
        let m = MarbleScheduler()
        let subject = PassthroughSubject<Int, Never>()
        m.expect(subject).toBe("-1--2|")
        m.schedule(at: .milliseconds(100)) { subject.send(1) }
        m.schedule(at: .milliseconds(400)) { subject.send(2) }
        m.schedule(at: .milliseconds(500)) { subject.send(completion: .finished) }
        m.run()
    }

    /// What the test does after `advance(to:)` happens at that time, after everything due.
    @Test func advanceRunsTheClockAndStartsHotSources() {
        let m = MarbleScheduler()
        let hot = m.hot("-a-b-c|")
        let subject = PassthroughSubject<String, MarbleError>()
        m.expect(subject).toBe("---x")
        m.advance(to: .milliseconds(300))
        subject.send("x")
        // The hot source ran up to 300ms: a late subscriber hears only c and the end.
        m.expect(hot, subscribedAt: "---^").toBe("-----c|")
        m.run()
    }

    /// Driving `m.scheduler` directly plays a hot source: no `run()` or `advance(to: .zero)`
    /// needed to start it.
    @Test func aHotSourceStartsWheneverTheClockRuns() {
        let m = MarbleScheduler()
        let hot = m.hot("a-b|")
        var seen: [String] = []
        let subscription = hot.sink(receiveCompletion: { _ in seen.append("|") }, receiveValue: { seen.append($0) })
        m.scheduler.advance(by: .milliseconds(200))
        #expect(seen == ["a", "b"])
        m.scheduler.advance(by: .milliseconds(100))
        #expect(seen == ["a", "b", "|"])
        subscription.cancel()
    }

    /// Subscriptions made at an event's frame before the clock gets there hear it, however
    /// many sources and expectations were made in between.
    @Test func subscriptionsMadeBeforeTheClockRunsHearTheirFrame() {
        let m = MarbleScheduler()
        let first = m.hot("a-b-c|")
        m.expect(first).toBe("a-b-c|")
        let second = m.hot("x-y|")
        m.expect(second, subscribedAt: "--^").toBe("--y|")
        m.expect(first, subscribedAt: "----^").toBe("----c|")
        m.run()
    }

    /// A subscriber that asks for one value gets one; a later request releases the next.
    @Test func demandLimitsWhatArrivesAndRequestAsksForMore() {
        let m = MarbleScheduler()
        let values = m.cold("(123)|")
        let buffered = values.buffer(size: 10, prefetch: .keepFull, whenFull: .dropNewest)
        let one = m.expect(buffered, demand: .max(1))
        one.toBe("1--2")
        m.schedule(at: .milliseconds(300)) { one.request(.max(1)) }
        m.run()
    }

    @Test func demandNoneWaitsForTheFirstRequest() {
        let m = MarbleScheduler()
        let source = m.cold("1|").buffer(size: 1, prefetch: .keepFull, whenFull: .dropNewest)
        let waiting = m.expect(source, demand: .none)
        waiting.toBe("--(1|)")
        m.schedule(at: .milliseconds(200)) { waiting.request(.unlimited) }
        m.run()
    }
}
