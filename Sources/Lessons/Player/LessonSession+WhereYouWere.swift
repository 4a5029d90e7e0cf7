/// What the REPL's first screen says about the course: where the learner was, so a restart
/// does not resume silently.
extension LessonSession {
    /// `You were at lesson 12 (name), exercise 2 — :next to continue.` (a step instead of an
    /// exercise when the last step shown was not one); nil when the progress names no lesson
    /// of this course.
    public var whereYouWere: String? {
        guard let name = progress.currentLesson, let lesson = course.lesson(named: name),
              let position = course.position(of: name) else { return nil }
        // `currentStep` counts the steps shown; the last shown is the one `:next` shows again.
        let shown = savedStep(in: lesson)
        var exerciseNumber: Int?
        var kept = 0
        if let shown, case .exercise(let exercise) = lesson.steps[shown - 1] {
            exerciseNumber = lesson.steps[..<shown].count { if case .exercise = $0 { true } else { false } }
            if pendingDraft?.exercise == exercise.progressKey { kept = pendingDraft?.statements.count ?? 0 }
        }
        return LessonText.whereYouWere(lessonNumber: course.number(atPosition: position), lesson: lesson, exercise: exerciseNumber,
                                       step: shown, keptStatements: kept)
    }
}
