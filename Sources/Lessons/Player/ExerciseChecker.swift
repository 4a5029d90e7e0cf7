import Marbles
import StreamCore
import StreamDSL

/// Checks an exercise: replays the setup and the learner's inputs in a fresh session, runs
/// the clock to the end, and compares the recorded lanes with the goal's by (time, kind,
/// value) — what happened, not what was typed.
///
/// Which lane is compared with a goal lane:
/// - when the goal has one lane, the learner's last sink (the last subscription lane created
///   after the setup), whatever its name: a learner who tries again with a new sink is
///   checked on the new one;
/// - when the goal has several lanes, each is compared with the sink of its name
///   (`… | sink as NAME`); typed again, the name goes to the newest sink, and the earlier
///   one is numbered (`out (1)`).
///
/// Values compare by their printed text (`3`, `abc`, `(1, 2)`), the text diagrams show. The
/// subscription and cancellation (`^`, `!`) count only when the goal lane shows them, and a
/// failure's message only when the goal names one (`#[boom]`).
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

    /// Replays `exercise.setup` then `inputs` (what the learner typed) in a fresh console,
    /// runs it to the end, and compares.
    public func check(_ exercise: Exercise, inputs: [String]) -> ExerciseVerdict {
        let console = runner.makeConsole()
        for step in exercise.setup { _ = console.submit(step.input) }
        let setupLanes = console.session.lanes
        for input in inputs { _ = console.submit(input) }
        _ = console.submit("run")
        return compare(exercise.goal, with: console.session.lanes, setupLanes: setupLanes)
    }

    /// Whether the exercise's own solution reaches its goal (`nil` when it has none): a lesson
    /// whose solution fails is a broken lesson, which its golden test should catch.
    public func checkSolution(_ exercise: Exercise) -> ExerciseVerdict? {
        exercise.solution.isEmpty ? nil : check(exercise, inputs: exercise.solution.map(\.input))
    }

    /// Compares recorded `lanes` with `goal`; `setupLanes` were made by the setup, not the
    /// learner, and are never checked.
    public func compare(_ goal: Goal, with lanes: [Lane], setupLanes: [Lane] = []) -> ExerciseVerdict {
        let learnerLanes = lanes.filter { lane in !setupLanes.contains { $0 === lane } }
        var sections: [String] = []
        var divergences: [String] = []
        var checked: [String] = []
        for goalLane in goal.lanes {
            guard let lane = pick(goalLane, goalLaneCount: goal.lanes.count, from: learnerLanes) else {
                let divergence = ExerciseMessage.noLane(goalLane.name, single: goal.lanes.count == 1)
                divergences.append(divergence)
                sections.append(divergence + "\n" + renderer.render([MarbleLane(name: "expected", events: goalLane.events)]))
                continue
            }
            checked.append(lane.name)
            let actual = Self.events(of: lane, comparedWith: goalLane)
            guard let divergence = firstDivergence(expected: goalLane.events, actual: actual) else { continue }
            divergences.append(divergence)
            let heading = ExerciseMessage.laneDiffers(lane.name)
            sections.append(heading + "\n" + renderer.renderComparison(expected: goalLane.events, actual: actual))
        }
        if divergences.isEmpty {
            // Named as the learner named them (with one goal lane, any sink name is accepted).
            return ExerciseVerdict(passed: true, report: ExerciseMessage.passed(checked), divergences: [])
        }
        return ExerciseVerdict(passed: false, report: sections.joined(separator: "\n"), divergences: divergences)
    }

    /// The goal as a diagram, to show when the exercise starts.
    public func goalDiagram(_ goal: Goal) -> String {
        renderer.render(goal.lanes.map { MarbleLane(name: $0.name, events: $0.events) })
    }

    /// The lane compared with `goalLane` (see the rule above).
    private func pick(_ goalLane: Goal.Lane, goalLaneCount: Int, from lanes: [Lane]) -> Lane? {
        let sinks = lanes.filter { $0.role == .subscription }
        return goalLaneCount == 1 ? sinks.last : sinks.last { $0.name == goalLane.name }
    }

    /// A recorded lane in marble terms, keeping only what `goalLane` compares.
    static func events(of lane: Lane, comparedWith goalLane: Goal.Lane) -> [MarbleEvent] {
        Session.marbleLane(lane).events.compactMap { event in
            switch event.kind {
            case .subscribe, .cancel: goalLane.comparesSubscription ? event : nil
            case .failure where !goalLane.comparesFailureMessage: .failure("", at: event.time)
            default: event
            }
        }
    }
}

/// What checking an exercise found.
public struct ExerciseVerdict: Sendable, Hashable {
    /// Whether every goal lane matched.
    public var passed: Bool
    /// For the learner: a line when passed; otherwise, per differing lane, expected and
    /// actual on one ruler and the first difference in words.
    public var report: String
    /// The first difference of each differing lane, in words.
    public var divergences: [String]
}

/// The wording of exercise checking.
enum ExerciseMessage {
    static func passed(_ lanes: [String]) -> String {
        let names = lanes.map { "'\($0)'" }.joined(separator: ", ")
        return "passed: \(names) \(lanes.count == 1 ? "matches" : "match") the goal\n"
    }

    static func laneDiffers(_ lane: String) -> String {
        "not yet: lane '\(lane)' differs from the goal (checked after running to the end)"
    }

    static func noLane(_ name: String, single: Bool) -> String {
        single
            ? "not yet: there is no sink to check; subscribe with '… | sink'"
            : "not yet: no lane named '\(name)'; name a sink with '… | sink as \(name)'"
    }
}
