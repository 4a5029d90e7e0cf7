/// A task in a lesson: produce the goal lanes in a session prepared by the setup steps.
public struct Exercise: Sendable {
    /// Unique in its lesson: the title as a slug (`only-the-last-of-a-burst`).
    public var id: String
    /// The text after `## Exercise:`.
    public var title: String
    /// The name of the lesson it belongs to.
    public var lessonName: String
    /// The prose that presents the task (its heading included), without hints or solution.
    public var introduction: String
    /// The lanes the learner must produce.
    public var goal: Goal
    /// Steps run in a fresh session before the learner types.
    public var setup: [ExecutableDocument.Step]
    /// Steps that solve it, run after the setup.
    public var solution: [ExecutableDocument.Step]
    /// Other setups (```` ```variant ```` blocks, inputs only) the learner's answer is
    /// replayed on; each run must match what the solution produces on that setup.
    public var variants: [[String]] = []
    /// Plausible wrong answers, the most common first, each with the mistake `:check` must
    /// name for it (one `### Wrong` section each).
    public var wrongAnswers: [WrongAnswer] = []
    /// The most common wrong answer.
    public var wrongAnswer: WrongAnswer? { wrongAnswers.first }
    /// The prose of the `### Solution` subsection, shown with the solution.
    public var solutionNotes: String
    /// Hints in order, from gentle to nearly the answer.
    public var hints: [String]
    /// The line of the `## Exercise:` heading.
    public var line: Int

    /// The key progress stores a pass under: `LESSON/EXERCISE`.
    public var progressKey: String { "\(lessonName)/\(id)" }
}

/// The `### Wrong` section of an exercise: a ```` ```wrong ```` block of inputs and a line
/// `Mistake: CLASS` naming what `:check` must report (see `MistakeClass`).
public struct WrongAnswer: Sendable, Hashable {
    /// What a learner might type after the setup.
    public var inputs: [String]
    /// The mistake `:check` must name for it.
    public var mistake: MistakeClass
    /// The line of the `### Wrong` heading.
    public var line: Int
}
