import StreamCore
import Testing

/// `fetch` is URLSession's `dataTaskPublisher(for:)` with a virtual network. OpenCombine has
/// no URLSession publisher, so these are our own tests, reasoned from Apple's documentation
/// ("Returns a publisher that wraps a URL session data task for a given URL. The publisher
/// publishes data when the task completes, or terminates if the task fails with an error.")
/// and from the Foundation overlay's source (Publishers+URLSession.swift: each subscription
/// makes its own data task, resumed on the first `request(_:)` with demand; `cancel()` cancels
/// the task). The answer stands for the data; a failure for the URLError.
@Suite struct FetchPublisherTests {
    static func fetch(_ world: OurWorld, fails: Bool = false) -> FetchPublisher {
        FetchPublisher(clock: world.clock, delay: 200, answer: fails ? .failure(StreamError("offline")) : .success(.int(7)))
    }

    /// Cold: every subscriber makes its own request, answered 200ms after it asked.
    @Test func eachSubscriberMakesItsOwnRequest() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 100) }
        let lanes = OursRunner.run(scenario) { Self.fetch($0) }
        expectLanes(lanes, [1: "0:^ 200:7 200:|", 2: "100:^ 300:7 300:|"])
    }

    /// The request starts with the first demand, not with the subscription.
    @Test func theRequestStartsWithTheFirstDemand() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.request(1, .max(1), at: 300)
        }
        let lanes = OursRunner.run(scenario) { Self.fetch($0) }
        expectLanes(lanes, [1: "0:^ 500:7 500:|"])
    }

    /// A later demand does not start a second request.
    @Test func moreDemandDoesNotRequestAgain() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.request(1, .max(1), at: 100)
        }
        let lanes = OursRunner.run(scenario) { Self.fetch($0) }
        expectLanes(lanes, [1: "0:^ 200:7 200:|"])
    }

    /// A failed request fails the subscriber at the answer's time.
    @Test func aFailureTerminatesAtTheAnswer() {
        let lanes = OursRunner.run(Scenario { $0.subscribe(1, at: 0) }) { Self.fetch($0, fails: true) }
        expectLanes(lanes, [1: "0:^ 200:#offline"])
    }

    /// Cancelling cancels the request: nothing arrives after, and other requests go on.
    @Test func cancellingStopsOnlyThatRequest() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 0); $0.cancel(1, at: 100) }
        let lanes = OursRunner.run(scenario) { Self.fetch($0) }
        expectLanes(lanes, [1: "0:^ 100:!", 2: "0:^ 200:7 200:|"])
    }
}
