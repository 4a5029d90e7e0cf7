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
/// 4. the goal's values with extras between them (stale values), or some of them left out
///    (missing values);
/// 5. as many values at the goal's times, with other texts;
/// 6. otherwise, several differences.
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
        if isSubsequence(wantedTexts, of: gotTexts) { return .staleValue }
        if isSubsequence(gotTexts, of: wantedTexts) { return .missingValues }
        if wanted.values.map(\.time) == got.values.map(\.time) { return .wrongValues }
        return .different
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
            }
        }
    }
}
