import Marbles
import OpenCombineShim

extension MarbleScheduler {
    /// Subscribes to `publisher` at frame 0 (or as `subscribedAt` says: `"--^---!"`
    /// subscribes at frame 2 and cancels at frame 6), records what it does, and returns
    /// the expectation to complete with `toBe`. It asks for `demand` values when it
    /// subscribes (unlimited unless given); `request(_:)` on the expectation asks for more.
    public func expect<P: Publisher>(
        _ publisher: P, subscribedAt: String? = nil, demand: Subscribers.Demand = .unlimited,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> PublisherExpectation<P.Output, P.Failure> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let recorder = TimelineRecorder<P.Output, P.Failure>(clock: clock, demand: demand)
        var start = 0
        var end: Int?
        if let subscribedAt {
            do {
                let timeline = try MarbleParser.parse(subscribedAt, frame: clock.frame, mode: .subscription)
                start = timeline.subscribeTime ?? 0
                end = timeline.cancelTime
            } catch {
                IssueRecorder.fail(MarbleMessages.invalidMarbles("expect(subscribedAt:)", subscribedAt, error), at: site)
            }
        }
        clock.schedule(at: start) { publisher.subscribe(recorder) }
        if let end {
            clock.schedule(at: end) { recorder.cancel() }
            reach(end)
        }
        reach(start)
        let expectation = PublisherExpectation(recorder: recorder, clock: clock, dropped: droppedValues, site: site)
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
        let expectation = SubscriptionExpectation(log: subscriptions, clock: clock, site: site)
        register(expectation)
        return expectation
    }
}
