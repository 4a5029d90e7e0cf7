import StreamDSL

/// The player's and the lesson commands' fixed wording.
enum LessonText {
    static let exerciseInstructions =
        "Type statements until your session draws the goal, then :check (:hint for a hint, :solution for a solution).\n"
    static let lessonsFooter = "(* is the lesson you are on; :lesson NAME starts one, :next continues)\n"
    static let courseFinished = "That was the last lesson of the course. :lessons lists them all.\n"
    static let checkFailedFooter = "(:hint for a hint, :retry to start again from the setup, :solution for a solution)\n"
    static let afterPass = "(:next continues the lesson)\n"
    /// Said by errors that leave the learner stuck in an exercise (a time already past).
    static let retryAdvice = ":retry starts the exercise again from its setup"
    static let referenceSolution = "A solution:\n"
    static let solutionHeading = "A solution (after the setup):\n"
    static let noSolution = "this exercise has no written solution\n"
    static var noExercise: ConsoleReply { ConsoleReply(errors: "error: no exercise yet; :next shows the lesson step by step\n", hadError: true) }

    static func usage(_ usage: String) -> ConsoleReply {
        ConsoleReply(errors: "error: usage: \(usage)\n", hadError: true)
    }

    static func unknownLesson(_ name: String, suggestions: [String]) -> ConsoleReply {
        let hint = DiagnosticMessages.didYouMean(Array(suggestions.prefix(1))).map { " — " + $0 } ?? "; :lessons lists them"
        let what = name.isEmpty ? "error: the course has no lessons" : "error: no lesson named '\(name.prefix(40))'\(hint)"
        return ConsoleReply(errors: what + "\n", hadError: true)
    }

    static func ambiguousLesson(_ name: String, candidates: [String]) -> ConsoleReply {
        let names = candidates.map { "'\($0)'" }.joined(separator: ", ")
        return ConsoleReply(errors: "error: '\(name.prefix(40))' could be \(names); type more of the name\n", hadError: true)
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
