import Marbles
import OpenCombineShim

/// What `m.expect(publisher)` returns: say what the publisher should do with `toBe`.
///
/// ```
/// m.expect(shown).toBe("------b--|", values: ["b": "sw"])
/// m.run()   // checks it
/// ```
public final class PublisherExpectation<Output, Failure: Error>: MarbleCheck {
    /// One `toBe`: its marbles, where it was written, and how tokens stand for values.
    private struct Assertion {
        let marbles: String
        let site: CallSite
        let sameValue: (String, Output) -> Bool
        let token: (Output) -> String
        /// Whether a token stands for any value at all (a key of `values:`).
        var knowsToken: (String) -> Bool = { _ in true }
        /// Whether a value has a token of its own (a key in `values:`), so that recording
        /// writes marbles the next run can read.
        var hasToken: (Output) -> Bool = { _ in true }
        /// With an `errors:` map: the key of the error the publisher failed with (nil when
        /// no key's error is `==` to it), which a `#[key]` of the marbles names.
        var errorKey: ((Failure) -> String?)?
        /// With an `errors:` map: whether a `#[name]` is one of its keys.
        var knowsError: (String) -> Bool = { _ in true }
    }

    let expectSite: CallSite
    private let recorder: TimelineRecorder<Output, Failure>
    private let clock: VirtualClock
    /// What hot sources lost for want of demand: named when the timeline differs.
    private let dropped: DroppedValues
    private var assertions: [Assertion] = []
    /// The scheduler every value must arrive on (`expect(_:on:)`), by name.
    private let arrivesOn: String?
    /// Whether a value off `arrivesOn`, or beyond the demand, has already failed the test.
    private var reportedDelivery = false

    init(
        recorder: TimelineRecorder<Output, Failure>, clock: VirtualClock, dropped: DroppedValues,
        arrivesOn: String? = nil, site: CallSite
    ) {
        self.recorder = recorder
        self.clock = clock
        self.dropped = dropped
        self.arrivesOn = arrivesOn
        self.expectSite = site
    }

    /// Expects the whole timeline, from frame 0, to be `marbles`; a token stands for the
    /// value whose `String(describing:)` it is (`"-1-2|"` for 1 then 2).
    public func toBe(
        _ marbles: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        assertions.append(Assertion(
            marbles: marbles, site: site,
            sameValue: { token, value in token == String(describing: value) },
            token: { String(describing: $0) }))
    }

    /// Expects the whole timeline, from frame 0, to be `marbles`, where each token is a
    /// key of `values` and values compare with `==`.
    public func toBe(
        _ marbles: String, values: [String: Output],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Output: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let keys = values.keys.sorted()
        assertions.append(Assertion(
            marbles: marbles, site: site,
            sameValue: { token, value in values[token] == value },
            token: { value in keys.first { values[$0] == value } ?? String(describing: value) },
            knowsToken: { values[$0] != nil },
            hasToken: { value in values.values.contains(value) }))
    }

    /// Expects the whole timeline to be `marbles`, where each token is a key of `values` and
    /// each failure `#[key]` a key of `errors`, compared with `==`:
    /// `toBe("-r-#[e]", values: ["r": result], errors: ["e": URLError(.timedOut)])`.
    /// A bare `#` still matches any failure.
    public func toBe(
        _ marbles: String, values: [String: Output], errors: [String: Failure],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Output: Equatable, Failure: Equatable {
        toBe(marbles, values: values, fileID: fileID, filePath: filePath, line: line, column: column)
        assertions[assertions.count - 1].errorKey = Self.key(in: errors)
        assertions[assertions.count - 1].knowsError = { errors[$0] != nil }
    }

    /// Expects the whole timeline to be `marbles`, where a token stands for the value whose
    /// `String(describing:)` it is, and each failure `#[key]` for a key of `errors`,
    /// compared with `==`: `toBe("-1-#[e]", errors: ["e": .timedOut])`.
    public func toBe(
        _ marbles: String, errors: [String: Failure],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Failure: Equatable {
        toBe(marbles, fileID: fileID, filePath: filePath, line: line, column: column)
        assertions[assertions.count - 1].errorKey = Self.key(in: errors)
        assertions[assertions.count - 1].knowsError = { errors[$0] != nil }
    }

    /// The first key (in order) whose error is `==` to the one given.
    private static func key(in errors: [String: Failure]) -> (Failure) -> String? where Failure: Equatable {
        let keys = errors.keys.sorted()
        return { error in keys.first { errors[$0] == error } }
    }

    /// Asks the publisher for `demand` more values now (for a test of demand, with
    /// `expect(_:demand:)`): `m.schedule(at: .milliseconds(300)) { out.request(.max(2)) }`.
    public func request(_ demand: Subscribers.Demand) {
        recorder.request(demand)
    }

    var uncheckedSites: [CallSite] { assertions.map(\.site) }
    var hasAssertions: Bool { !assertions.isEmpty }

    func check(recording: MarbleRecording?) -> Bool {
        let pending = assertions
        assertions = []
        let held = pending.reduce(true) { held, assertion in check(assertion, recording: recording) && held }
        guard let first = pending.first, !reportedDelivery else { return held }
        // How the values arrived is checked once, at the first `toBe`, whatever the marbles say.
        let delivered = checkScheduler(first) && checkDemand(first) && checkNothingAfterCompletion(first)
        reportedDelivery = !delivered
        return held && delivered
    }

    /// Every value arrived on the scheduler `expect(_:on:)` names.
    private func checkScheduler(_ assertion: Assertion) -> Bool {
        guard let arrivesOn else { return true }
        let off = recorder.events.filter { event in
            if case .value = event.kind { event.scheduler != arrivesOn } else { false }
        }
        guard let first = off.first, case .value(let value) = first.kind else { return true }
        IssueRecorder.fail(
            MarbleMessages.arrivedOn(
                token: MarbleWriter.valueToken(assertion.token(value)), at: first.time,
                scheduler: first.scheduler, expected: arrivesOn, others: off.count - 1),
            at: assertion.site)
        return false
    }

    /// No value arrived beyond what the expectation requested.
    private func checkDemand(_ assertion: Assertion) -> Bool {
        guard let excess = recorder.ledger.excess.first,
              case .value(let value) = recorder.events[excess.event].kind else { return true }
        IssueRecorder.fail(
            MarbleMessages.demandExceeded(
                token: MarbleWriter.valueToken(assertion.token(value)), at: recorder.events[excess.event].time,
                requested: excess.requested, delivered: excess.delivered, others: recorder.ledger.excess.count - 1),
            at: assertion.site)
        return false
    }

    /// Issue 20: no value arrived after the completion (a hand-written publisher that forgets
    /// its own state): reported even when the marbles show it, as in `a-b(|z)`.
    private func checkNothingAfterCompletion(_ assertion: Assertion) -> Bool {
        guard let index = recorder.afterCompletion.first, let completion = recorder.completion,
              case .value(let value) = recorder.events[index].kind else { return true }
        IssueRecorder.fail(
            MarbleMessages.valueAfterCompletion(
                token: MarbleWriter.valueToken(assertion.token(value)), at: recorder.events[index].time,
                completion: completion, others: recorder.afterCompletion.count - 1),
            at: assertion.site)
        return false
    }

    private func check(_ assertion: Assertion, recording: MarbleRecording?) -> Bool {
        let expected: [MarbleEvent]
        do {
            expected = try MarbleParser.parse(assertion.marbles, frame: clock.frame, mode: .source).events
        } catch {
            IssueRecorder.fail(MarbleMessages.invalidMarbles("toBe", assertion.marbles, error), at: assertion.site)
            return false
        }
        if let token = expected.lazy.compactMap(\.valueText).first(where: { !assertion.knowsToken($0) }) {
            IssueRecorder.fail(MarbleMessages.missingValues([token], in: assertion.marbles), at: assertion.site)
            return false
        }
        if let name = expected.lazy.compactMap(\.failureText).first(where: { !$0.isEmpty && !assertion.knowsError($0) }) {
            IssueRecorder.fail(MarbleMessages.missingErrors([name], in: assertion.marbles), at: assertion.site)
            return false
        }
        let match = TimelineMatch(
            expected: expected, actual: actualEvents(for: assertion), sameValue: assertion.sameValue, token: assertion.token)
        guard !match.matches else { return true }
        let actual = match.displayedActual
        let written = MarbleWriter(frame: clock.frame).write(actual)
        // A value with no key in `values:` would be written as its description, which the
        // next run cannot read back: recording is refused rather than writing it.
        let unnamed = recording == nil ? [] : unnamedValues(match, assertion)
        if let recording, written.isExact, unnamed.isEmpty {
            recording.record(SwiftLiteral.string(written.marbles), at: assertion.site)
            return false
        }
        var message = MarbleMessages.timelineMismatch(
            expected: expected, actual: actual, frame: clock.frame,
            actualMarbles: written.marbles, isExact: written.isExact)
        if !unnamed.isEmpty { message = MarbleMessages.recordingRefused(unnamed: unnamed) + "\n" + message }
        let drops = dropped.all
        if !drops.isEmpty { message += "\n" + MarbleMessages.droppedValues(drops) }
        IssueRecorder.fail(message, at: assertion.site)
        return false
    }
}

extension PublisherExpectation {
    /// What the publisher did, its failure named by its key in the assertion's `errors:` (if
    /// it has one and a key's error is `==` to it), so that `#[key]` matches and a diagram shows the key.
    private func actualEvents(for assertion: Assertion) -> [RecordedEvent<Output>] {
        guard let errorKey = assertion.errorKey, let error = recorder.error, let key = errorKey(error) else {
            return recorder.events
        }
        return recorder.events.map { event in
            guard case .failure = event.kind else { return event }
            return RecordedEvent(time: event.time, kind: .failure(key), scheduler: event.scheduler)
        }
    }

    /// The descriptions of the actual values, shown with a token of their own, that have no
    /// key in the assertion's `values:` (each once, in order).
    private func unnamedValues(_ match: TimelineMatch<Output>, _ assertion: Assertion) -> [String] {
        var unnamed: [String] = []
        for (index, event) in recorder.events.enumerated() {
            guard case .value(let value) = event.kind, !match.isMatched(index), !assertion.hasToken(value) else { continue }
            let description = String(describing: value)
            if !unnamed.contains(description) { unnamed.append(description) }
        }
        return unnamed
    }
}

extension MarbleEvent {
    /// The token of a value event.
    var valueText: String? {
        if case .value(let text) = kind { return text }
        return nil
    }

    /// The message of a failure event (empty for a bare `#`).
    var failureText: String? {
        if case .failure(let message) = kind { return message }
        return nil
    }
}
