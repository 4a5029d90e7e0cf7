import CombineSchedulers
import Foundation
import MarbleTesting
import OpenCombineShim
import Testing

/// `m.main`, `m.background`, `m.runLoop` and `m.operationQueue`: several test schedulers on
/// the one marble clock, and expectations that say which one a value must arrive on.
@Suite struct SchedulerTests {
    /// Work moved to the background and back: each hop happens at the same instant, the
    /// background delay moves time for everyone, and the values end on main.
    @Test func mainAndBackgroundShareOneClock() {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b|")
        let shown = typed
            .receive(on: m.background)
            .delay(for: .milliseconds(200), scheduler: m.background)
            .receive(on: m.main)
        m.expect(shown, on: m.main).toBe("---a-b|")
        #expect(m.run())
    }

    @Test func aMissingReceiveOnMainSaysWhereTheValueArrived() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            let typed = m.hot("-a-b|")
            let shown = typed.receive(on: m.background).delay(for: .milliseconds(200), scheduler: m.background)
            m.expect(shown, on: m.main).toBe("---a-b|")
            #expect(!m.run())
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("value a arrived on background, expected main (at 300ms, and 1 more value off main)") == true)
        #expect(messages.first?.contains("is a receive(on: m.main) missing?") == true)
    }

    /// A value the test sends itself arrives on no scheduler, and `on: m.background` says so.
    @Test func aValueSentByTheTestArrivesOnNoScheduler() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            let subject = PassthroughSubject<String, Never>()
            m.expect(subject, on: m.background).toBe("x")
            m.advance(to: .zero)
            subject.send("x")
            m.run()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("value x arrived on no scheduler") == true)
    }

    /// Marble sources send on `main`, which `scheduler` still names.
    @Test func sourcesSendOnMainWhichIsScheduler() {
        let m = MarbleScheduler()
        #expect(m.scheduler === m.main)
        m.expect(m.cold("-a|"), on: m.main).toBe("-a|")
        #expect(m.run())
    }

    @Test func aRunLoopSchedulerIsDrivenByTheMarbles() {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b-----c|")
        let settled = typed.debounce(for: .milliseconds(300), scheduler: m.runLoop)
        m.expect(settled, on: m.runLoop).toBe("------b---|")
        #expect(m.run())
    }

    @Test func anOperationQueueSchedulerIsDrivenByTheMarbles() {
        let m = MarbleScheduler(frame: .milliseconds(50))
        let late = m.cold("a---b-|").delay(for: .milliseconds(150), scheduler: m.operationQueue)
        m.expect(late, on: m.operationQueue).toBe("---a---b-|")
        #expect(m.run())
    }

    /// The schedulers move together: `now` reads the same instant on all of them while any runs.
    @Test func everySchedulerReadsTheInstantBeingRun() {
        let m = MarbleScheduler()
        let start = m.main.now
        var seen: [Int] = []
        m.background.schedule(after: m.background.now.advanced(by: .milliseconds(300))) {
            seen.append(milliseconds(m.main.now, from: start))
        }
        m.advance(to: .milliseconds(500))
        #expect(seen == [300])
        #expect(milliseconds(m.main.now, from: start) == 500)
    }

    /// Items due at one instant on different schedulers run in the order they were scheduled,
    /// whatever the schedulers (here not the order they are listed in).
    @Test func tiesRunInTheOrderTheyWereScheduledAcrossSchedulers() {
        let m = MarbleScheduler()
        var order: [String] = []
        m.schedule(at: .milliseconds(10)) {
            m.operationQueue.schedule(after: m.operationQueue.now.advanced(by: .milliseconds(90))) { order.append("operationQueue") }
        }
        m.schedule(at: .milliseconds(20)) {
            m.background.schedule(after: m.background.now.advanced(by: .milliseconds(80))) { order.append("background") }
        }
        m.schedule(at: .milliseconds(30)) {
            m.runLoop.schedule(after: m.runLoop.now.advanced(by: .milliseconds(70))) { order.append("runLoop") }
        }
        m.schedule(at: .milliseconds(40)) { m.main.schedule(after: m.main.now.advanced(by: .milliseconds(60))) { order.append("main") } }
        m.advance(to: .milliseconds(100))
        #expect(order == ["operationQueue", "background", "runLoop", "main"])
    }

    /// A background timer scheduled before a hot source played its marbles runs before the
    /// marble value of the same instant, although main comes first in the list.
    @Test func aTimerScheduledFirstRunsBeforeAMarbleValueOfTheSameInstant() {
        let m = MarbleScheduler()
        var order: [String] = []
        m.background.schedule(after: m.background.now.advanced(by: .milliseconds(200))) { order.append("timer") }
        let hot = m.hot("--a")
        let subscription = hot.sink(receiveCompletion: { _ in }, receiveValue: { order.append("value \($0)") })
        m.run()
        #expect(order == ["timer", "value a"])
        subscription.cancel()
    }

    /// The clock runs whole milliseconds: an event between two counts as the later one,
    /// with main alone or with several schedulers.
    @Test(arguments: [false, true]) func anEventBetweenTwoMillisecondsCountsAsTheLater(onBackground: Bool) {
        let m = MarbleScheduler(frame: .milliseconds(1))
        let scheduler = onBackground ? m.background : m.main
        let late = m.cold("a|").delay(for: .microseconds(1500), scheduler: scheduler)
        m.expect(late, on: scheduler).toBe("--a|")
        #expect(m.run())
    }

    /// A scheduler the test first reaches while the clock runs (inside a closure the code
    /// under test calls) joins the clock at that instant.
    @Test func aSchedulerFirstReachedWhileTheClockRunsJoinsIt() {
        let m = MarbleScheduler()
        let typed = m.hot("-a--b|")
        let answered = typed.flatMap { name in
            Just(name).setFailureType(to: MarbleError.self)
                .delay(for: .milliseconds(100), scheduler: m.background)
                .receive(on: m.main)
        }
        m.expect(answered, on: m.main).toBe("--a--(b|)")
        #expect(m.run())
    }

    @Test func aSchedulerOfAnotherMarbleSchedulerIsRefused() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            let other = MarbleScheduler()
            m.expect(m.cold("a|"), on: other.main).toBe("a|")
            m.run()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("not one of this MarbleScheduler's (main, background, runLoop, operationQueue)") == true)
    }
}

private func milliseconds(_ now: DispatchQueue.SchedulerTimeType, from start: DispatchQueue.SchedulerTimeType) -> Int {
    start.distance(to: now).magnitude / 1_000_000
}
