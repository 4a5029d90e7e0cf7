/// The closed set of mistakes `:check` can name when a lane differs from the goal.
///
/// Each has a stable identifier, used by a lesson's `### Wrong` section (`Mistake: stale-value`),
/// and words shown to the learner before the fixed hints.
public enum MistakeClass: String, CaseIterable, Sendable, Hashable {
    /// No sink to compare (or none with the goal lane's name).
    case noLane = "no-lane"
    /// The lane matches on the main setup, not on a variant: the answer copies the goal
    /// (typed marbles, fixed times) instead of following the setup's inputs.
    case onlyMainSetup = "only-main-setup"
    /// The sink subscribed at another time.
    case subscriptionTime = "subscription-time"
    /// The right values in the right order, all later by the same amount.
    case lateByConstant = "late-by-constant"
    /// The right values in the right order, all earlier by the same amount.
    case earlyByConstant = "early-by-constant"
    /// The right values at other, unevenly shifted times.
    case wrongTimes = "wrong-times"
    /// Every goal value came out, plus values that should have been dropped.
    case staleValue = "stale-value"
    /// Some goal values never came out (dropped, or never produced).
    case missingValues = "missing-values"
    /// The goal's values, in another order.
    case wrongOrder = "wrong-order"
    /// Values at the goal's times, but other values.
    case wrongValues = "wrong-values"
    /// The values match; the goal's completion (or failure) never came.
    case missingCompletion = "missing-completion"
    /// The values match; the stream completed earlier than the goal.
    case earlyCompletion = "early-completion"
    /// The values match; the stream completed later than the goal.
    case lateCompletion = "late-completion"
    /// The values match; the stream ended another way (failed for finished, cancelled, …).
    case wrongEnding = "wrong-ending"
    /// The lane's events match, but values reached its UI sink (`sink ui`) off the main queue.
    case offMain = "off-main"
    /// The lanes match, but an operator the exercise `requires` is not used.
    case missingOperator = "missing-operator"
    /// The lanes match, but an operator the exercise `forbids` is used.
    case forbiddenOperator = "forbidden-operator"
    /// The answer retries more often than the solution: a failure that should have come
    /// through is retried away (or comes later).
    case extraRetry = "extra-retry"
    /// A subscription outlives its object: the session noted a leak the solution does not make.
    case leak = "leak"
    /// The solution's work takes time (`for await work D`, `delay D`) that the answer leaves out.
    case missingWork = "missing-work"
    /// The answer connects more often than the solution: a second run of a shared source.
    case secondConnection = "second-connection"
    /// A pipeline with the solution's operators, in another order.
    case operatorOrder = "operator-order"
    /// Several differences at once: none of the classes above fits (the report lists them).
    case different = "different"

    /// The mistake in words, for the line `mistake: …` of a failed check.
    public var words: String {
        switch self {
        case .noLane: "there is no lane to compare"
        case .onlyMainSetup: "it fits the main setup only and does not follow other inputs (copied, not computed?)"
        case .subscriptionTime: "a subscription at the wrong time"
        case .lateByConstant: "values late by a constant"
        case .earlyByConstant: "values early by a constant"
        case .wrongTimes: "the right values at the wrong times"
        case .staleValue: "a stale value that should have been dropped"
        case .missingValues: "values missing that should have come through"
        case .wrongOrder: "values in the wrong order"
        case .wrongValues: "the right times with the wrong values"
        case .missingCompletion: "a missing completion"
        case .earlyCompletion: "an early completion"
        case .lateCompletion: "a late completion"
        case .wrongEnding: "the stream ends the wrong way (finished, failed or cancelled)"
        case .offMain: "values reached a UI sink off the main queue (bring them to main with receive on main)"
        case .missingOperator: "the right lanes without the operator the exercise is about"
        case .forbiddenOperator: "the right lanes with an operator the exercise rules out"
        case .extraRetry: "one retry too many"
        case .leak: "a leak: a subscription outlives its object"
        case .missingWork: "a missing `work` or time"
        case .secondConnection: "a second connection: the shared source runs twice"
        case .operatorOrder: "the right operators in the wrong order"
        case .different: "several differences at once"
        }
    }
}
