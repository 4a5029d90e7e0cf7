import StreamDSL
import StreamLanguage

/// One problem in a lesson, transcript or course file, at a line.
public struct SourceProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file's name as given to the parser.
    public var file: String
    /// 1-based.
    public var line: Int
    /// What is wrong, from the message catalogue.
    public var message: String

    /// A problem at `file:line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: error: MESSAGE`, as compilers write it.
    public var description: String {
        DiagnosticFormatter.formatLine(file: file, line: line, severity: .error, message: message)
    }
}

/// Every problem found in one pass over a file (or a course and its lessons): parsing goes
/// on after a problem, so an author sees them all at once.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems in the order found.
    public var problems: [SourceProblem]

    /// An error made of `problems`.
    public init(_ problems: [SourceProblem]) {
        self.problems = problems
    }

    /// One `FILE:LINE: error: …` line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

/// The wording of every document, lesson and course error, in one place.
enum DocumentMessage {
    // Executable blocks.
    static func unclosedBlock(tag: String, fence: String) -> String {
        let name = tag.isEmpty ? fence : fence + tag
        return "unclosed \(name) block (close it with a line '\(fence)')"
    }
    static let continuationWithoutInput =
        "'... ' continuation without an input (an input starts with '> ')"
    static let continuationAfterOutput =
        "'... ' continuation after output lines (continuations follow their input directly)"
    static func fileCommand(_ name: String) -> String {
        let effect = name == "load" ? "read a file" : "write a file"
        return "':\(name)' would \(effect); transcripts and lessons cannot touch files (type it in the REPL instead)"
    }
    static let outputBeforeInput =
        "expected output before any input (an input starts with '> '; start an output line with '\\' to keep it literally)"

    // Lessons.
    static let missingTitle = "a lesson starts with a title line '# TITLE'"
    static func invalidName(_ name: String) -> String {
        "invalid lesson name '\(name.prefix(40))' (use lowercase letters, digits and '-')"
    }
    static let duplicateNameLine = "a second 'name:' line (a lesson has one name)"
    static func duplicateExercise(_ id: String) -> String { "a second exercise with the id '\(id)' in this lesson" }
    static let emptyExerciseTitle = "an exercise needs a title: '## Exercise: TITLE'"
    static let missingGoal = "this exercise has no ```goal block (the lanes the learner must produce)"
    static func repeatedBlock(_ tag: String) -> String { "a second ```\(tag) block in this exercise" }
    static func blockOutsideExercise(_ tag: String) -> String {
        "a ```\(tag) block outside an exercise (put it under '## Exercise: TITLE')"
    }
    static let demoInExercise =
        "a ```streamlab block inside an exercise (use ```setup for what runs before the learner types)"
    static let setupAfterSolution = "the ```setup block must come before the ```solution block"
    static func unknownSubsection(_ text: String) -> String {
        "unknown exercise subsection '### \(text.prefix(40))' (use '### Hint', '### Solution' or '### Wrong')"
    }
    static let variantWithoutSolution =
        "a ```variant block needs the exercise's ```solution (the answer is checked against what the solution does on it)"
    static func outputInInputsBlock(_ tag: String) -> String {
        "a ```\(tag) block holds only inputs ('> …' lines, '... ' continuations), never output"
    }
    static func emptyInputsBlock(_ tag: String) -> String { "an empty ```\(tag) block (write its inputs as '> …' lines)" }
    static let wrongBlockWithoutSection = "a ```wrong block belongs under '### Wrong', with its 'Mistake: CLASS' line"
    static let wrongSectionWithoutBlock = "'### Wrong' needs a ```wrong block: the wrong answer's inputs"
    static func wrongMistake(_ found: String?) -> String {
        let classes = MistakeClass.allCases.map(\.rawValue).joined(separator: ", ")
        guard let found else { return "'### Wrong' needs one line 'Mistake: CLASS' (one of: \(classes))" }
        return "unknown mistake class '\(found.prefix(40))' (one of: \(classes))"
    }
    static let emptyHint = "an empty hint (write the hint under its '### Hint' heading)"

    // Goals.
    static let emptyGoal = "the goal has no lanes (write 'NAME: MARBLES', e.g. 'out: --3----5|')"
    static func goalLineWithoutName(_ line: String) -> String {
        "expected 'NAME: MARBLES' in a goal, found '\(line.prefix(40))'"
    }
    static func duplicateGoalLane(_ name: String) -> String { "a second goal lane named '\(name)'" }
    static func emptyOperatorRule(_ rule: String) -> String {
        "'\(rule)' needs operator names separated by commas, e.g. '\(rule) mapError'"
    }
    static func unknownRuleOperator(_ name: String, rule: String, suggestion: String?) -> String {
        "unknown operator '\(name)' in '\(rule)'" + (suggestion.map { "; " + $0 } ?? " (see :help operators)")
    }
    static func requiredAndForbidden(_ name: String) -> String {
        "'\(name)' is both required and forbidden: no answer could pass"
    }
    static func invalidFrame(_ text: String) -> String {
        "invalid frame '\(text.prefix(40))' (write a duration such as 'frame: 100ms' or 'frame: 0.5s')"
    }
    static let duplicateFrame = "a second 'frame:' line in this goal"
    static let frameAfterLanes = "'frame:' must come before the lanes it measures"
    static func goalWithoutSubscription(_ lane: String) -> String {
        "goal lane '\(lane)' does not mark the subscription: put '^' where the sink subscribes (e.g. 'out: ^--3--|')"
    }
    static func goalMarbles(lane: String, detail: String) -> String { "goal lane '\(lane)': \(detail)" }

    // Course index.
    static func formerStepsLine(_ text: String) -> String {
        "a former-steps line is 'LESSON: STEP=EXERCISE …' (STEP from 1, names in lowercase letters, digits and '-'): '\(text)'"
    }
    static let emptyCourse = "the course lists no lessons (list them as '1. [Title](file.md)')"
    static func unsafeLessonPath(_ path: String) -> String {
        "'\(path.prefix(60))' is not a lesson file of this folder (a plain file name ending in .md)"
    }
    static func missingLessonFile(_ path: String) -> String { "no lesson file '\(path.prefix(60))'" }
    static func duplicateLessonFile(_ path: String) -> String { "'\(path.prefix(60))' is listed twice" }
    static func duplicateLessonName(_ name: String, other: String) -> String {
        "lesson name '\(name)' is already used by \(other)"
    }
}

extension DocumentError {
    /// The problems as diagnostics on their lines of `source` (the document's text), for a
    /// reply to show like any other error: `FILE:LINE:COL`, the line, carets under it.
    public func report(source: String, fileName: String) -> DiagnosticReport {
        var lineStarts = [0]
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { lineStarts.append(offset) }
        }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let diagnostics = problems.map { problem -> Diagnostic in
            let index = min(max(problem.line - 1, 0), lineStarts.count - 1)
            let text = index < lines.count ? lines[index] : ""
            let start = SourceLocation(offset: lineStarts[index], line: index + 1, column: 1)
            let end = SourceLocation(offset: lineStarts[index] + text.utf8.count, line: index + 1, column: 1 + text.count)
            return Diagnostic(DiagnosticMessages.badDocument(problem.message), at: SourceRange(start: start, end: end))
        }
        return DiagnosticReport(diagnostics, source: source, origin: SourceOrigin(fileName: fileName))
    }
}
