import StreamDSL

/// The player's and the lesson commands' fixed wording.
enum LessonText {
    static let exerciseInstructions =
        "Type statements until your session draws the goal, then :check (:hint for a hint, :solution for a solution).\n"
    static let lessonsFooter = "(* is the lesson you are on; :lesson NAME starts one, :next continues)\n"
    static let courseFinished = "That was the last lesson of the course. :lessons lists them all.\n"
    static let checkFailedFooter = "(:hint for a hint, :retry to start again from the setup, :solution for a solution)\n"
    /// What the first `:next` says when the exercise on screen is not solved yet.
    static func unsolvedWarning(_ exercise: Exercise) -> String {
        "'\(exercise.title)' is not solved yet.\n"
            + ":check checks your answer, :hint gives a hint, :solution shows one; :next again moves on anyway.\n"
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

    static func resuming(position: Int, of count: Int, lesson: Lesson, step: Int, steps: Int) -> String {
        "Lesson \(position)/\(count): \(lesson.title) (\(lesson.name)), back at step \(step)/\(steps)\n\n"
    }

    static func lessonHeader(position: Int, of count: Int, lesson: Lesson) -> String {
        "Lesson \(position)/\(count): \(lesson.title) (\(lesson.name))\n\n"
    }

    /// `(step 2/7; :next continues)`, or how to go on after the last step.
    static func stepFooter(step: Int, of count: Int, lesson: String, following: String?) -> String {
        if step < count { return "\n(step \(step)/\(count) of \(lesson); :next continues)\n" }
        if let following { return "\n(end of \(lesson); :next starts \(following))\n" }
        return "\n(end of \(lesson), the last lesson of the course)\n"
    }
}
