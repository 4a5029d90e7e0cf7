import MarbleTesting
import OpenCombineShim
import Testing

/// Issue 20: the demand ledger catches an *operator* that ignores demand (StreamLab's
/// `| ignoringDemand`), not only a source that sends everything at once: the values arrive
/// over time from a hot source, and the first one beyond the demand is named with its time.
@Suite struct IgnoringDemandLedgerTests {
    @Test func anOperatorThatIgnoresDemandFailsAtTheFirstExcessValue() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            m.expect(IgnoringDemand(upstream: m.hot("a-b-c|")), demand: .max(1)).toBe("a-b-c|")
            #expect(!m.run())
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("value b arrived at 200ms when the subscriber had requested .max(1) and already received 1") == true,
                "\(messages)")
    }

    /// A buffer behind it holds what was not asked for, so the subscriber sees the contract kept.
    @Test func aBufferBehindItKeepsTheContract() {
        let m = MarbleScheduler()
        let buffered = IgnoringDemand(upstream: m.hot("a-b-c|")).buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest)
        let out = m.expect(buffered, demand: .max(1))
        out.toBe("a---b")
        m.schedule(at: .milliseconds(400)) { out.request(.max(1)) }
        #expect(m.run())
    }
}

/// An operator that breaks the demand contract on purpose: it asks its upstream for
/// everything and passes every value on, whatever its downstream requested.
private struct IgnoringDemand<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure
    let upstream: Upstream

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Inner(downstream: subscriber))
    }

    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output
        private let downstream: Downstream
        private var upstream: (any Subscription)?

        init(downstream: Downstream) { self.downstream = downstream }

        func receive(subscription: any Subscription) {
            upstream = subscription
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            _ = downstream.receive(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }

        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            upstream?.cancel()
            upstream = nil
        }
    }
}
