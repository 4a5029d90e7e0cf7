import Foundation
import Marbles
import SafeFiles
import TerminalText

/// The lessons of a course, in the order its index lists them.
///
/// The index (`Lessons/course.md`) is markdown whose list items name the lesson files:
///
///     # StreamLab
///
///     1. [Debounce vs throttle](01-debounce-throttle.md)
///     2. [Hot vs cold](02-hot-cold.md)
///
/// Every list item outside code blocks names one file of the same folder, as a link target
/// or a bare `file.md`; other lines are prose. A file name is a plain name ending in `.md`
/// (no folders, no `..`), so an index can never reach outside its folder.
public struct Course: Sendable {
    /// The index's `# ` title, if it has one.
    public var title: String?
    /// The lessons in the index's order.
    public var lessons: [Lesson]
    /// The number the index gives its first lesson (`0.` for a course that starts with a
    /// lesson 0); the others follow. 1 when the first item is not numbered.
    public var firstNumber: Int = 1
    /// Where a progress file of the course's earlier layout (version 1) left each lesson's
    /// exercises (the index's ```` ```former-steps ```` block).
    public var formerSteps = FormerSteps()

    /// The names `load` looks for, in order.
    public static let indexFileNames = ["course.md", "index.md"]

    /// The lesson called `name`, if any.
    public func lesson(named name: String) -> Lesson? { lessons.first { $0.name == name } }
    /// The index in `lessons` of the lesson called `name`.
    public func position(of name: String) -> Int? { lessons.firstIndex { $0.name == name } }
    /// The number the learner sees for the lesson at `position` (the index's own numbering).
    public func number(atPosition position: Int) -> Int { firstNumber + position }
    /// The number of the last lesson.
    public var lastNumber: Int { number(atPosition: lessons.count - 1) }

    /// Loads `directory/course.md` (or `index.md`) and every lesson it lists. Every problem of
    /// the index and of every lesson is reported, each at its file and line.
    public static func load(directory: String) throws(DocumentError) -> Course {
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let path = { (name: String) in folder.isEmpty ? name : folder + "/" + name }
        guard let indexName = indexFileNames.first(where: { FileManager.default.fileExists(atPath: path($0)) }),
              let text = readText(path(indexName)) else {
            throw DocumentError([SourceProblem(file: path(indexFileNames[0]), line: 1,
                                               message: "cannot read the course index (course.md or index.md)")])
        }
        return try parse(index: text, fileName: path(indexName)) { name in
            readText(path(name)).map { (path(name), $0) }
        }
    }

    /// Builds a course from its index text; `readLesson` returns a listed file's display
    /// name and text, or `nil` when there is no such file.
    public static func parse(index text: String, fileName: String,
                             readLesson: (String) -> (fileName: String, text: String)?) throws(DocumentError) -> Course {
        let index = try ExecutableDocument.parse(text, fileName: fileName)
        var problems: [SourceProblem] = []
        var lessons: [Lesson] = []
        var listed: [String: Int] = [:]
        var named: [String: String] = [:]
        let entries = Self.entries(of: index)
        for (line, item, target) in entries {
            let report = { (message: String) in problems.append(SourceProblem(file: fileName, line: line, message: message)) }
            guard let file = target, isPlainFileName(file) else {
                report(DocumentMessage.unsafeLessonPath(target ?? item))
                continue
            }
            guard listed.updateValue(line, forKey: file) == nil else {
                report(DocumentMessage.duplicateLessonFile(file))
                continue
            }
            guard let (lessonFile, lessonText) = readLesson(file) else {
                report(DocumentMessage.missingLessonFile(file))
                continue
            }
            do {
                let lesson = try Lesson.parse(lessonText, fileName: lessonFile)
                if let other = named.updateValue(lessonFile, forKey: lesson.name) {
                    report(DocumentMessage.duplicateLessonName(lesson.name, other: other))
                    continue
                }
                lessons.append(lesson)
            } catch {
                problems += error.problems
            }
        }
        if entries.isEmpty {
            problems.append(SourceProblem(file: fileName, line: 1, message: DocumentMessage.emptyCourse))
        }
        guard problems.isEmpty else { throw DocumentError(problems) }
        let title = index.headings.first { $0.level == 1 }?.text
        let formerSteps = FormerSteps.parse(index, report: { line, message in
            problems.append(SourceProblem(file: fileName, line: line, message: message))
        })
        guard problems.isEmpty else { throw DocumentError(problems) }
        let firstNumber = entries.first.flatMap { Self.itemNumber(index.line($0.line).trimmingSpaces()) } ?? 1
        return Course(title: title, lessons: lessons, firstNumber: firstNumber, formerSteps: formerSteps)
    }

    /// Each list item of the prose: its line, its text and the file it names (`nil` when
    /// it names none).
    static func entries(of index: ExecutableDocument) -> [(line: Int, item: String, target: String?)] {
        var entries: [(Int, String, String?)] = []
        for case .prose(let range) in index.parts {
            for number in range {
                let line = index.line(number).trimmingSpaces()
                guard let item = listItemText(line) else { continue }
                entries.append((number, String(item), linkTarget(item) ?? bareFileName(item)))
            }
        }
        return entries
    }

    /// The text after `- `, `* `, `+ `, `1. ` or `1) `, or `nil` for a line that is no item.
    static func listItemText(_ line: String) -> Substring? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            // `---` and `***` are rules, not items.
            return line.dropFirst(2)
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let rest = line.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= 9, let mark = rest.first, mark == "." || mark == ")",
              rest.dropFirst().first == " " else { return nil }
        return rest.dropFirst(2)
    }

    /// The number of a numbered list item (`0. …` → 0); nil for `- …` or no item.
    static func itemNumber(_ line: String) -> Int? {
        guard listItemText(line) != nil else { return nil }
        return Int(line.prefix { $0.isASCII && $0.isNumber })
    }

    /// The target of the first `[text](target)` in `item`.
    static func linkTarget(_ item: Substring) -> String? {
        guard let open = item.range(of: "](") else { return nil }
        let rest = item[open.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        return String(rest[..<close]).trimmingSpaces()
    }

    /// `file.md` when the item is only that (an optional `— note` may follow after a space).
    static func bareFileName(_ item: Substring) -> String? {
        let word = item.split(separator: " ").first.map(String.init) ?? ""
        return word.hasSuffix(".md") ? word : nil
    }

    /// A name of a file in the same folder: `name.md`, no separators, not hidden.
    static func isPlainFileName(_ name: String) -> Bool {
        name.hasSuffix(".md") && name.count > 3 && !name.hasPrefix(".")
            && !name.contains("/") && !name.contains("\\") && !name.contains(":")
    }

    /// The text of a regular file; nil for anything else (a FIFO is not opened, so never blocks).
    /// A course may come from `./Lessons` of whatever folder StreamLab was started in, so its
    /// text is shown as text: control characters are escaped (CRLF line ends become LF),
    /// and no title, prose or input line can act on the terminal.
    private static func readText(_ path: String) -> String? {
        (try? SafeFile.read(path)).map { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            // Foundation's replacing is slow; most files have no "\r" to replace.
            let unixText = text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
            return TerminalText.escapedKeepingNewlines(unixText)
        }
    }
}
