/// One lesson file: a title, a name, prose, demo blocks and exercises (see `Lessons.swift`
/// for the markdown convention).
public struct Lesson: Sendable {
    /// The short name used by `:lesson NAME` and in progress (`debounce-throttle`).
    public var name: String
    /// The text of the `# ` title line.
    public var title: String
    /// The parsed file (its demo blocks are checked like transcripts).
    public var document: ExecutableDocument
    /// What a player steps through, in file order.
    public var steps: [LessonStep]

    /// Every exercise, in file order.
    public var exercises: [Exercise] {
        steps.compactMap { if case .exercise(let exercise) = $0 { exercise } else { nil } }
    }

    /// Parses a lesson; every problem of the file is reported with its line.
    ///
    /// - Parameter fileName: the file's name, used in messages and, without `.md` and a
    ///   leading number (`01-`), as the lesson's name when it has no `name:` line.
    public static func parse(_ text: String, fileName: String) throws(DocumentError) -> Lesson {
        // Structure is not read from a file whose blocks are broken: those errors come first.
        let document = try ExecutableDocument.parse(text, fileName: fileName)
        var parser = LessonParser(document: document)
        let lesson = parser.parse()
        if !parser.problems.isEmpty { throw DocumentError(parser.problems) }
        return lesson
    }

    /// `01-debounce-throttle.md` → `debounce-throttle`.
    static func defaultName(fileName: String) -> String {
        var stem = Substring(fileName.split(separator: "/").last ?? "")
        if stem.hasSuffix(".md") { stem = stem.dropLast(3) }
        let digits = stem.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, stem.dropFirst(digits.count).first == "-" {
            stem = stem.dropFirst(digits.count + 1)
        }
        return slug(String(stem))
    }

    /// Lowercase ASCII letters and digits, other runs of characters as one `-`.
    static func slug(_ text: String) -> String {
        var out = ""
        for character in text.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                out.append(character)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}

/// One thing a player shows, then pauses after.
public enum LessonStep: Sendable {
    /// Markdown prose (headings, paragraphs, code blocks that are not run).
    case prose(String)
    /// A demo block: its steps are run, each input echoed with what it actually printed.
    case demo([ExecutableDocument.Step])
    /// An exercise: its introduction and goal; the learner works in their own session.
    case exercise(Exercise)
    /// A demo's question before its diagram: predict a lane, then the next step (the rest of
    /// the demo) reveals it.
    case predict(PredictFirst)
}
