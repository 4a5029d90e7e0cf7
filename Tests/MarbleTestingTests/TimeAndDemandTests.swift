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
