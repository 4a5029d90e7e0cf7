import MarbleTesting
import OpenCombineShim
import Testing

/// Issue 20: the recorder catches a publisher that sends after its completion (StreamLab's
/// `| sendingAfterCompletion`). Marbles cannot show such a value (the parser refuses events
/// after `|` or `#`), so the diagram always differs; the contract check says what is wrong,
/// naming the first stray with its time.
@Suite struct SendingAfterCompletionRecorderTests {
    @Test func aValueAfterTheFinishIsNamed() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            m.expect(SendingAfterCompletion(upstream: m.hot("a-b|"), strays: ["z", "y"])).toBe("a-b|")
            #expect(!m.run())
        }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("toBe: the publisher did not do what the marbles say") }, "\(messages)")
        #expect(messages.contains("value after completion: value z arrived at 300ms after the publisher had finished "
                                  + "(and 1 more value after it); a publisher must not send after its completion"),
                "\(messages)")
    }

    @Test func aValueAfterAFailureIsNamed() {
        let messages = recordedIssues {
            let m = MarbleScheduler()
            m.expect(SendingAfterCompletion(upstream: m.hot("a#"), strays: ["z"])).toBe("a#")
            #expect(!m.run())
        }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains("value after completion: value z arrived at 100ms after the publisher had failed; "
                                  + "a publisher must not send after its completion"), "\(messages)")
    }

    /// A publisher that keeps the contract is not reported.
    @Test func aWellBehavedPublisherPasses() {
        let m = MarbleScheduler()
        m.expect(SendingAfterCompletion(upstream: m.hot("a-b|"), strays: [])).toBe("a-b|")
        #expect(m.run())
    }
}

/// An operator that breaks the completion contract on purpose: it passes everything on and,
/// after forwarding its upstream's completion, sends `strays` anyway.
private struct SendingAfterCompletion<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure
    let upstream: Upstream
    let strays: [Output]

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Inner(downstream: subscriber, strays: strays))
    }

    private final class Inner<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output
        private let downstream: Downstream
        private let strays: [Output]

        init(downstream: Downstream, strays: [Output]) {
            self.downstream = downstream
            self.strays = strays
        }

        func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
            for stray in strays { _ = downstream.receive(stray) }
        }
    }
}
