import Foundation
import Testing
@testable import Lessons

/// `Lessons/SYLLABUS.md` numbers every point the course must teach (`- S001 …`), and
/// `Lessons/COVERAGE.md` says where each is taught (`- S001: FILE.md "HEADING"; FILE.md
/// exercise N`) or that nothing teaches it yet (`- S001: not yet`). Each point must be in
/// exactly one of those states, and every lesson, heading and exercise named must exist.
@Suite struct SyllabusCoverageTests {
    static func read(_ name: String) throws -> String {
        try String(contentsOfFile: (CourseGoldenTests.folder as NSString).appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theSyllabusIsLongAndEveryPointIsCoveredOrNotYet() throws {
        let course = try CourseGoldenTests.course()
        let check = CoverageCheck(syllabus: try Self.read("SYLLABUS.md"), coverage: try Self.read("COVERAGE.md"), course: course)
        #expect(check.problems == [], "\(check.problems.joined(separator: "\n"))")
        #expect(check.syllabusIDs.count >= 130)
        // The course covers a good part of it: a coverage file of nothing but "not yet" is no map.
        #expect(check.coveredCount >= check.syllabusIDs.count / 2)
    }

    // The checker itself, on small made-up files: each kind of mistake is caught.

    static let lessonText = """
        # Debounce vs throttle

        ## Debounce waits for silence

        Prose.

        ## zip pairs by position; merge interleaves

        ## Exercise: Save when the typing stops

        ```setup
        > subject keys
        ```

        ```goal
        out: ^
        ```

        ### Solution

        ```solution
        > keys | sink as out
        ```
        """

    static func course() throws -> Course {
        try Course.parse(index: "1. [One](01-debounce-throttle.md)\n", fileName: "course.md") { name in
            name == "01-debounce-throttle.md" ? (name, lessonText) : nil
        }
    }

    static let syllabus = """
        # Syllabus

        - S001 debounce waits for a pause
        - S002 zip pairs by position
        - S003 something not taught
        """

    static func problems(_ coverage: String, syllabus: String = syllabus) throws -> [String] {
        CoverageCheck(syllabus: syllabus, coverage: coverage, course: try course()).problems
    }

    @Test func aWellFormedPairPasses() throws {
        let problems = try Self.problems("""
            - S001: 01-debounce-throttle.md "Debounce waits for silence"; 01-debounce-throttle.md exercise 1
            - S002: 01-debounce-throttle.md "zip pairs by position; merge interleaves" — a note
            - S003: not yet — named only
            """)
        #expect(problems == [])
    }

    @Test func aPointInNeitherStateFails() throws {
        let problems = try Self.problems("""
            - S001: 01-debounce-throttle.md exercise 1
            - S003: not yet
            - S002:
            """)
        #expect(problems == ["COVERAGE.md:3: S002 names no place and is not 'not yet'"])
        let missing = try Self.problems("""
            - S001: 01-debounce-throttle.md exercise 1
            - S003: not yet
            """)
        #expect(missing == ["COVERAGE.md: S002 is in the syllabus but not in the coverage"])
    }

    @Test func aPointListedTwiceFails() throws {
        let problems = try Self.problems("""
            - S001: 01-debounce-throttle.md exercise 1
            - S002: not yet
            - S003: not yet
            - S001: not yet
            """)
        #expect(problems == ["COVERAGE.md:4: S001 is listed twice (first at line 1)"])
        let twiceInSyllabus = try Self.problems("- S001: not yet\n", syllabus: "- S001 one\n- S001 again\n")
        #expect(twiceInSyllabus == ["SYLLABUS.md:2: S001 is numbered twice (first at line 1)"])
    }

    @Test func aMissingLessonHeadingOrExerciseFails() throws {
        let problems = try Self.problems("""
            - S001: 02-hot-cold.md exercise 1
            - S002: 01-debounce-throttle.md "No such section"
            - S003: 01-debounce-throttle.md exercise 2
            """)
        #expect(problems == [
            "COVERAGE.md:1: S001 names 02-hot-cold.md, which is not a lesson of the course",
            "COVERAGE.md:2: S002 names the section \"No such section\", which 01-debounce-throttle.md does not have",
            "COVERAGE.md:3: S003 names exercise 2 of 01-debounce-throttle.md, which has 1 exercise",
        ])
    }

    @Test func malformedLinesAndUnknownPointsFail() throws {
        let problems = try Self.problems("""
            - S001: not yet; 01-debounce-throttle.md exercise 1
            - S002: 01-debounce-throttle.md the first demo
            - S003: not yet
            - S004: not yet
            - a stray item
            """)
        #expect(problems == [
            "COVERAGE.md:1: S001 mixes 'not yet' with places",
            "COVERAGE.md:2: S002: cannot read '01-debounce-throttle.md the first demo' (write FILE.md \"HEADING\" or FILE.md exercise N)",
            "COVERAGE.md:4: S004 is not in the syllabus",
            "COVERAGE.md:5: not a coverage line: '- a stray item'",
        ])
        let badSyllabus = try Self.problems("- S001: not yet\n", syllabus: "- S001 one\n- S2 short id\n- S003\n")
        #expect(badSyllabus == [
            "SYLLABUS.md:2: not a syllabus point: '- S2 short id' (write - SNNN TEXT)",
            "SYLLABUS.md:3: not a syllabus point: '- S003' (write - SNNN TEXT)",
        ])
    }
}

/// Reads a syllabus and its coverage map and lists every problem, each with its file and line.
struct CoverageCheck {
    private(set) var problems: [String] = []
    private(set) var syllabusIDs: [String] = []
    private(set) var coveredCount = 0

    init(syllabus: String, coverage: String, course: Course) {
        var firstLine: [String: Int] = [:]
        for (number, line) in Self.items(of: syllabus) {
            guard let (id, rest) = Self.splitID(line, separator: " "), !rest.trimmingSpaces().isEmpty else {
                problems.append("SYLLABUS.md:\(number): not a syllabus point: '\(line)' (write - SNNN TEXT)")
                continue
            }
            if let first = firstLine[id] {
                problems.append("SYLLABUS.md:\(number): \(id) is numbered twice (first at line \(first))")
                continue
            }
            firstLine[id] = number
            syllabusIDs.append(id)
        }
        let lessons = Dictionary(course.lessons.map { (($0.document.fileName as NSString).lastPathComponent, $0) },
                                 uniquingKeysWith: { first, _ in first })
        var listed: [String: Int] = [:]
        for (number, line) in Self.items(of: coverage) {
            let at = "COVERAGE.md:\(number)"
            guard let (id, rest) = Self.splitID(line, separator: ":") else {
                problems.append("\(at): not a coverage line: '\(line)'")
                continue
            }
            if let first = listed[id] {
                problems.append("\(at): \(id) is listed twice (first at line \(first))")
                continue
            }
            listed[id] = number
            if firstLine[id] == nil { problems.append("\(at): \(id) is not in the syllabus") }
            // A note after " — " is free text.
            let places = Self.splitOutsideQuotes(String(rest.split(separator: " — ", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""))
            if places.isEmpty {
                problems.append("\(at): \(id) names no place and is not 'not yet'")
            } else if places.contains("not yet") {
                if places.count > 1 { problems.append("\(at): \(id) mixes 'not yet' with places") }
            } else {
                var valid = true
                for place in places {
                    if let problem = Self.problem(with: place, id: id, lessons: lessons) {
                        problems.append("\(at): \(problem)")
                        valid = false
                    }
                }
                if valid { coveredCount += 1 }
            }
        }
        for id in syllabusIDs where listed[id] == nil {
            problems.append("COVERAGE.md: \(id) is in the syllabus but not in the coverage")
        }
    }

    /// `FILE.md "HEADING"` or `FILE.md exercise N`: what is wrong with it, or nil.
    private static func problem(with place: String, id: String, lessons: [String: Lesson]) -> String? {
        let unreadable = "\(id): cannot read '\(place)' (write FILE.md \"HEADING\" or FILE.md exercise N)"
        guard let space = place.firstIndex(of: " ") else { return unreadable }
        let file = String(place[..<space])
        let target = place[place.index(after: space)...].trimmingSpaces()
        guard file.hasSuffix(".md") else { return unreadable }
        if target.count >= 2, target.hasPrefix("\""), target.hasSuffix("\"") {
            guard let lesson = lessons[file] else { return "\(id) names \(file), which is not a lesson of the course" }
            let heading = String(target.dropFirst().dropLast())
            let headings = lesson.document.headings.filter { $0.level <= 2 }.map(\.text)
            return headings.contains(heading) ? nil : "\(id) names the section \"\(heading)\", which \(file) does not have"
        }
        let words = target.split(separator: " ")
        guard words.count == 2, words[0] == "exercise", let index = Int(words[1]) else { return unreadable }
        guard let lesson = lessons[file] else { return "\(id) names \(file), which is not a lesson of the course" }
        let count = lesson.exercises.count
        return count > 0 && (1...count).contains(index) ? nil
            : "\(id) names exercise \(index) of \(file), which has \(count) exercise\(count == 1 ? "" : "s")"
    }

    /// The list items of a markdown file (`- …` at the start of a line), with line numbers.
    private static func items(of text: String) -> [(Int, String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.hasPrefix("- ") ? (index + 1, String(line).trimmingSpaces()) : nil
        }
    }

    /// `- S001 text` / `- S001: text` → ("S001", "text"); nil unless the id is S and three digits.
    private static func splitID(_ line: String, separator: Character) -> (String, String)? {
        let body = line.dropFirst(2)
        let id = body.prefix(4)
        guard id.count == 4, id.first == "S", id.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let rest = body.dropFirst(4)
        if separator == ":" {
            guard rest.first == ":" else { return nil }
            return (String(id), String(rest.dropFirst()))
        }
        guard rest.isEmpty || rest.first == separator else { return nil }
        return (String(id), String(rest))
    }

    /// Splits on `;` outside double quotes (a heading may hold a `;`); trims each part.
    private static func splitOutsideQuotes(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ";", !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}
