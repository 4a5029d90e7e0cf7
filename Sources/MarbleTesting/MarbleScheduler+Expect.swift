import CombineSchedulers
import Marbles
import OpenCombineShim

extension MarbleScheduler {
    /// Subscribes to `publisher` at frame 0 (or as `subscribedAt` says: `"--^---!"`
    /// subscribes at frame 2 and cancels at frame 6), records what it does, and returns
    /// the expectation to complete with `toBe`. It asks for `demand` values when it
    /// subscribes (unlimited unless given); `request(_:)` on the expectation asks for more.
    ///
    /// A value beyond that demand fails the expectation, naming the value and the demand:
    /// Combine forbids a publisher to send more than was requested.
    public func expect<P: Publisher>(
        _ publisher: P, subscribedAt: String? = nil, demand: Subscribers.Demand = .unlimited,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> PublisherExpectation<P.Output, P.Failure> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return expect(publisher, arrivesOn: nil, subscribedAt: subscribedAt, demand: demand, site: site)
    }

    /// As `expect(_:subscribedAt:demand:)`, and every value must arrive on `scheduler`, one
    /// of this `MarbleScheduler`'s: `m.expect(model.results, on: m.main).toBe("---r")` fails
    /// with "value r arrived on background, expected main" when a `receive(on:)` is missing.
    public func expect<P: Publisher, Time, Options>(
        _ publisher: P, on scheduler: TestScheduler<Time, Options>,
        subscribedAt: String? = nil, demand: Subscribers.Demand = .unlimited,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> PublisherExpectation<P.Output, P.Failure> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let lane = virtualClock.driver.lane(of: ObjectIdentifier(scheduler))
        if lane == nil {
            IssueRecorder.fail(MarbleMessages.foreignScheduler(virtualClock.driver.lanes.map(\.name)), at: site)
        }
        let name = lane.map { virtualClock.driver.lanes[$0].name }
        return expect(publisher, arrivesOn: name, subscribedAt: subscribedAt, demand: demand, site: site)
    }

    private func expect<P: Publisher>(
        _ publisher: P, arrivesOn: String?, subscribedAt: String?, demand: Subscribers.Demand, site: CallSite
    ) -> PublisherExpectation<P.Output, P.Failure> {
        let recorder = TimelineRecorder<P.Output, P.Failure>(clock: virtualClock, demand: demand)
        var start = 0
        var end: Int?
        if let subscribedAt {
            do {
                let timeline = try MarbleParser.parse(subscribedAt, frame: virtualClock.frame, mode: .subscription)
                start = timeline.subscribeTime ?? 0
                end = timeline.cancelTime
            } catch {
                IssueRecorder.fail(MarbleMessages.invalidMarbles("expect(subscribedAt:)", subscribedAt, error), at: site)
            }
        }
        virtualClock.schedule(at: start) { publisher.subscribe(recorder) }
        if let end {
            virtualClock.schedule(at: end) { recorder.cancel() }
            reach(end)
        }
        reach(start)
        let expectation = PublisherExpectation(
            recorder: recorder, clock: virtualClock, dropped: droppedValues, arrivesOn: arrivesOn, site: site)
        register(expectation)
        return expectation
    }

    /// Expects when a marble source was subscribed and unsubscribed:
    /// `m.expectSubscriptions(source.subscriptions).toBe("^---!")`.
    public func expectSubscriptions(
        _ subscriptions: SubscriptionLog,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> SubscriptionExpectation {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let expectation = SubscriptionExpectation(log: subscriptions, clock: virtualClock, site: site)
        register(expectation)
        return expectation
    }
}
