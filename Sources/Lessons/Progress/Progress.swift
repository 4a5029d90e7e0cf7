/// What a learner has done: the lesson they are on and the exercises they passed.
public struct Progress: Codable, Hashable, Sendable {
    /// The file format's version, so a later StreamLab can read an older file. Version 1
    /// counted `currentStep` in the course's earlier layout (see `FormerSteps`); version 2
    /// counts it in today's and names the exercise on screen (`currentExercise`).
    public var version: Int = Progress.currentVersion
    /// The version this StreamLab writes.
    public static let currentVersion = 2
    /// The name of the lesson the learner is on, if any.
    public var currentLesson: String?
    /// How many steps of the current lesson the learner has been shown (1 = its first), so
    /// `:next` in a later session resumes there; `nil` in files older than this key.
    public var currentStep: Int?
    /// The exercise on screen at `currentStep` (`LESSON/EXERCISE`), so a resume finds it even
    /// after steps moved; `nil` when that step was no exercise, and in older files.
    public var currentExercise: String?
    /// Passed exercises as `LESSON/EXERCISE` keys (see `Exercise.progressKey`), sorted.
    public private(set) var passedExercises: [String] = []
    /// Exercises whose solution the learner was shown before passing them, sorted; missing in
    /// older files, where it means "not seen".
    public private(set) var solutionsSeen: [String] = []
    /// The passes that came only after the solution was seen, sorted (a subset of
    /// `passedExercises`); missing in older files, where every pass is the learner's own.
    public private(set) var passedAfterSolution: [String] = []

    /// Progress with `passedExercises` deduplicated and sorted.
    public init(currentLesson: String? = nil, passedExercises: [String] = []) {
        self.currentLesson = currentLesson
        self.passedExercises = Array(Set(passedExercises)).sorted()
    }

    /// Whether the exercise with this `LESSON/EXERCISE` key was passed.
    public func hasPassed(_ key: String) -> Bool { passedExercises.contains(key) }

    /// Whether the exercise was passed, but only after its solution was shown.
    public func passedOnlyAfterSolution(_ key: String) -> Bool { passedAfterSolution.contains(key) }

    /// Whether the learner was shown the exercise's solution.
    public func hasSeenSolution(_ key: String) -> Bool { solutionsSeen.contains(key) }

    /// Records that the solution was shown; a later first pass counts as one after the solution.
    public mutating func markSolutionSeen(_ key: String) {
        guard !hasSeenSolution(key) else { return }
        solutionsSeen.append(key)
        solutionsSeen.sort()
    }

    /// Records a pass; returns whether it is new. A new pass of an exercise whose solution was
    /// seen is recorded as a pass after the solution.
    @discardableResult
    public mutating func markPassed(_ key: String) -> Bool {
        guard !hasPassed(key) else { return false }
        passedExercises.append(key)
        passedExercises.sort()
        if hasSeenSolution(key) {
            passedAfterSolution.append(key)
            passedAfterSolution.sort()
        }
        return true
    }

    /// This progress with `other`'s passes added (a union: a pass is never lost); this
    /// progress's current lesson (and step in it) wins, `other`'s is kept when this one has none.
    /// A pass the learner made without the solution, in either, wins over one made after it.
    public func merging(_ other: Progress) -> Progress {
        var merged = Progress(currentLesson: currentLesson ?? other.currentLesson,
                              passedExercises: passedExercises + other.passedExercises)
        // A step counts in its own file's layout: one taken from an older file is not kept.
        if currentLesson != nil {
            merged.currentStep = currentStep
            merged.currentExercise = currentExercise
        } else if other.version >= version {
            merged.currentStep = other.currentStep
            merged.currentExercise = other.currentExercise
        }
        merged.version = max(version, other.version)
        merged.solutionsSeen = Array(Set(solutionsSeen + other.solutionsSeen)).sorted()
        let ownPasses = ownPasses.union(other.ownPasses)
        merged.passedAfterSolution = Array(Set(passedAfterSolution + other.passedAfterSolution).subtracting(ownPasses)).sorted()
        return merged
    }

    /// The passes made without seeing the solution.
    private var ownPasses: Set<String> { Set(passedExercises).subtracting(passedAfterSolution) }

    private enum CodingKeys: String, CodingKey {
        case version, currentLesson, currentStep, currentExercise, passedExercises, solutionsSeen, passedAfterSolution
    }

    /// Reads a progress file; missing keys take their defaults (older files).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        currentLesson = try container.decodeIfPresent(String.self, forKey: .currentLesson)
        // A damaged step is forgotten, not fatal: the lesson then starts at its first step.
        currentStep = (try? container.decodeIfPresent(Int.self, forKey: .currentStep)).flatMap { $0 }
        currentExercise = (try? container.decodeIfPresent(String.self, forKey: .currentExercise)).flatMap { $0 }
        let passed = try container.decodeIfPresent([String].self, forKey: .passedExercises) ?? []
        passedExercises = Array(Set(passed)).sorted()
        solutionsSeen = Array(Set(try container.decodeIfPresent([String].self, forKey: .solutionsSeen) ?? [])).sorted()
        // Only passes can be passes after the solution.
        let after = try container.decodeIfPresent([String].self, forKey: .passedAfterSolution) ?? []
        passedAfterSolution = Array(Set(after).intersection(passedExercises)).sorted()
    }
}
