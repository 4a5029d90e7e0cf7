import StreamDSL
import StreamLanguage

/// The player's and the lesson commands' fixed wording.
enum LessonText {
    static let exerciseInstructions =
        "Type statements until your session draws the goal, then :check (:hint for a hint; :solution opens after two failed checks or the last hint).\n"
    static let lessonsFooter = "(* is the lesson you are on; :lesson NAME starts one, :next continues)\n"
    static let courseFinished = "That was the last lesson of the course. :lessons lists them all.\n"
    static let checkFailedFooter = "(:hint for a hint, :retry to start again from the setup; :solution opens after two failed checks or the last hint)\n"
    /// What the first `:next` says when the exercise on screen is not solved yet.
    static func unsolvedWarning(_ exercise: Exercise) -> String {
        "'\(exercise.title)' is not solved yet.\n"
            + ":check checks your answer, :hint gives a hint (:solution opens after two failed checks or the last hint); :next again moves on anyway.\n"
    }
    static let afterPass = "(:next continues the lesson)\n"
    /// Said by errors that leave the learner stuck in an exercise (a time already past).
    static let retryAdvice = ":retry starts the exercise again from its setup"
    static let referenceSolution = "A solution:\n"
    static let solutionHeading = "A solution (after the setup):\n"
    static let noSolution = "this exercise has no written solution\n"
    static var noExercise: ConsoleReply { .failure(DiagnosticMessages.noExercise) }

    static func unknownLesson(_ name: String, suggestions: [String]) -> ConsoleReply {
        guard !name.isEmpty else { return .failure(DiagnosticMessages.noLessons) }
        return .failure(DiagnosticMessages.unknownLesson(name),
                        label: DiagnosticMessages.didYouMean(Array(suggestions.prefix(1))) ?? ":lessons lists them")
    }

    static func ambiguousLesson(_ name: String, candidates: [String]) -> ConsoleReply {
        .failure(DiagnosticMessages.ambiguousLesson(name, candidates: candidates))
    }

    /// `Lesson 3/18: …`: the lesson's number and the last lesson's, as the index numbers them.
    static func resuming(number: Int, of last: Int, lesson: Lesson, step: Int, steps: Int) -> String {
        "Lesson \(number)/\(last): \(lesson.title) (\(lesson.name)), back at step \(step)/\(steps)\n\n"
    }

    static func lessonHeader(number: Int, of last: Int, lesson: Lesson) -> String {
        "Lesson \(number)/\(last): \(lesson.title) (\(lesson.name))\n\n"
    }

    /// Under `:lessons`: passes of exercises the course has replaced, kept and named.
    static func retired(_ keys: [String]) -> String {
        guard !keys.isEmpty else { return "" }
        return "retired (replaced since you passed them; the passes are kept): " + keys.joined(separator: ", ") + "\n"
    }

    /// `(step 2/7; :next continues)`, or how to go on after the last step.
    static func stepFooter(step: Int, of count: Int, lesson: String, following: String?) -> String {
        if step < count { return "\n(step \(step)/\(count) of \(lesson); :next continues)\n" }
        if let following { return "\n(end of \(lesson); :next starts \(following))\n" }
        return "\n(end of \(lesson), the last lesson of the course)\n"
    }
}

/// The wording of honest progress: the solution's lock, drafts and where the learner was.
extension LessonText {
    static let passedAfterSolution = "(recorded as passed after the solution; :lessons shows it so)\n"

    static func draftRestored(count: Int) -> String {
        "Your \(count) statement\(count == 1 ? "" : "s") from last time, typed again:\n"
    }
    static let draftTruncated = "(only the first statements were kept: the rest went over the draft's size limit)\n"
    static let draftFooter = "(:check checks them; :retry starts again from the setup)\n"

    /// `lesson 12, exercise 2`, or `lesson 3, step 4/9`, and how to continue.
    static func whereYouWere(lessonNumber: Int, lesson: Lesson, exercise: Int?, step: Int?, keptStatements: Int) -> String {
        var place = "lesson \(lessonNumber) (\(lesson.name))"
        if let exercise { place += ", exercise \(exercise)" } else if let step { place += ", step \(step)/\(lesson.steps.count)" }
        let kept = keptStatements == 0 ? "" :
            "; the \(keptStatements) statement\(keptStatements == 1 ? "" : "s") you typed for it \(keptStatements == 1 ? "is" : "are") kept"
        return "You were at \(place) — :next to continue\(kept).\n"
    }
}

extension LessonText {
    /// Where a played-through lesson's exercise is done: this command asks for nothing.
    static func exerciseInTheRepl(lesson: String, number: Int) -> String {
        "To do this exercise, start the playground with `streamlab`, then type `:lesson \(lesson)` "
            + "and `:exercise \(number)`.\n"
    }
}
