import MarbleTesting
import OpenCombineShim
import Testing

@MainActor @Suite struct AsyncSequenceExpectationTests {
    @Test func aColdSequenceIsExpectedAsItsMarbles() async {
        let m = MarbleScheduler()
        m.expect(m.coldSequence("-a-b--c|")).toBe("-a-b--c|")
        #expect(await m.run())
    }

    @Test func aColdSequenceFailsWithMarbleError() async {
        let m = MarbleScheduler()
        m.expect(m.coldSequence("-a#[boom]")).toBe("-a#[boom]")
        #expect(await m.run())
    }

    @Test func valuesAndOperatorsOfTheStandardLibrary() async {
        let m = MarbleScheduler()
        let numbers = m.coldSequence("-1-2-3|", values: ["1": 1, "2": 2, "3": 3])
        let doubled = numbers.map { $0 * 2 }.filter { $0 != 4 }
        m.expect(doubled).toBe("-a---b|", values: ["a": 2, "b": 6])
        #expect(await m.run())
    }

    @Test func aWrongValueFailsWithBothTimelines() async {
        let issues = await recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.coldSequence("-a-b|").map { $0.uppercased() }).toBe("-A-C|")
            #expect(await m.run() == false)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("actual marbles: \"-A-B|\"") == true)
    }

    /// A consumer busy when an element comes due gets it when it next asks: pulled, not lost.
    @Test func aBusyConsumerGetsTheElementLate() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let slow = m.coldSequence("-ab|").map { value in
            try? await clock.sleep(for: .milliseconds(200))
            return value
        }
        m.expect(slow).toBe("---a-(b|)")
        #expect(await m.run())
    }

    /// An endless sequence is cancelled when the run ends, and the run does not wait for it.
    @Test func anEndlessSequenceStopsAtTheEndOfTheRun() async {
        let m = MarbleScheduler()
        m.maxFramesAfterMarbles = 5
        m.expect(m.coldSequence("-a-b")).toBe("-a-b")
        #expect(await m.run())
    }

    @Test func anAsyncStreamFedByTheCode() async {
        let m = MarbleScheduler()
        let clock = m.clock
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        Task {
            for tick in 1...3 {
                try await clock.sleep(for: .milliseconds(200))
                continuation.yield(tick)
            }
            continuation.finish()
        }
        m.expect(stream).toBe("--1-2-(3|)")
        #expect(await m.run())
    }
}
