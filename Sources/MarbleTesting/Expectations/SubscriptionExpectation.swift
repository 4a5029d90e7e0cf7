import Marbles

/// What `m.expectSubscriptions(source.subscriptions)` returns: say when the source was
/// subscribed (`^`) and when each subscription ended (`!`: cancelled, finished or failed).
///
/// ```
/// m.expectSubscriptions(source.subscriptions).toBe("^--!")
/// m.expectSubscriptions(flaky.subscriptions).toBe(["^-!", "--^-!"])   // retried once
/// ```
public final class SubscriptionExpectation: MarbleCheck {
    private struct Assertion {
        let marbles: [String]
        let site: CallSite
    }

    let expectSite: CallSite
    private let log: SubscriptionLog
    private let clock: VirtualClock
    private var assertions: [Assertion] = []

    init(log: SubscriptionLog, clock: VirtualClock, site: CallSite) {
        self.log = log
        self.clock = clock
        self.expectSite = site
    }

    /// Expects exactly one subscription, as `marbles` draws it (`"^---!"`; no `!` while it lasts).
    public func toBe(
        _ marbles: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        assertions.append(Assertion(marbles: [marbles], site: site))
    }

    /// Expects these subscriptions, one marble string each, in the order they were made.
    public func toBe(
        _ marbles: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        assertions.append(Assertion(marbles: marbles, site: site))
    }

    var uncheckedSites: [CallSite] { assertions.map(\.site) }
    var hasAssertions: Bool { !assertions.isEmpty }

    func check(recording: MarbleRecording?) -> Bool {
        let pending = assertions
        assertions = []
        return pending.reduce(true) { held, assertion in check(assertion, recording: recording) && held }
    }

    private func check(_ assertion: Assertion, recording: MarbleRecording?) -> Bool {
        var expected: [[MarbleEvent]] = []
        for marbles in assertion.marbles {
            do {
                let timeline = try MarbleParser.parse(marbles, frame: clock.frame, mode: .subscription)
                guard timeline.subscribeTime != nil else {
                    IssueRecorder.fail(MarbleMessages.subscriptionWithoutStart(marbles), at: assertion.site)
                    return false
                }
                expected.append(timeline.events)
            } catch {
                IssueRecorder.fail(MarbleMessages.invalidMarbles("toBe", marbles, error), at: assertion.site)
                return false
            }
        }
        let actual = log.entries.map { entry in
            [.subscribe(at: entry.start)] + (entry.end.map { [MarbleEvent.cancel(at: $0)] } ?? [])
        }
        guard expected != actual else { return true }
        let writer = MarbleWriter(frame: clock.frame)
        let actualMarbles = actual.map { writer.write($0).marbles }
        if let recording {
            let literal = assertion.marbles.count == 1 && actualMarbles.count == 1
                ? SwiftLiteral.string(actualMarbles[0]) : SwiftLiteral.array(actualMarbles)
            recording.record(literal, at: assertion.site)
            return false
        }
        IssueRecorder.fail(
            MarbleMessages.subscriptionMismatch(
                expected: expected, actual: actual, frame: clock.frame, actualMarbles: actualMarbles),
            at: assertion.site)
        return false
    }
}
