/// Where the course's earlier layout had its exercises, so that a progress file written then
/// (version 1, which saved only a step number) resumes at the same exercise after lessons
/// were re-sequenced and steps moved.
///
/// Written in the index as a ```` ```former-steps ```` block, one line per lesson:
///
///     debounce-throttle: 10=save-when-the-typing-stops 11=one-like-per-half-second
///
/// `STEP=EXERCISE`: in the old layout, step STEP (counting from 1, as progress counts the
/// steps shown) was the exercise with that id.
public struct FormerSteps: Sendable, Hashable {
    /// Lesson name → old step number → exercise id.
    public private(set) var exercises: [String: [Int: String]] = [:]

    public init(exercises: [String: [Int: String]] = [:]) {
        self.exercises = exercises
    }

    /// The block's tag.
    static let tag = "former-steps"

    /// The exercise the old layout showed at `step` of `lesson`, if it was one.
    public func exercise(lesson: String, step: Int) -> String? { exercises[lesson]?[step] }

    /// The exercises of `lesson`'s old layout shown at or before `step`, latest first.
    public func exercises(lesson: String, atOrBefore step: Int) -> [String] {
        (exercises[lesson] ?? [:]).filter { $0.key <= step }.sorted { $0.key > $1.key }.map(\.value)
    }

    /// Reads every ```` ```former-steps ```` block of the index; a malformed line is reported.
    static func parse(_ index: ExecutableDocument, report: (Int, String) -> Void) -> FormerSteps {
        var table = FormerSteps()
        for block in index.blocks where block.kind == .other(tag) {
            for number in block.bodyLines where number <= index.lines.count {
                let text = index.line(number).trimmingSpaces()
                guard !text.isEmpty else { continue }
                guard let colon = text.firstIndex(of: ":"), case let lesson = text[..<colon].trimmingSpaces(),
                      Lesson.isValidName(lesson) else {
                    report(number, DocumentMessage.formerStepsLine(text))
                    continue
                }
                var steps: [Int: String] = table.exercises[lesson] ?? [:]
                for pair in text[text.index(after: colon)...].split(separator: " ") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let step = Int(parts[0]), step >= 1, Lesson.isValidName(parts[1]) else {
                        report(number, DocumentMessage.formerStepsLine(text))
                        break
                    }
                    steps[step] = parts[1]
                }
                table.exercises[lesson] = steps
            }
        }
        return table
    }
}
