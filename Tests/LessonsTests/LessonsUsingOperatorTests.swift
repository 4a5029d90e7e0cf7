import Testing
@testable import Lessons

/// `:help OPERATOR` lists the lessons whose steps use `| OPERATOR`.
@Suite struct LessonsUsingOperatorTests {
    @Test func onlyAWholeOperatorNameAfterABarCounts() {
        #expect(Course.uses("map", in: "a | map x * 2 | sink"))
        #expect(Course.uses("sink", in: "a | map x * 2 |sink"))
        #expect(!Course.uses("map", in: "a | mapError x | sink"))
        #expect(!Course.uses("map", in: "map = 3"))
        #expect(!Course.uses("debounce", in: "a | throttle 300ms latest | sink as debounce"))
    }

    @Test func theCourseListsItsDebounceLessonsInOrder() throws {
        let course = try CourseGoldenTests.course()
        let names = course.lessons(usingOperator: "debounce")
        #expect(names.first == "debounce-throttle")
        // In course order, each once.
        let positions = names.compactMap { course.position(of: $0) }
        #expect(positions == positions.sorted() && Set(names).count == names.count)
        #expect(course.lessons(usingOperator: "noSuchOperator").isEmpty)
    }

    @Test func helpShowsThemWhenTheConsoleKnowsTheCourse() throws {
        var runner = TranscriptRunner()
        runner.course = try CourseGoldenTests.course()
        let page = runner.makeConsole().submit(":help debounce").output
        #expect(page.contains("\n  used in lessons: debounce-throttle"))
    }
}
