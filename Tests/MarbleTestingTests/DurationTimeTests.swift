import MarbleTesting
import OpenCombineShim
import Testing

/// `frame`, `schedule(at:)` and `advance(to:)` in `Duration`, as Swift's clocks write time.
@Suite struct DurationTimeTests {
    @Test func aDurationFrameSetsTheMarblesUnit() {
        let m = MarbleScheduler(frame: Duration.milliseconds(50))
        let subject = PassthroughSubject<Int, Never>()
        m.expect(subject).toBe("--1-2")
        m.schedule(at: Duration.milliseconds(100)) { subject.send(1) }
        m.schedule(at: Duration.seconds(0.2)) { subject.send(2) }
        #expect(m.run())
    }

    /// What the test does after `advance(to:)` happens at that time.
    @Test func advanceToADurationMovesEveryScheduler() {
        let m = MarbleScheduler()
        let start = m.background.now
        let subject = PassthroughSubject<String, Never>()
        m.expect(subject).toBe("---x")
        m.advance(to: Duration.milliseconds(300))
        #expect(start.distance(to: m.background.now) == .milliseconds(300))
        subject.send("x")
        #expect(m.run())
    }

    /// A negative time is now, as with a stride: nothing happens in the past.
    @Test func aNegativeDurationIsNow() {
        let m = MarbleScheduler()
        let subject = PassthroughSubject<String, Never>()
        m.expect(subject).toBe("--x")
        m.advance(to: Duration.milliseconds(200))
        m.schedule(at: Duration.milliseconds(-100)) { subject.send("x") }
        #expect(m.run())
    }
}
