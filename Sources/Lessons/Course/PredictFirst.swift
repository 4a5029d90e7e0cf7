import StreamDSL

/// A demo that asks for a prediction before its diagram. In a lesson file it is a
/// ```` ```streamlab ```` block with a `:predict LANE MARBLES` step: the steps before it are
/// shown, then the learner is asked what LANE will show, and the rest of the block (the run)
/// is the reveal, compared with the learner's own `:predict`.
///
/// The author's `:predict` is the answer: the golden check of the block records whether it
/// was right, and the course test holds every one to "right". It is never shown to the
/// learner, and a player skipping ahead does not run it.
public struct PredictFirst: Sendable, Hashable {
    /// The lane asked about.
    public var lane: String
    /// The author's prediction, as typed after `:predict` (the lane name included).
    public var answer: ExecutableDocument.Step

    /// The block's steps as lesson steps: a demo, then a question and its reveal when the
    /// block holds a `:predict` (the first one only; a block that starts with it has no
    /// demo before the question).
    static func split(_ steps: [ExecutableDocument.Step]) -> [LessonStep] {
        guard let index = steps.firstIndex(where: { lane(of: $0.input) != nil }), let lane = lane(of: steps[index].input) else {
            return [.demo(steps)]
        }
        let before = Array(steps[..<index])
        let after = Array(steps[(index + 1)...])
        return (before.isEmpty ? [] : [.demo(before)]) + [.predict(PredictFirst(lane: lane, answer: steps[index]))]
            + (after.isEmpty ? [] : [.demo(after)])
    }

    /// `out` for `:predict out …`; nil for any other input.
    static func lane(of input: String) -> String? {
        let words = input.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 3, words[0] == ":predict" else { return nil }
        return String(words[1])
    }

    /// The `frame D` the author's answer ends with, as typed (`50ms`): the learner is asked
    /// in the same frame, since the times may need it.
    var answerFrame: String? {
        let words = answer.input.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 5, words[words.count - 2] == "frame" else { return nil }
        return String(words[words.count - 1])
    }

    /// What the player shows: the question, and how to answer it.
    func question(inTheRepl: Bool, frame: Int) -> String {
        let ask = "Predict first: what will lane '\(lane)' show? "
        guard inTheRepl else { return ask + "Think it through before the next step draws it.\n" }
        if let answerFrame {
            return ask + "Type `:predict \(lane) MARBLES frame \(answerFrame)` (one character = \(answerFrame), from 0ms), "
                + "then `:next` runs it and compares.\n"
        }
        return ask + "Type `:predict \(lane) MARBLES` (one character = \(frame)ms, from 0ms), then `:next` runs it and compares.\n"
    }
}
