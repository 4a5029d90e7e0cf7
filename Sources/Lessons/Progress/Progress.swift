/// What a learner has done: the lesson they are on and the exercises they passed.
public struct Progress: Codable, Hashable, Sendable {
    /// The file format's version, so a later StreamLab can read an older file.
    public var version: Int = 1
    /// The name of the lesson the learner is on, if any.
    public var currentLesson: String?
    /// How many steps of the current lesson the learner has been shown (1 = its first), so
    /// `:next` in a later session resumes there; `nil` in files older than this key.
    public var currentStep: Int?
    /// Passed exercises as `LESSON/EXERCISE` keys (see `Exercise.progressKey`), sorted.
    public private(set) var passedExercises: [String] = []

    /// Progress with `passedExercises` deduplicated and sorted.
    public init(currentLesson: String? = nil, passedExercises: [String] = []) {
        self.currentLesson = currentLesson
        self.passedExercises = Array(Set(passedExercises)).sorted()
    }

    /// Whether the exercise with this `LESSON/EXERCISE` key was passed.
    public func hasPassed(_ key: String) -> Bool { passedExercises.contains(key) }

    /// Records a pass; returns whether it is new.
    @discardableResult
    public mutating func markPassed(_ key: String) -> Bool {
        guard !hasPassed(key) else { return false }
        passedExercises.append(key)
        passedExercises.sort()
        return true
    }

    /// This progress with `other`'s passes added (a union: a pass is never lost); this
    /// progress's current lesson (and step in it) wins, `other`'s is kept when this one has none.
    public func merging(_ other: Progress) -> Progress {
        var merged = Progress(currentLesson: currentLesson ?? other.currentLesson,
                              passedExercises: passedExercises + other.passedExercises)
        merged.currentStep = currentLesson != nil ? currentStep : other.currentStep
        merged.version = max(version, other.version)
        return merged
    }

    private enum CodingKeys: String, CodingKey {
        case version, currentLesson, currentStep, passedExercises
    }

    /// Reads a progress file; missing keys take their defaults (older files).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        currentLesson = try container.decodeIfPresent(String.self, forKey: .currentLesson)
        // A damaged step is forgotten, not fatal: the lesson then starts at its first step.
        currentStep = (try? container.decodeIfPresent(Int.self, forKey: .currentStep)).flatMap { $0 }
        let passed = try container.decodeIfPresent([String].self, forKey: .passedExercises) ?? []
        passedExercises = Array(Set(passed)).sorted()
    }
}
