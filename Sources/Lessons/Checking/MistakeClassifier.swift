import Marbles

/// Names the mistake behind a lane that differs from its goal (see `MistakeClass`).
///
/// The lane is split into its subscription, its values (time and text) and its ending
/// (finished, failure or cancellation). The first rule that fits wins:
/// 1. another subscription time;
/// 2. values with the same texts in the same order: shifted by one constant (late or
///    early), or unevenly (wrong times); when they also sit at the goal's times, the ending
///    differs (missing, early, late, or of another kind);
/// 3. the same texts in another order;
/// 4. the goal's first values, then an ending of the goal's kind before the goal's (an early
///    completion: what is missing never had a chance);
/// 5. the goal's values with extras between them (stale values), or some of them left out
///    (missing values);
/// 6. as many values at the goal's times, with other texts;
/// 7. otherwise, several differences, which `differences` lists.
public enum MistakeClassifier {
    public static func classify(expected: [MarbleEvent], actual: [MarbleEvent]) -> MistakeClass {
        let wanted = LaneShape(inTimeOrder(expected))
        let got = LaneShape(inTimeOrder(actual))
        if wanted.subscription != got.subscription { return .subscriptionTime }
        let wantedTexts = wanted.values.map(\.text)
        let gotTexts = got.values.map(\.text)
        if wantedTexts == gotTexts {
            let shifts = Set(zip(wanted.values, got.values).map { $1.time - $0.time })
            if shifts == [0] || wantedTexts.isEmpty { return endingMistake(wanted.ending, got.ending) }
            if shifts.count == 1, let shift = shifts.first { return shift > 0 ? .lateByConstant : .earlyByConstant }
            return .wrongTimes
        }
        if wantedTexts.sorted() == gotTexts.sorted() { return .wrongOrder }
        if let wantedEnd = wanted.ending, let gotEnd = got.ending, wantedEnd.kind == gotEnd.kind,
           gotEnd.time < wantedEnd.time, gotTexts.count < wantedTexts.count,
           Array(wantedTexts.prefix(gotTexts.count)) == gotTexts {
            return .earlyCompletion
        }
        if isSubsequence(wantedTexts, of: gotTexts) { return .staleValue }
        if isSubsequence(gotTexts, of: wantedTexts) { return .missingValues }
        if wanted.values.map(\.time) == got.values.map(\.time) { return .wrongValues }
        return .different
    }

    /// What differs, one line each, for a lane classed `.different`: the subscription, the
    /// values missing and those that should not be there (by text, with their times), and
    /// the ending.
    public static func differences(expected: [MarbleEvent], actual: [MarbleEvent]) -> [String] {
        let wanted = LaneShape(inTimeOrder(expected))
        let got = LaneShape(inTimeOrder(actual))
        var lines: [String] = []
        if wanted.subscription != got.subscription {
            lines.append("subscribed \(time(got.subscription)) instead of \(time(wanted.subscription))")
        }
        var unmatched = got.values
        var missing: [LaneShape.Value] = []
        for value in wanted.values {
            if let index = unmatched.firstIndex(where: { $0.text == value.text }) {
                unmatched.remove(at: index)
            } else {
                missing.append(value)
            }
        }
        if !missing.isEmpty { lines.append("missing: " + missing.map(describe).joined(separator: ", ")) }
        if !unmatched.isEmpty { lines.append("not in the goal: " + unmatched.map(describe).joined(separator: ", ")) }
        if missing.isEmpty, unmatched.isEmpty, wanted.values != got.values {
            lines.append("the values come at other times or in another order")
        }
        if wanted.ending != got.ending {
            lines.append("ends \(describe(got.ending)) instead of \(describe(wanted.ending))")
        }
        return lines
    }

    private static func time(_ milliseconds: Int?) -> String {
        milliseconds.map { "at " + formatVirtualTime($0) } ?? "never"
    }

    private static func describe(_ value: LaneShape.Value) -> String { "\(value.text) at \(formatVirtualTime(value.time))" }

    private static func describe(_ ending: LaneShape.Ending?) -> String {
        guard let ending else { return "never" }
        let kind = switch ending.kind {
        case .finished: "finished"
        case .failure: "failed"
        case .cancel: "cancelled"
        default: "ended"
        }
        return "\(kind) at \(formatVirtualTime(ending.time))"
    }

    /// What differs between two endings of lanes whose values match.
    private static func endingMistake(_ wanted: LaneShape.Ending?, _ got: LaneShape.Ending?) -> MistakeClass {
        switch (wanted, got) {
        case let (wanted?, got?) where wanted.kind == got.kind:
            return got.time < wanted.time ? .earlyCompletion : got.time > wanted.time ? .lateCompletion : .different
        case (_?, nil): return .missingCompletion
        case (nil, _?): return .earlyCompletion
        case (_?, _?): return .wrongEnding
        case (nil, nil): return .different
        }
    }

    /// Events by time, same-instant events kept in their recorded order.
    private static func inTimeOrder(_ events: [MarbleEvent]) -> [MarbleEvent] {
        events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    private static func isSubsequence(_ small: [String], of large: [String]) -> Bool {
        guard small.count < large.count else { return false }
        var rest = small[...]
        for text in large where rest.first == text { rest = rest.dropFirst() }
        return rest.isEmpty
    }
}

/// A lane taken apart: when it subscribed, its values, how it ended.
struct LaneShape {
    struct Value: Hashable { var time: Int; var text: String }
    struct Ending: Hashable { var time: Int; var kind: MarbleEventKind }

    var subscription: Int?
    var values: [Value] = []
    var ending: Ending?

    init(_ events: [MarbleEvent]) {
        for event in events {
            switch event.kind {
            case .subscribe: subscription = subscription ?? event.time
            case .value(let text): values.append(Value(time: event.time, text: text))
            case .finished, .failure, .cancel: ending = ending ?? Ending(time: event.time, kind: event.kind)
            case .cancelRequest: continue
            }
        }
    }
}
