import StreamLanguage
import StreamDSL
import Testing
@testable import Lessons

/// Every exercise is solvable from its own lesson or an earlier one: each operator its
/// solution uses (and `if … else`, which chooses a publisher, and `prefix until`) appears in
/// a demo of its lesson or of a lesson before it, in the course's order.
@Suite struct ExerciseSolvableTests {
    /// What a statement uses: its operators, and `if` when it chooses between publishers.
    static func used(_ inputs: [String]) -> Set<String> {
        var names: Set<String> = []
        for input in inputs where !input.drop(while: { $0 == " " }).hasPrefix(":") {
            for statement in Parser.parse(input).statements {
                OperatorsUsed.collect(statement, into: &names)
                if statement.text.contains("{ if ") || statement.text.contains("= if ") { names.insert("if … else") }
                // A form chosen by a word is a form of its own to learn: `prefix until P`.
                if statement.text.contains("| prefix until ") { names.insert("prefix until") }
            }
        }
        return names
    }

    static var cases: [String] {
        ((try? CourseGoldenTests.course().lessons) ?? []).flatMap(\.exercises).map(\.progressKey)
    }

    @Test(arguments: cases)
    func theSolutionUsesOnlyWhatTheCourseHasShown(_ key: String) throws {
        let lessons = try CourseGoldenTests.course().lessons
        let index = try #require(lessons.firstIndex { $0.exercises.contains { $0.progressKey == key } })
        let exercise = try #require(lessons[index].exercises.first { $0.progressKey == key })
        var shown: Set<String> = []
        for lesson in lessons[...index] {
            for case .demo(let steps) in lesson.steps { shown.formUnion(Self.used(steps.map(\.input))) }
        }
        let unseen = Self.used(exercise.solution.map(\.input)).subtracting(shown).sorted()
        if let reason = Self.knownGaps[key] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(unseen.isEmpty, "\(key) needs \(unseen)") }
            return
        }
        #expect(unseen.isEmpty, "\(key)'s solution needs \(unseen), which no demo of its lesson or an earlier one shows")
    }

    /// Exercises whose solution needs what no demo before it shows, with the reason; empty
    /// now that the course's order and its demos close every gap. `withKnownIssue` fails once
    /// a listed gap is closed, so an entry must go as soon as its demo exists.
    static let knownGaps: [String: String] = [:]
}
