import Marbles
import StreamCore
import StreamDSL

/// Checks an exercise: runs the setup and the learner's journaled statements in a fresh
/// session, runs the clock to the end, and compares the recorded lanes with the goal's by
/// (time, kind, value) — what happened, not what was typed. Then it runs the same statements
/// on every variant setup and compares each run with what the exercise's solution does there,
/// so an answer that copies the goal (marbles typed by hand, fixed times) fails.
///
/// What runs again: the learner's session journal since the exercise started — each
/// statement's syntax tree (whatever became of it the first time: a statement is checked on
/// the variant as it is, as a learner's retyped input would be) and each `:set`, since a
/// setting such as the frame changes what later statements do. A `:reset` is not run again
/// (the setup stands for the session). A final `run` is added. On a variant, the variant's
/// inputs stand in for the setup and the same journaled statements follow.
///
/// Which lane is compared with a goal lane:
/// - when the goal has one lane, the learner's last sink (the last subscription lane created
///   after the setup), whatever its name: a learner who tries again with a new sink is
///   checked on the new one;
/// - when the goal has several lanes, each is compared with the sink of its name
///   (`… | sink as NAME`); typed again, the name goes to the newest sink, and the earlier
///   one is numbered (`out (1)`).
///
/// Lanes compare with the goal by the one expected-marbles rule (`ExpectedMarbles`): values
/// by their printed text (`3`, `abc`, `(1, 2)`), the text diagrams show; `^` and `!` each
/// when the goal shows it (every goal marks `^`); a failure's message only when the goal
/// names one (`#[boom]`). A failed check names the mistake: by the lane's shape
/// (`MistakeClassifier`, which lists the differences when several at once), unless what the
/// answer is made of, held against the solution, shows it better (`MistakeDiagnosis`: one
/// retry too many, a leak, a missing `work`, a second connection, operators in the wrong
/// order). On a variant, "copied, not computed?" is said only of an answer whose every
/// subscription reads typed marbles (`AnswerShape`).
///
/// Once every lane matches, on the main setup and every variant, the goal's `requires` and
/// `forbids` (`OperatorRule`) are held to the operators the answer's statements compiled to
/// (`OperatorsUsed`): lanes first, since a wrong lane says more than a missing operator.
public struct ExerciseChecker {
    /// Draws the goal and the comparison (the learner's width and glyphs; never colour in tests).
    public var renderer: DiagramRenderer
    /// Makes the console the replay runs in.
    public var runner: TranscriptRunner

    /// A checker; by default it draws 80 columns wide in ASCII without colour.
    public init(renderer: DiagramRenderer = DiagramRenderer(width: 80), runner: TranscriptRunner = TranscriptRunner()) {
        self.renderer = renderer
        self.runner = runner
    }

    /// Types `inputs` after `exercise.setup` in a fresh console, as a learner would, and checks
    /// what that session journaled (see `check(_:answer:)`).
    public func check(_ exercise: Exercise, inputs: [String]) -> ExerciseVerdict {
        check(exercise, answer: journal(setup: exercise.setup.map(\.input), typing: inputs))
    }

    /// Runs `exercise.setup` then the journaled `answer` in a fresh console, runs it to the end,
    /// and compares; then does the same on every variant.
    public func check(_ exercise: Exercise, answer: some Collection<JournalEntry>) -> ExerciseVerdict {
        let main = replay(setup: exercise.setup.map(\.input), answer: answer)
        let verdict = compare(exercise.goal, with: main.lanes, setupLanes: main.setupLanes)
        let solution = journal(setup: exercise.setup.map(\.input), typing: exercise.solution.map(\.input))
        let answerShape = AnswerShape(answer)
        // What the answer is made of, against the solution, names some mistakes better than
        // the lane's shape; the solution's run is needed only then.
        func diagnosis(answerLeaks: Bool, setup: [String]) -> (mistake: MistakeClass, detail: String)? {
            guard !exercise.solution.isEmpty else { return nil }
            let solutionLeaks = answerLeaks && replay(setup: setup, answer: solution).leaked
            return MistakeDiagnosis.diagnose(.init(answer: answerShape, solution: AnswerShape(solution),
                                                   answerLeaks: answerLeaks, solutionLeaks: solutionLeaks))
        }
        guard verdict.passed else {
            guard let mistake = verdict.mistake, mistake != .noLane, mistake != .offMain,
                  let found = diagnosis(answerLeaks: main.leaked, setup: exercise.setup.map(\.input)) else { return verdict }
            return verdict.renamed(from: mistake, to: found.mistake, detail: found.detail)
        }
        for (index, variant) in exercise.variants.enumerated() {
            let expected = replay(setup: variant, answer: solution)
            let actual = replay(setup: variant, answer: answer)
            if var failure = compareVariant(exercise.goal, expected: expected, actual: actual,
                                            number: index + 1, of: exercise.variants.count, setup: variant,
                                            copiesMarbles: answerShape.subscribesOnlyToMarbles) {
                if !answerShape.subscribesOnlyToMarbles, let mistake = failure.mistake,
                   let found = diagnosis(answerLeaks: actual.leaked, setup: variant) {
                    failure = failure.renamed(from: mistake, to: found.mistake, detail: found.detail)
                }
                return failure
            }
        }
        if let broken = Self.brokenRule(exercise.goal.rules, answer: answer) { return broken }
        guard !exercise.variants.isEmpty else { return verdict }
        var passed = verdict
        passed.report = ExerciseMessage.passedWithVariants(verdict.report, count: exercise.variants.count)
        return passed
    }

    /// A failed verdict when the answer's lanes are right but it leaves out an operator the
    /// goal `requires` or uses one it `forbids` (`OperatorsUsed`); `nil` when every rule holds.
    static func brokenRule(_ rules: [OperatorRule], answer: some Collection<JournalEntry>) -> ExerciseVerdict? {
        guard !rules.isEmpty else { return nil }
        let used = OperatorsUsed.names(in: answer)
        let missing = rules.required.filter { !used.contains($0) }
        let forbidden = rules.forbidden.filter { used.contains($0) }
        if !missing.isEmpty {
            let divergence = ExerciseMessage.needs(missing)
            return ExerciseVerdict(passed: false, report: divergence + "\n" + ExerciseMessage.mistake(.missingOperator),
                                   divergences: [divergence], mistake: .missingOperator)
        }
        if !forbidden.isEmpty {
            let divergence = ExerciseMessage.rulesOut(forbidden)
            return ExerciseVerdict(passed: false, report: divergence + "\n" + ExerciseMessage.mistake(.forbiddenOperator),
                                   divergences: [divergence], mistake: .forbiddenOperator)
        }
        return nil
    }

    /// Whether the exercise's own solution reaches its goal (`nil` when it has none): a lesson
    /// whose solution fails is a broken lesson, which its golden test should catch.
    public func checkSolution(_ exercise: Exercise) -> ExerciseVerdict? {
        exercise.solution.isEmpty ? nil : check(exercise, inputs: exercise.solution.map(\.input))
    }

    /// What a fresh console journals for `inputs` typed after `setup`.
    private func journal(setup: [String], typing inputs: [String]) -> [JournalEntry] {
        let console = runner.makeConsole()
        for input in setup { _ = console.submit(input) }
        let mark = console.session.journal.count
        for input in inputs { _ = console.submit(input) }
        return Array(console.session.journal.entries.dropFirst(mark))
    }

    /// The lanes of a fresh console after `setup`, the journaled `answer` and a final `run`.
    /// `leaked` says whether the run noted a leaked subscription.
    private func replay(setup: [String], answer: some Collection<JournalEntry>) -> Replay {
        let console = runner.makeConsole()
        for input in setup { _ = console.submit(input) }
        let setupLanes = console.session.recording.lanes
        for entry in answer where entry.kind != .reset { console.reexecute(entry) }
        _ = console.submit("run")
        let leaked = console.session.recording.notes.contains { $0.text.hasPrefix("leaked:") }
        return Replay(lanes: console.session.recording.lanes, setupLanes: setupLanes, leaked: leaked)
    }

    private struct Replay {
        var lanes: [Lane]
        var setupLanes: [Lane]
        var leaked: Bool
    }

    /// Compares recorded `lanes` with `goal`; `setupLanes` were made by the setup, not the
    /// learner, and are never checked.
    public func compare(_ goal: Goal, with lanes: [Lane], setupLanes: [Lane] = []) -> ExerciseVerdict {
        let learnerLanes = Self.learnerLanes(lanes, setupLanes: setupLanes)
        let renderer = keyingLikeTheGoal(goal)
        var sections: [String] = []
        var divergences: [String] = []
        var checked: [String] = []
        var mistake: MistakeClass?
        var differences: [String] = []
        for goalLane in goal.lanes {
            guard let lane = pick(goalLane, goalLaneCount: goal.lanes.count, from: learnerLanes) else {
                let divergence = ExerciseMessage.noLane(goalLane.name, single: goal.lanes.count == 1)
                divergences.append(divergence)
                mistake = mistake ?? .noLane
                sections.append(divergence + "\n" + renderer.render([MarbleLane(name: "expected", events: goalLane.events)]))
                continue
            }
            checked.append(lane.name)
            let actual = Self.events(of: lane, comparedWith: goalLane)
            guard let divergence = ExpectedMarbles(goalLane.events).divergence(from: actual) else {
                // Right events on the wrong queue: UIKit and SwiftUI would not allow it.
                if lane.valuesOffMain > 0 {
                    let divergence = ExerciseMessage.offMain(lane.name, count: lane.valuesOffMain)
                    divergences.append(divergence)
                    mistake = mistake ?? .offMain
                    sections.append(divergence + "\n")
                }
                continue
            }
            divergences.append(divergence)
            if mistake == nil {
                mistake = MistakeClassifier.classify(expected: goalLane.events, actual: actual)
                if mistake == .different {
                    differences = MistakeClassifier.differences(expected: goalLane.events, actual: actual)
                }
            }
            let heading = ExerciseMessage.laneDiffers(lane.name)
            sections.append(heading + "\n" + renderer.renderComparison(expected: goalLane.events, actual: actual))
        }
        guard let mistake else {
            // Named as the learner named them (with one goal lane, any sink name is accepted).
            return ExerciseVerdict(passed: true, report: ExerciseMessage.passed(checked), divergences: [])
        }
        let report = sections.joined(separator: "\n") + ExerciseMessage.mistake(mistake, differences: differences)
        return ExerciseVerdict(passed: false, report: report, divergences: divergences, mistake: mistake)
    }

    /// The first goal lane whose run on a variant differs from the solution's, as a failed
    /// verdict; `nil` when every lane matches.
    ///
    /// The mistake is "copied, not computed?" only when `copiesMarbles` (every subscription of
    /// the answer reads typed marbles); otherwise the lane's shape against the solution's names it.
    private func compareVariant(_ goal: Goal, expected: Replay, actual: Replay,
                                number: Int, of count: Int, setup: [String], copiesMarbles: Bool) -> ExerciseVerdict? {
        let renderer = keyingLikeTheGoal(goal)
        let solutionLanes = Self.learnerLanes(expected.lanes, setupLanes: expected.setupLanes)
        let learnerLanes = Self.learnerLanes(actual.lanes, setupLanes: actual.setupLanes)
        for goalLane in goal.lanes {
            let wanted = pick(goalLane, goalLaneCount: goal.lanes.count, from: solutionLanes)
                .map { Self.events(of: $0, comparedWith: goalLane) } ?? []
            let got = pick(goalLane, goalLaneCount: goal.lanes.count, from: learnerLanes)
            let events = got.map { Self.events(of: $0, comparedWith: goalLane) }
            guard let divergence = events.map({ ExpectedMarbles(wanted).divergence(from: $0) }) ?? "no lane" else { continue }
            var report = ExerciseMessage.variantDiffers(goalLane.name, number: number, of: count)
            report += setup.map { LessonPlayer.echo($0, output: "") }.joined()
            report += renderer.renderComparison(expected: wanted, actual: events ?? [])
            let mistake = copiesMarbles ? .onlyMainSetup
                : events.map { MistakeClassifier.classify(expected: wanted, actual: $0) } ?? .noLane
            let differences = mistake == .different
                ? MistakeClassifier.differences(expected: wanted, actual: events ?? []) : []
            report += ExerciseMessage.mistake(mistake, differences: differences)
            return ExerciseVerdict(passed: false, report: report, divergences: [divergence], mistake: mistake)
        }
        return nil
    }

    /// The goal as a diagram, to show when the exercise starts.
    public func goalDiagram(_ goal: Goal) -> String {
        renderer.render(Self.marbleLanes(goal))
    }

    /// The renderer, giving each value the key the goal diagram gives it, so a value reads
    /// the same in the goal and in the check's comparison.
    private func keyingLikeTheGoal(_ goal: Goal) -> DiagramRenderer {
        var keyed = renderer
        keyed.preferredKeys = goalKeys(goal)
        return keyed
    }

    /// The key the goal diagram draws each value with (value text → key).
    public func goalKeys(_ goal: Goal) -> [String: String] {
        renderer.layout(Self.marbleLanes(goal)).legend.valueKeys
    }

    private static func marbleLanes(_ goal: Goal) -> [MarbleLane] {
        goal.lanes.map { MarbleLane(name: $0.name, events: $0.events) }
    }

    private static func learnerLanes(_ lanes: [Lane], setupLanes: [Lane]) -> [Lane] {
        lanes.filter { lane in !setupLanes.contains { $0 === lane } }
    }

    /// The lane compared with `goalLane` (see the rule above).
    private func pick(_ goalLane: Goal.Lane, goalLaneCount: Int, from lanes: [Lane]) -> Lane? {
        let sinks = lanes.filter { $0.role == .subscription }
        return goalLaneCount == 1 ? sinks.last : sinks.last { $0.name == goalLane.name }
    }

    /// A recorded lane in marble terms, as the goal's marbles compare and draw it.
    static func events(of lane: Lane, comparedWith goalLane: Goal.Lane) -> [MarbleEvent] {
        ExpectedMarbles(goalLane.events).shown(SessionViews.marbleLane(lane).events)
    }
}

extension ExerciseVerdict {
    /// The verdict naming `mistake` instead of `old`, the report's last line changed to say so.
    func renamed(from old: MistakeClass, to mistake: MistakeClass, detail: String) -> ExerciseVerdict {
        var verdict = self
        verdict.mistake = mistake
        if let start = report.ranges(of: "mistake: \(old.words)").last {
            verdict.report = String(report[..<start.lowerBound]) + ExerciseMessage.mistake(mistake, detail: detail)
        }
        return verdict
    }
}

/// What checking an exercise found.
public struct ExerciseVerdict: Sendable, Hashable {
    /// Whether every goal lane matched, on the main setup and on every variant.
    public var passed: Bool
    /// For the learner: a line when passed; otherwise, per differing lane, expected and
    /// actual on one ruler, the first difference in words, and the mistake.
    public var report: String
    /// The first difference of each differing lane, in words.
    public var divergences: [String]
    /// The mistake a failed check names (`nil` when it passed).
    public var mistake: MistakeClass?
}

/// The wording of exercise checking.
enum ExerciseMessage {
    static func passed(_ lanes: [String]) -> String {
        let names = lanes.map { "'\($0)'" }.joined(separator: ", ")
        return "passed: \(names) \(lanes.count == 1 ? "matches" : "match") the goal\n"
    }

    /// `passed: 'out' matches the goal` with the variants it was checked on as well.
    static func passedWithVariants(_ report: String, count: Int) -> String {
        String(report.dropLast()) + ", also on \(count) other setup\(count == 1 ? "" : "s")\n"
    }

    static func offMain(_ lane: String, count: Int) -> String {
        "'\(lane)' has the goal's events, but \(count) value(s) reached it off the main queue (see the notes under the diagram)"
    }

    static func laneDiffers(_ lane: String) -> String {
        "not yet: lane '\(lane)' differs from the goal (checked after running to the end)"
    }

    static func variantDiffers(_ lane: String, number: Int, of count: Int) -> String {
        "not yet: your answer draws the goal, but not on variant \(number) of \(count) (other inputs, set up below):\n"
            + "there, lane '\(lane)' differs from what a solution draws\n"
    }

    static func noLane(_ name: String, single: Bool) -> String {
        single
            ? "not yet: there is no sink to check; subscribe with '… | sink' (or loop with '… | for await as NAME')"
            : "not yet: no lane named '\(name)'; name a sink with '… | sink as \(name)' (or a loop with '… | for await as \(name)')"
    }

    static func needs(_ operators: [String]) -> String {
        "not yet: your lanes match the goal, but this exercise needs \(list(operators)): "
            + "it is about \(operators.count == 1 ? "that operator" : "those operators"), so use \(operators.count == 1 ? "it" : "them")"
    }

    static func rulesOut(_ operators: [String]) -> String {
        "not yet: your lanes match the goal, but this exercise asks you not to use \(list(operators)): "
            + "find a way without \(operators.count == 1 ? "it" : "them")"
    }

    /// What the goal's rules ask, shown under the goal: `Use `mapError` in your answer.`
    /// (empty when it has none).
    static func rules(_ rules: [OperatorRule]) -> String {
        var text = ""
        if !rules.required.isEmpty { text += "Use \(list(rules.required)) in your answer.\n" }
        if !rules.forbidden.isEmpty { text += "Do not use \(list(rules.forbidden)).\n" }
        return text
    }

    /// `` `a` ``, `` `a` and `b` ``, `` `a`, `b` and `c` ``.
    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }

    /// `mistake: WORDS`, with what shows it (`detail`) or, for several differences, the list.
    static func mistake(_ mistake: MistakeClass, detail: String? = nil, differences: [String] = []) -> String {
        var text = "mistake: \(mistake.words)"
        if let detail { text += " (\(detail))" }
        if !differences.isEmpty { text += ":" + differences.map { "\n  - \($0)" }.joined() }
        return text + "\n"
    }
}
