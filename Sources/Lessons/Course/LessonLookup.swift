import StreamDSL
import StreamLanguage

/// How a learner names a lesson: its full name, its number in the course (`:lesson 3`, as the
/// index numbers it), or
/// an unambiguous prefix of its name (`:lesson debounce` for `debounce-throttle`).
public enum LessonLookup: Equatable {
    case found(Lesson)
    /// Several lessons start with the text: their names.
    case ambiguous([String])
    /// No lesson matches: the closest names, for "did you mean".
    case notFound(suggestions: [String])

    public static func == (lhs: LessonLookup, rhs: LessonLookup) -> Bool {
        switch (lhs, rhs) {
        case (.found(let left), .found(let right)): return left.name == right.name
        case (.ambiguous(let left), .ambiguous(let right)): return left == right
        case (.notFound(let left), .notFound(let right)): return left == right
        default: return false
        }
    }
}

extension Course {
    /// The lesson `query` names (see `LessonLookup`).
    public func findLesson(_ query: String) -> LessonLookup {
        if let exact = lesson(named: query) { return .found(exact) }
        if let number = Int(query), lessons.indices.contains(number - firstNumber) { return .found(lessons[number - firstNumber]) }
        let wanted = query.lowercased()
        let matches = query.isEmpty ? [] : lessons.filter { $0.name.lowercased().hasPrefix(wanted) }
        switch matches.count {
        case 1: return .found(matches[0])
        case 0: return .notFound(suggestions: Suggestions.closest(to: query, among: lessons.map(\.name)))
        default: return .ambiguous(matches.map(\.name))
        }
    }
}
