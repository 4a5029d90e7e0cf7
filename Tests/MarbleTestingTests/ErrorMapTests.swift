import MarbleTesting
import OpenCombineShim
import Testing

/// Issue 19: sources fail with errors of any type (`errors:`), and `toBe(…, errors:)` compares
/// a failure with `==` when the error is `Equatable`, not by its description.
@Suite struct ErrorMapTests {
    /// Two errors with the same description: only `==` tells them apart.
    enum NetworkError: Error, Equatable, CustomStringConvertible {
        case timedOut(seconds: Int)
        case offline
        var description: String { "network" }
    }

    @Test func aColdSourceFailsWithTheMappedErrorAndTheCodeUnderTestSeesIt() {
        let m = MarbleScheduler()
        let source = m.cold("-a#[e]", values: ["a": 1], errors: ["e": NetworkError.timedOut(seconds: 5)])
        // Code under test that recovers from one error and not from another.
        let recovered = source.catch { error in Just(error == .timedOut(seconds: 5) ? 0 : -1) }
        m.expect(recovered).toBe("-a(0|)", values: ["a": 1, "0": 0])
        #expect(m.run())
    }

    @Test func errorsMatchByEqualityNotByDescription() {
        let m = MarbleScheduler()
        let source = m.hot("-a#[t]", values: ["a": 1], errors: ["t": NetworkError.timedOut(seconds: 5)])
        m.expect(source).toBe("-a#[x]", values: ["a": 1], errors: ["x": .timedOut(seconds: 5)])
        #expect(m.run())

        let issues = recordedIssues {
            let other = MarbleScheduler()
            let failing = other.cold("-a#[t]", values: ["a": 1], errors: ["t": NetworkError.timedOut(seconds: 5)])
            // Same description ("network"), another error: a mismatch.
            other.expect(failing).toBe("-a#[o]", values: ["a": 1], errors: ["o": .offline])
            other.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("#[network]") == true, "\(issues)")
    }

    @Test func aBareFailureStillMatchesAnyError() {
        let m = MarbleScheduler()
        let source = m.cold("--#[t]", values: [String: Int](), errors: ["t": NetworkError.offline])
        m.expect(source).toBe("--#", errors: ["o": NetworkError.offline])
        #expect(m.run())
    }

    @Test func aKeyMissingFromErrorsIsReportedNotGuessed() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-a|", values: ["a": 1], errors: ["t": NetworkError.offline]))
                .toBe("-a#[z]", values: ["a": 1], errors: ["t": .offline])
            m.run()
        }
        #expect(issues == [#"no error for "z" in errors: (marbles "-a#[z]")"#])
    }

    @Test func aSourceFailureWithoutAKeyIsReportedAndLeftOut() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            let source = m.cold("-a#", values: ["a": 1], errors: ["t": NetworkError.offline])
            m.expect(source).toBe("-a", values: ["a": 1])
            m.run()
        }
        #expect(issues == [#"no error for "" in errors: (marbles "-a#")"#])
    }
}

/// Issue 19: an endless timer's failure is a bounded message that points to the subscription
/// marbles, not a literal of thousands of characters.
@Suite struct EndlessSourceMessageTests {
    @Test func aTimersMismatchIsBoundedAndHintsAtSubscribedAt() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            let ticks = m.main.timerPublisher(every: .milliseconds(100)).autoconnect().map { _ in "t" }
            m.expect(ticks).toBe("-t")
            m.run()
        }
        #expect(issues.count == 1)
        let message = issues.first ?? ""
        // 1000 frames of ticks: far past the bound.
        #expect(message.contains("actual marbles (the first 200 of "))
        #expect(message.contains("subscribedAt: \"^-----!\""))
        #expect(message.utf8.count < 2_000, "\(message.utf8.count) bytes")
    }

    @Test func theSameTimerCancelledBySubscriptionMarblesPasses() {
        let m = MarbleScheduler()
        let ticks = m.main.timerPublisher(every: .milliseconds(100)).autoconnect().map { _ in "t" }
        m.expect(ticks, subscribedAt: "^---!").toBe("-ttt")
        #expect(m.run())
    }

    /// A hot source starts when the clock first runs, whoever runs it: no `advance(to: .zero)`.
    @Test func aHotSourceStartsWithoutAdvancingToZero() {
        let m = MarbleScheduler()
        let hot = m.hot("a-b|")
        var got: [String] = []
        let cancellable = hot.sink(receiveCompletion: { _ in got.append("|") }, receiveValue: { got.append($0) })
        m.advance(to: .milliseconds(300))
        #expect(got == ["a", "b", "|"])
        cancellable.cancel()
        #expect(m.run())
    }
}
