import Marbles
import StreamDSL
import StreamLanguage
import TimeNotation

/// What an exercise asks for: lanes of marbles the learner's session must record.
///
/// Written in a ```` ```goal ```` block:
///
///     frame: 100ms
///     out: --3----5|
///
/// `frame:` (optional, default 100ms, before the lanes) is the duration of one marble
/// character. Each lane is `NAME: MARBLES`, read as a diagram lane: times are absolute,
/// `^` (required) is the subscription and `!` the cancellation, both compared, `#` is any failure and `#[boom]` a failure with that message.
/// Lines `requires OP[, OP…]` and `forbids OP[, OP…]` name operators the answer must or must
/// not use (`OperatorRule`).
public struct Goal: Sendable, Hashable {
    /// One lane of the goal: `NAME: MARBLES`.
    public struct Lane: Sendable, Hashable {
        /// The name before the colon (shown on the goal diagram).
        public var name: String
        /// The marbles as written.
        public var marbles: String
        /// The file line the lane is written on.
        public var line: Int
        /// The marbles read as a diagram lane with the goal's frame.
        public var events: [MarbleEvent]
    }

    /// Milliseconds per marble character.
    public var frame: Int
    /// The lanes in the order written.
    public var lanes: [Lane]
    /// The `requires` and `forbids` lines, in the order written.
    public var rules: [OperatorRule] = []

    /// The default frame, the same as a session's.
    public static let defaultFrame = 100

    /// Reads the lines of a goal block; problems are reported at their lines.
    static func parse(_ lines: [(number: Int, text: String)], openingLine: Int,
                      report: (Int, String) -> Void) -> Goal? {
        var declaredFrame: Int?
        var lanes: [Lane] = []
        var rules: [OperatorRule] = []
        var valid = true
        for (number, raw) in lines {
            let text = raw.trimmingSpaces()
            if text.isEmpty { continue }
            let (rule, isRule) = OperatorRule.parse(text, line: number, report: report)
            if isRule {
                if let rule { rules.append(rule) } else { valid = false }
                continue
            }
            guard let colon = text.firstIndex(of: ":") else {
                report(number, DocumentMessage.goalLineWithoutName(text))
                valid = false
                continue
            }
            let name = text[..<colon].trimmingSpaces()
            let value = text[text.index(after: colon)...].trimmingSpaces()
            if name == "frame" {
                if declaredFrame != nil {
                    report(number, DocumentMessage.duplicateFrame)
                } else if !lanes.isEmpty {
                    report(number, DocumentMessage.frameAfterLanes)
                } else if let duration = DurationText.milliseconds(value) {
                    declaredFrame = duration
                    continue
                } else {
                    report(number, DocumentMessage.invalidFrame(value))
                }
                valid = false
            } else if name.isEmpty || value.isEmpty {
                report(number, DocumentMessage.goalLineWithoutName(text))
                valid = false
            } else if lanes.contains(where: { $0.name == name }) {
                report(number, DocumentMessage.duplicateGoalLane(name))
                valid = false
            } else {
                do throws(MarbleSyntaxError) {
                    let timeline = try MarbleParser.parse(value, frame: declaredFrame ?? defaultFrame, mode: .lane)
                    // The subscription time is part of every goal, and `:check` compares it.
                    guard timeline.subscribeTime != nil else {
                        report(number, DocumentMessage.goalWithoutSubscription(name))
                        valid = false
                        continue
                    }
                    lanes.append(Lane(name: name, marbles: value, line: number, events: timeline.events))
                } catch {
                    // Columns in the message are those of the file line, 1-based.
                    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
                    let start = raw.prefix(while: isSpace).count + text.distance(from: text.startIndex, to: colon)
                        + 1 + text[text.index(after: colon)...].prefix(while: isSpace).count
                    let detail = "column \(start + error.column + 1): \(error.message); expected \(error.expected)"
                    report(number, DocumentMessage.goalMarbles(lane: name, detail: detail))
                    valid = false
                }
            }
        }
        // An operator both required and forbidden makes an exercise no answer can pass.
        for rule in rules where rule.kind == .forbids {
            for name in rule.operators where rules.required.contains(name) {
                report(rule.line, DocumentMessage.requiredAndForbidden(name))
                valid = false
            }
        }
        guard valid else { return nil }
        if lanes.isEmpty {
            report(openingLine, DocumentMessage.emptyGoal)
            return nil
        }
        return Goal(frame: declaredFrame ?? defaultFrame, lanes: lanes, rules: rules)
    }
}

/// A goal's `frame:`, read as the language reads durations, from 1ms to a day.
enum DurationText {
    static let frames = 1...86_400_000

    static func milliseconds(_ text: some StringProtocol) -> Int? {
        try? DurationNotation.milliseconds(text, within: frames).get()
    }
}
