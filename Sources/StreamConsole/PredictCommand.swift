import Marbles
import StreamDSL
import StreamLanguage
import TimeNotation

/// `:predict NAME MARBLES`: the learner writes down what a lane will show before running it.
/// After the next `run` or `advance`, the console compares the prediction with the recorded
/// lane and names the first difference (predicting first, then running, is how marble
/// intuition is built).
///
/// The marbles are read as a diagram lane, times counted from 0ms, with the frame that
/// `frame D` after them gives, else the exercise's goal's (`PredictionContext`), else the
/// session's; in an exercise a legend key of the goal (`A` for `A = 10`) stands for its
/// value. They are compared by the one expected-marbles rule (`ExpectedMarbles`): `^` and
/// `!` each only when the prediction shows it, a failure's message only when it names one
/// (`#[boom]`).
public struct Prediction: Sendable, Hashable {
    /// The lane predicted (the newest lane of that name is compared).
    public var lane: String
    /// The predicted events.
    public var events: [MarbleEvent]
    /// The key each value is drawn with (value text → key), so the outcome reads like the goal.
    public var keys: [String: String] = [:]

    public init(lane: String, events: [MarbleEvent], keys: [String: String] = [:]) {
        self.lane = lane
        self.events = events
        self.keys = keys
    }

    static var command: MetaCommand {
        MetaCommand(CommandDeclaration(
            "predict", arguments: [CommandArgument("NAME", .lane), .rest("MARBLES", .marbles)],
            summary: "predict a lane (:predict out --3--| [frame 50ms]); the next run or advance says where you were wrong")) { args, console in
            var words = Array(args.dropFirst())
            var frame = console.predictionContext?.frame ?? console.session.settings.frame
            // `frame D` at the end is the frame, not the values f-r-a-m-e.
            if words.count >= 3, words[words.count - 2] == "frame" {
                guard case .success(let milliseconds) = DurationNotation.milliseconds(words[words.count - 1], within: 1...86_400_000) else {
                    return .failure(DiagnosticMessage.badMarbles("'frame \(words[words.count - 1])': expected a duration such as 50ms"))
                }
                frame = milliseconds
                words.removeLast(2)
            }
            do throws(MarbleSyntaxError) {
                let timeline = try MarbleParser.parse(words.joined(separator: " "), frame: frame, mode: .lane)
                let context = console.predictionContext ?? PredictionContext(frame: frame)
                console.prediction = Prediction(lane: args[0], events: timeline.events.map(context.unkeyed),
                                                keys: context.keys)
                return ConsoleReply(output: "prediction for '\(args[0])' noted; the next run or advance compares it\n")
            } catch {
                return .failure(DiagnosticMessage.badMarbles("\(error.message); expected \(error.expected)"))
            }
        }
    }

    /// What happened to the prediction, once the clock has run: a line when it was right,
    /// otherwise the prediction and the lane on one ruler and the first difference.
    func outcome(in session: Session) -> String {
        guard let recorded = Self.lane(named: lane, in: session.recording.lanes) else {
            return "prediction for '\(lane)': there is no lane named '\(lane)' (name a sink with '… | sink as \(lane)')\n"
        }
        let expected = ExpectedMarbles(events)
        let actual = expected.shown(SessionViews.marbleLane(recorded).events)
        guard let divergence = expected.divergence(from: actual) else {
            return "prediction for '\(lane)': right\n"
        }
        let settings = session.settings
        var renderer = DiagramRenderer(width: settings.width, glyphs: settings.unicode ? .unicode : .ascii, color: settings.color)
        renderer.preferredKeys = keys
        let diagram = renderer.render([MarbleLane(name: "predicted", events: events), MarbleLane(name: lane, events: actual)])
        return "prediction for '\(lane)': not quite\n" + diagram + "first difference: \(divergence.replacingExpected())\n"
    }
}

extension Prediction {
    /// The newest lane called `name`; `save(1)` also names the lane drawn `save (1)`, the
    /// first of several tasks called `save` (a lane name has no spaces where it is typed).
    static func lane(named name: String, in lanes: [Lane]) -> Lane? {
        if let exact = lanes.last(where: { $0.name == name }) { return exact }
        guard name.hasSuffix(")"), let open = name.firstIndex(of: "("), open > name.startIndex else { return nil }
        let drawn = name[..<open] + " " + name[open...]
        return lanes.last(where: { $0.name == drawn })
    }
}

extension String {
    /// `expected value 3 at 300ms, got …` in a prediction's words: `predicted value 3 …`.
    fileprivate func replacingExpected() -> String {
        var words = split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if let index = words.firstIndex(of: "expected") { words[index] = "predicted" }
        return words.joined(separator: " ")
    }
}
