import Testing
@testable import Lessons

/// No exercise of the real course can be passed without solving it, and every one names the
/// mistake of its `### Wrong` answer:
/// - every exercise has variant setups and a wrong answer;
/// - its solution passes on the main setup and on every variant;
/// - each of its two wrong answers fails with the mistake class the lesson names (and
///   "several differences" always lists them);
/// - its goal retyped as marble sources (cold and hot, subscribed at 0ms or at the goal's
///   own `^`) fails;
/// - each demo block of its lesson, pasted as the answer, fails.
@Suite struct CourseLoopholeTests {
    static var exercises: [Exercise] {
        ((try? CourseGoldenTests.course().lessons) ?? []).flatMap(\.exercises)
    }

    let checker = ExerciseChecker()

    @Test(arguments: exercises.map(\.progressKey))
    func theSolutionPassesEverywhereAndTheWrongAnswerIsNamed(_ key: String) throws {
        let exercise = try #require(Self.exercises.first { $0.progressKey == key })
        #expect(!exercise.variants.isEmpty, "\(key) has no ```variant block")
        let verdict = checker.check(exercise, inputs: exercise.solution.map(\.input))
        #expect(verdict.passed, "\(key): \(verdict.report)")
        // The two most common wrong answers, each with the mistake it is named by.
        #expect(exercise.wrongAnswers.count == 2, "\(key) has \(exercise.wrongAnswers.count) ### Wrong sections, not 2")
        for wrong in exercise.wrongAnswers {
            let failed = checker.check(exercise, inputs: wrong.inputs)
            #expect(!failed.passed, "\(key): the wrong answer at line \(wrong.line) passes")
            #expect(failed.mistake == wrong.mistake, "\(key) line \(wrong.line): expected \(wrong.mistake.rawValue), got \(failed.mistake?.rawValue ?? "none")\n\(failed.report)")
            #expect(failed.report.contains("mistake: \(wrong.mistake.words)"), "\(key): \(failed.report)")
            // "Several differences" always comes with the list of them.
            if failed.mistake == .different {
                #expect(failed.report.contains("several differences at once:\n  - "), "\(key): \(failed.report)")
            }
        }
    }

    /// Item 4's mistake classes each have a wrong answer in the course that `:check` names
    /// with it (the test above checks each one is reported).
    @Test func everyNamedMistakeClassHasAWrongAnswer() {
        let declared = Set(Self.exercises.flatMap(\.wrongAnswers).map(\.mistake))
        let named: [MistakeClass] = [.extraRetry, .leak, .missingWork, .secondConnection, .earlyCompletion, .operatorOrder]
        for mistake in named {
            #expect(declared.contains(mistake), "no ### Wrong answer in the course is classed \(mistake.rawValue)")
        }
    }

    @Test(arguments: exercises.map(\.progressKey))
    func theGoalRetypedAsMarblesFails(_ key: String) throws {
        let exercise = try #require(Self.exercises.first { $0.progressKey == key })
        for answer in Self.marbleAnswers(exercise.goal) {
            let verdict = checker.check(exercise, inputs: answer)
            #expect(!verdict.passed, "\(key) passes with \(answer)")
        }
    }

    @Test(arguments: exercises.map(\.progressKey))
    func aDemoPastedAsTheAnswerFails(_ key: String) throws {
        let exercise = try #require(Self.exercises.first { $0.progressKey == key })
        let lesson = try #require(try CourseGoldenTests.course().lesson(named: exercise.lessonName))
        for case .demo(let steps) in lesson.steps {
            let verdict = checker.check(exercise, inputs: steps.map(\.input))
            #expect(!verdict.passed, "\(key) passes with the demo \(steps.map(\.input))")
        }
        // And every demo of the lesson, one after the other.
        let all = lesson.steps.flatMap { step -> [String] in
            if case .demo(let steps) = step { steps.map(\.input) } else { [] }
        }
        #expect(!checker.check(exercise, inputs: all).passed, "\(key) passes with all the demos")
    }

    /// The goal's lanes as marble sources, in four spellings: `cold` and `hot`, each
    /// subscribed at 0ms or at the lane's own `^` (`at 300ms: …`), the lane's frame set first.
    static func marbleAnswers(_ goal: Goal) -> [[String]] {
        let frame = goal.frame == Goal.defaultFrame ? [] : [":set frame \(goal.frame)ms"]
        var answers: [[String]] = []
        for timed in [false, true] {
            for hot in [false, true] {
                answers.append(frame + goal.lanes.map { lane in
                    let subscription = lane.events.first { $0.kind == .subscribe }?.time ?? 0
                    // The marbles with '^' and '!' as silent frames (or dropped inside a group).
                    var plain = lane.marbles.swapping("(^", with: "(").swapping("^)", with: ")")
                    plain = plain.swapping("^", with: "-").swapping("!", with: "-")
                    let source = hot ? "hot \"^\(plain)\"" : "cold \"\(plain)\""
                    let prefix = timed && subscription > 0 ? "at \(subscription)ms: " : ""
                    return "\(prefix)\(source) | sink as \(lane.name)"
                })
            }
        }
        return answers
    }
}

extension String {
    fileprivate func swapping(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
