import Testing
@testable import Lessons

/// `requires OP[, OP…]` and `forbids OP[, OP…]` lines of a goal block: read into the goal's
/// rules, and every mistake in them located at its line when the lesson (or course) loads.
@Suite struct OperatorRuleParsingTests {
    static func lesson(goal: String) -> String {
        """
        # T

        ## Exercise: Double it

        Double the value.

        ```goal
        \(goal)
        ```

        ```solution
        > just 1 | map x * 2 | sink as out
        ```
        """
    }

    static func line(of marker: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    @Test func readsRequiredAndForbiddenOperatorsInOrderOnceEach() throws {
        let text = Self.lesson(goal: "requires map, scan\nforbids share\nout: (^2|)\nrequires map, filter")
        let goal = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first?.goal)
        #expect(goal.rules.required == ["map", "scan", "filter"])
        #expect(goal.rules.forbidden == ["share"])
        #expect(goal.rules.map(\.line) == [8, 9, 11])
        #expect(goal.lanes.map(\.name) == ["out"])
    }

    @Test func aLaneNamedRequiresIsStillALane() throws {
        let text = Self.lesson(goal: "requires: (^2|)")
        let goal = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first?.goal)
        #expect(goal.rules.isEmpty)
        #expect(goal.lanes.map(\.name) == ["requires"])
    }

    @Test(arguments: [
        ("requires mapErr", "unknown operator 'mapErr' in 'requires'; did you mean 'mapError'?"),
        ("forbids map, sahre", "unknown operator 'sahre' in 'forbids'; did you mean 'share'?"),
        ("requires sink", "unknown operator 'sink' in 'requires' (see :help operators)"),
        ("requires", "'requires' needs operator names separated by commas, e.g. 'requires mapError'"),
        ("forbids share,", "'forbids' needs operator names separated by commas, e.g. 'forbids mapError'"),
    ])
    func aBadRuleIsALocatedError(rule: String, message: String) {
        let text = Self.lesson(goal: rule + "\nout: (^2|)")
        #expect(throws: DocumentError([SourceProblem(file: "t.md", line: Self.line(of: rule, in: text), message: message)])) {
            try Lesson.parse(text, fileName: "t.md")
        }
    }

    @Test func anOperatorBothRequiredAndForbiddenIsAnError() {
        let text = Self.lesson(goal: "requires map\nforbids share, map\nout: (^2|)")
        #expect(throws: DocumentError([SourceProblem(file: "t.md", line: Self.line(of: "forbids", in: text),
                                                     message: "'map' is both required and forbidden: no answer could pass")])) {
            try Lesson.parse(text, fileName: "t.md")
        }
    }

    /// Loading a course reports an unknown operator at the lesson file's line.
    @Test func aCourseWithAnUnknownRuleOperatorDoesNotLoad() {
        let lesson = Self.lesson(goal: "requires mapEror\nout: (^2|)")
        #expect(throws: DocumentError([SourceProblem(file: "Lessons/01-t.md", line: Self.line(of: "mapEror", in: lesson),
                                                     message: "unknown operator 'mapEror' in 'requires'; did you mean 'mapError'?")])) {
            try Course.parse(index: "# C\n\n1. [T](01-t.md)\n", fileName: "Lessons/course.md") { name in
                name == "01-t.md" ? ("Lessons/01-t.md", lesson) : nil
            }
        }
    }

    /// Every rule of the real course names operators of the language (the course loads), and
    /// 11.1 requires `mapError`.
    @Test func theCourseRulesNameRealOperators() throws {
        let exercises = try CourseGoldenTests.course().lessons.flatMap(\.exercises)
        let nameTheFailure = try #require(exercises.first { $0.id == "name-the-failure" })
        #expect(nameTheFailure.goal.rules.required == ["mapError"])
    }
}
