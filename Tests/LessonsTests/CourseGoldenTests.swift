import Foundation
import Testing
@testable import Lessons

/// The repository's own course (`Lessons/`): it loads, every demo, setup and solution step
/// prints what the file says, and every exercise's solution reaches its goal.
///
/// `STREAMLAB_UPDATE=1 swift test --filter CourseGoldenTests` re-records the expected output
/// of the steps that differ (prose and inputs untouched); review the change with `git diff`.
@Suite struct CourseGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons").path

    static var updating: Bool { ProcessInfo.processInfo.environment["STREAMLAB_UPDATE"] == "1" }

    static func course() throws -> Course {
        do {
            return try Course.load(directory: folder)
        } catch {
            Issue.record(Comment(rawValue: "the course does not load:\n\(error)"))
            throw error
        }
    }

    @Test func theCourseLoads() throws {
        let course = try Self.course()
        #expect(course.lessons.count >= 8)
        #expect(course.lessons.allSatisfy { !$0.exercises.isEmpty })
    }

    @Test func everyLessonsStepsPrintWhatTheFileSays() throws {
        let runner = TranscriptRunner()
        for lesson in try Self.course().lessons {
            let result = runner.check(lesson.document)
            guard !result.passed else { continue }
            if Self.updating {
                try Data(TranscriptRewriter.rewrite(lesson.document, with: result).utf8)
                    .write(to: URL(fileURLWithPath: lesson.document.fileName))
            } else {
                Issue.record(Comment(rawValue: result.summary + " (STREAMLAB_UPDATE=1 re-records)\n" + result.diff))
            }
        }
    }

    @Test func everySolutionReachesItsGoal() throws {
        let checker = ExerciseChecker()
        for lesson in try Self.course().lessons {
            for exercise in lesson.exercises {
                guard let verdict = checker.checkSolution(exercise) else {
                    Issue.record(Comment(rawValue: "\(lesson.document.fileName):\(exercise.line): exercise '\(exercise.id)' has no solution"))
                    continue
                }
                if !verdict.passed {
                    Issue.record(Comment(rawValue: "\(lesson.document.fileName):\(exercise.line): the solution of '\(exercise.id)' misses its goal\n\(verdict.report)"))
                }
            }
        }
    }
}
