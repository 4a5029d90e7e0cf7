/// Finding the learner's place again after the course changed: lessons by name, the exercise
/// on screen by its id (not its step number), and passes of exercises the course no longer
/// has kept and shown as retired.
extension LessonSession {
    /// `progress` in today's layout: a version-1 file's step number, counted in the course's
    /// earlier layout, becomes the step of the same exercise (`FormerSteps`); a step that was
    /// no exercise, or whose exercise is gone, resumes after the latest earlier exercise that
    /// is still there (or at the lesson's start). Lessons the table does not name kept their
    /// layout, and their step stands.
    static func migrated(_ stored: Progress, course: Course) -> Progress {
        guard stored.version < Progress.currentVersion else { return stored }
        var progress = stored
        progress.version = Progress.currentVersion
        guard let name = stored.currentLesson, let step = stored.currentStep, step >= 1,
              let lesson = course.lesson(named: name), course.formerSteps.exercises[name] != nil else { return progress }
        let exerciseSteps = lesson.exerciseStepNumbers
        if let id = course.formerSteps.exercise(lesson: name, step: step), let now = exerciseSteps[id] {
            progress.currentStep = now
            progress.currentExercise = "\(name)/\(id)"
            return progress
        }
        let previous = course.formerSteps.exercises(lesson: name, atOrBefore: step).lazy.compactMap { exerciseSteps[$0] }.first
        progress.currentStep = min((previous ?? 0) + 1, lesson.steps.count)
        return progress
    }

    /// The step to show again for the saved place in `lesson` (counting from 1): the step of
    /// the saved exercise wherever it now is, else the saved step number.
    func savedStep(in lesson: Lesson) -> Int? {
        if let key = progress.currentExercise, key.hasPrefix(lesson.name + "/"),
           let step = lesson.exerciseStepNumbers[String(key.dropFirst(lesson.name.count + 1))] {
            return step
        }
        return progress.currentStep.flatMap { $0 >= 1 && $0 <= lesson.steps.count ? $0 : nil }
    }

    /// Passes of exercises this course no longer has (replaced or moved away), sorted.
    public var retiredPasses: [String] {
        let current = Set(course.lessons.flatMap { $0.exercises.map(\.progressKey) })
        return progress.passedExercises.filter { !current.contains($0) }
    }
}

extension Lesson {
    /// Each exercise's id → its step number (from 1).
    var exerciseStepNumbers: [String: Int] {
        var numbers: [String: Int] = [:]
        for (index, step) in steps.enumerated() {
            if case .exercise(let exercise) = step { numbers[exercise.id] = index + 1 }
        }
        return numbers
    }
}
