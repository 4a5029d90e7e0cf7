import Marbles
import StreamLanguage

/// `:predict NAME MARBLES`: the learner writes down what a lane will show before running it.
/// After the next `run` or `advance`, the console compares the prediction with the recorded
/// lane and names the first difference (predicting first, then running, is how marble
/// intuition is built).
///
/// The marbles are read as a diagram lane with the session's frame, times counted from 0ms,
/// and compared by the one expected-marbles rule (`ExpectedMarbles`): `^` and `!` each only
/// when the prediction shows it, a failure's message only when it names one (`#[boom]`).
public struct Prediction: Sendable, Hashable {
    /// The lane predicted (the newest lane of that name is compared).
    public var lane: String
    /// The predicted events.
    public var events: [MarbleEvent]

    static var command: MetaCommand {
        MetaCommand(CommandDeclaration(
            "predict", arguments: [CommandArgument("NAME", .lane), .rest("MARBLES", .marbles)],
            summary: "predict a lane (:predict out --3--|); the next run or advance says where you were wrong")) { args, console in
            let marbles = args.dropFirst().joined(separator: " ")
            do throws(MarbleSyntaxError) {
                let timeline = try MarbleParser.parse(marbles, frame: console.session.settings.frame, mode: .lane)
                console.prediction = Prediction(lane: args[0], events: timeline.events)
                return ConsoleReply(output: "prediction for '\(args[0])' noted; the next run or advance compares it\n")
            } catch {
                return .failure(DiagnosticMessage.badMarbles("\(error.message); expected \(error.expected)"))
            }
        }
    }

    /// What happened to the prediction, once the clock has run: a line when it was right,
    /// otherwise the prediction and the lane on one ruler and the first difference.
    func outcome(in session: Session) -> String {
        guard let recorded = session.lanes.last(where: { $0.name == lane }) else {
            return "prediction for '\(lane)': there is no lane named '\(lane)' (name a sink with '… | sink as \(lane)')\n"
        }
        let expected = ExpectedMarbles(events)
        let actual = expected.shown(Session.marbleLane(recorded).events)
        guard let divergence = expected.divergence(from: actual) else {
            return "prediction for '\(lane)': right\n"
        }
        let settings = session.settings
        let renderer = DiagramRenderer(width: settings.width, glyphs: settings.unicode ? .unicode : .ascii, color: settings.color)
        let diagram = renderer.render([MarbleLane(name: "predicted", events: events), MarbleLane(name: lane, events: actual)])
        return "prediction for '\(lane)': not quite\n" + diagram + "first difference: \(divergence.replacingExpected())\n"
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
