import MarbleTesting
import OpenCombineShim
import Testing

/// The demand ledger: an expectation fails when a publisher sends more than was requested.
@Suite struct DemandLedgerTests {
    /// A deliberately greedy publisher sends the second value although one was asked for.
    @Test func aGreedyPublisherFailsNamingTheDemandAndTheExcessValue() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            m.expect(Greedy(values: ["a", "b"]), demand: .max(1)).toBe("(ab|)")
            #expect(!m.run())
        }
        #expect(messages == [
            "demand exceeded: value b arrived at 0ms when the subscriber had requested .max(1) and already "
                + "received 1; a publisher must not send more than was requested",
        ])
    }

    @Test func everyExcessValueIsCountedAndNoneIsNamedTwice() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            let greedy = m.expect(Greedy(values: ["a", "b", "c"]), demand: .none)
            greedy.toBe("(abc|)")
            m.run()
            greedy.toBe("(abc|)")
            m.run()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("value a arrived at 0ms when the subscriber had requested .none and already received 0 (and 2 more values beyond the demand)") == true)
    }

    /// The same publisher with enough demand, and a well-behaved one with little, pass.
    @Test func publishersWithinTheDemandPass() {
        let m = MarbleScheduler()
        m.expect(Greedy(values: ["a", "b"])).toBe("(ab|)")
        m.expect(Greedy(values: ["a", "b"]), demand: .max(2)).toBe("(ab|)")
        let buffered = m.cold("(12)|").buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest)
        let one = m.expect(buffered, demand: .max(1))
        one.toBe("1-2")
        m.schedule(at: .milliseconds(200)) { one.request(.max(1)) }
        #expect(m.run())
    }

    /// Demand requested later counts: the ledger adds every `request`, and a value the
    /// subject drops for want of demand is no excess.
    @Test func laterRequestsAddToTheDemand() {
        let m = MarbleScheduler()
        let subject = PassthroughSubject<String, Never>()
        let out = m.expect(subject, demand: .max(1))
        out.toBe("a-b")
        m.schedule(at: .zero) { subject.send("a") }
        m.schedule(at: .milliseconds(100)) { out.request(.max(1)) }
        m.schedule(at: .milliseconds(200)) { subject.send("b") }
        m.schedule(at: .milliseconds(400)) { subject.send("c") }
        #expect(m.run())
    }
}

/// A publisher that ignores demand, as no publisher may: it sends every value as soon as it
/// is subscribed, then finishes.
private struct Greedy: Publisher {
    typealias Output = String
    typealias Failure = Never
    let values: [String]

    func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        for value in values { _ = subscriber.receive(value) }
        subscriber.receive(completion: .finished)
    }
}
