import StreamConsole
import StreamDSL

/// Steps through a lesson and renders each step as text; pausing between steps and writing
/// to the terminal are the CLI's job.
///
/// - Prose is shown as written.
/// - A demo block runs in the player's own session (demos of one lesson continue each other),
///   each input echoed as `> input` (`... ` for continuation lines) and followed by what it
///   actually printed — live output, never the text copied in the file.
/// - An exercise shows its introduction, the goal as a diagram and its setup steps, run in
///   the learner's console (its session reset) or, for playback, in a fresh one.
public final class LessonPlayer {
    /// The lesson being played.
    public let lesson: Lesson
    /// The session the demos run in.
    public let console: Console
    /// Draws the exercises' goals; its runner makes the consoles.
    public let checker: ExerciseChecker
    /// The index of the next step to show.
    public private(set) var position = 0
    /// Whether exercises are shown to be read, not done (`streamlab lesson NAME`, which reads
    /// no statements): each ends with how to do it in the REPL instead of asking for input.
    public var showsExercisesAsTasks = false

    /// A player at the lesson's first step, with a fresh demo session.
    public init(lesson: Lesson, checker: ExerciseChecker = ExerciseChecker()) {
        self.lesson = lesson
        self.checker = checker
        console = checker.runner.makeConsole()
    }

    /// The lesson's steps.
    public var steps: [LessonStep] { lesson.steps }
    /// Whether every step has been shown.
    public var isFinished: Bool { position >= steps.count }

    /// Moves to step `index` (0-based) without showing the steps before it: a learner who
    /// comes back resumes where they were. Skipped demos still run, unseen, in the demo
    /// session, since a later demo may use what an earlier one declared.
    public func skip(to index: Int) {
        let target = min(max(position, index), steps.count)
        for step in steps[position..<target] {
            guard case .demo(let inputs) = step else { continue }
            for input in inputs { _ = console.submit(input.input) }
        }
        position = target
    }

    /// Renders the next step and moves past it; `nil` when the lesson is over.
    ///
    /// - Parameter learner: where an exercise's setup runs; a fresh console when `nil`.
    public func next(learner: Console? = nil) -> String? {
        guard !isFinished else { return nil }
        defer { position += 1 }
        return render(steps[position], learner: learner)
    }

    /// Every remaining step, separated by blank lines (`streamlab lesson NAME --no-pause`).
    public func playAll() -> String {
        var parts: [String] = []
        while let text = next() { parts.append(text) }
        return parts.joined(separator: "\n")
    }

    private func render(_ step: LessonStep, learner: Console?) -> String {
        switch step {
        case .prose(let text):
            return text + "\n"
        case .demo(let steps):
            // A reveal compares the learner's own prediction, made in their console.
            if position > 0, case .predict(let question) = self.steps[position - 1], let learner,
               let prediction = learner.prediction, prediction.lane == question.lane {
                console.prediction = prediction
                learner.prediction = nil
            }
            return steps.map { Self.echo($0.input, output: console.submit($0.input).combined) }.joined()
        case .predict(let question):
            return question.question(inTheRepl: !showsExercisesAsTasks, frame: console.session.settings.frame)
        case .exercise(let exercise):
            guard showsExercisesAsTasks else { return start(exercise, in: learner ?? checker.runner.makeConsole()) }
            let number = steps[...position].count { if case .exercise = $0 { true } else { false } }
            return start(exercise, in: checker.runner.makeConsole(),
                         closing: LessonText.exerciseInTheRepl(lesson: lesson.name, number: number))
        }
    }

    /// Shows `exercise` and runs its setup in `console`, whose session is reset first (its
    /// display settings, width, glyphs and colour, are kept; the rest return to defaults, as
    /// the checker's replay uses them).
    ///
    /// The setup is lesson data: while it runs, the console can touch no file and has no
    /// lesson commands (a setup cannot `:save`, `:load` or start another step).
    ///
    /// - Parameter closing: the last line, saying what to do; by default: type statements, then `:check`.
    public func start(_ exercise: Exercise, in console: Console, closing: String? = nil) -> String {
        let saved = (console.extraCommands, console.allowsFileAccess)
        // As in a transcript: :save and :load are understood (and refused), lesson commands are not.
        console.extraCommands = TranscriptCommands.all
        console.allowsFileAccess = false
        defer { (console.extraCommands, console.allowsFileAccess) = saved }
        console.session.reset()
        var settings = TranscriptRunner.pinnedSettings
        settings.width = console.session.settings.width
        settings.unicode = console.session.settings.unicode
        settings.color = console.session.settings.color
        console.session.settings = settings
        var text = exercise.introduction + "\n\nGoal:\n" + checker.goalDiagram(exercise.goal)
        text += ExerciseMessage.rules(exercise.goal.rules)
        if !exercise.setup.isEmpty {
            text += "\nSet up for you:\n"
            text += exercise.setup.map { Self.echo($0.input, output: console.submit($0.input).combined) }.joined()
        }
        return text + "\n" + (closing ?? LessonText.exerciseInstructions)
    }

    /// `> input` (and `... ` lines) followed by `output`, ending with a newline.
    static func echo(_ input: String, output: String) -> String {
        let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
        var text = lines.enumerated().map { index, line in (index == 0 ? "> " : "... ") + line + "\n" }.joined()
        text += output
        if !output.isEmpty, !output.hasSuffix("\n") { text += "\n" }
        return text
    }
}
