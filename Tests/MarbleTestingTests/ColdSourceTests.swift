import MarbleTesting
import OpenCombineShim
import Testing

@Suite struct ColdSourceTests {
    @Test func valuesArriveAtTheirFrames() {
        let m = MarbleScheduler()
        m.expect(m.cold("-a-b|")).toBe("-a-b|")
        m.run()
    }

    @Test func valuesStandForTheirTokensBothWays() {
        let m = MarbleScheduler()
        let tens = m.cold("-a-b|", values: ["a": 1, "b": 2]).map { $0 * 10 }
        m.expect(tens).toBe("-x-y|", values: ["x": 10, "y": 20])
        m.run()
    }

    @Test func withoutValuesATokenIsTheValueDescription() {
        let m = MarbleScheduler()
        m.expect(m.cold("-1-2|").map { Int($0) ?? 0 }.map { $0 + 1 }).toBe("-2-3|")
        m.run()
    }

    @Test func groupsBracketsAndNamedFailures() {
        let m = MarbleScheduler()
        m.expect(m.cold("-(ab)-[sw]-#[boom]")).toBe("-(ab)-[sw]-#[boom]")
        m.run()
    }

    @Test func aBareFailureMatchesAnyErrorAndANamedOneItsDescription() {
        struct Timeout: Error, CustomStringConvertible { var description: String { "timed out" } }
        let m = MarbleScheduler()
        let failing = m.cold("-a-b|").tryMap { value -> String in
            if value == "b" { throw Timeout() }
            return value
        }
        m.expect(failing).toBe("-a-#[timed out]")
        m.expect(failing).toBe("-a-#")
        m.run()
    }

    @Test func eachSubscriberGetsTheTimelineFromItsSubscription() {
        let m = MarbleScheduler()
        let source = m.cold("-a|")
        m.expect(source, subscribedAt: "--^").toBe("---a|")
        m.expect(source).toBe("-a|")
        m.expectSubscriptions(source.subscriptions).toBe(["^-!", "--^-!"])
        m.run()
    }

    @Test func retryResubscribes() {
        let m = MarbleScheduler()
        let flaky = m.cold("-a#")
        m.expect(flaky.retry(1)).toBe("-a-a#")
        m.expectSubscriptions(flaky.subscriptions).toBe(["^-!", "--^-!"])
        m.run()
    }

    /// flatMap(maxPublishers: .max(1)) asks for one value at a time: `b` waits in the
    /// source until the first inner source finishes, and `|` waits behind it.
    @Test func valuesWaitForDemand() {
        let m = MarbleScheduler()
        let outer = m.cold("ab|")
        let one = outer.flatMap(maxPublishers: .max(1)) { value in m.cold("--\(value)|") }
        m.expect(one).toBe("--a--b|")
        m.expectSubscriptions(outer.subscriptions).toBe("^--!")
        m.run()
    }

    @Test func frameSetsTheDurationOfACharacter() {
        let m = MarbleScheduler(frame: .milliseconds(10))
        let delayed = m.cold("a|").delay(for: .milliseconds(30), scheduler: m.scheduler)
        m.expect(delayed).toBe("---a|")
        m.run()
    }

    @Test func timeProgressionsSkipTime() {
        let m = MarbleScheduler()
        let late = m.cold("a 2s b|").delay(for: .milliseconds(250), scheduler: m.scheduler)
        m.expect(late).toBe("-- 50ms a 2s b|")
        m.run()
    }

    @Test func unreadableMarblesFailAtTheSourceWithACaret() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-(a")).toBe("-")
            m.run()
        }
        #expect(issues.first == "cold: these marbles cannot be read:\n-(a\n ^ unclosed group; expected ')'")
    }

    @Test func aTokenMissingFromValuesIsReported() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-a-b|", values: ["a": 1])).toBe("-a--|", values: ["a": 1])
            m.run()
        }
        #expect(issues == [#"no value for "b" in values: (marbles "-a-b|")"#])
    }

    /// `/` is a task's cancel request in StreamLab's diagrams: a source that writes it is told
    /// so, not left silently without the event; `[/]` is still the value "/".
    @Test func aCancelRequestInASourceIsReported() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-a/|", values: ["a": "x"])).toBe("-a-|", values: ["a": "x"])
            m.run()
        }
        #expect(issues == [#"'/' is a task's cancel request, which a source cannot send; write the value "/" as [/] (marbles "-a/|")"#])
        let bracketed = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-[/]|", values: ["/": "slash"])).toBe("-[/]|", values: ["/": "slash"])
            m.run()
        }
        #expect(bracketed.isEmpty)
    }

    @Test func aColdSourceHasNoZeroPoint() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-^a|")).toBe("-a|")
            m.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("only a hot source has") == true)
    }
}
