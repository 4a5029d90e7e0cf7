/// Names a mistake from what the answer is made of, held against the exercise's solution,
/// when its lanes already differ from the goal. Lane shapes alone mislabel these: one retry
/// too many, a leak, a second connection and a missing `work` all look like "a stale value"
/// or "values missing" on the lane.
///
/// Consulted only for a lane that differs, so it never fails an answer by itself; the first
/// rule that fits wins, the most specific first.
enum MistakeDiagnosis {
    /// What the answer's session and statements show, beside the solution's.
    struct Evidence {
        var answer: AnswerShape
        var solution: AnswerShape
        /// The answer's run noted a leaked subscription.
        var answerLeaks: Bool
        /// The solution's run noted one (then a leak is no mistake of the answer's).
        var solutionLeaks: Bool
    }

    /// The mistake and a sentence saying what in the answer shows it; `nil` when nothing
    /// structural stands out and the lane's shape should name the mistake.
    static func diagnose(_ evidence: Evidence) -> (mistake: MistakeClass, detail: String)? {
        let answer = evidence.answer, solution = evidence.solution
        if evidence.answerLeaks, !evidence.solutionLeaks {
            return (.leak, "a subscription was still alive after its object was released (see the `leaked:` note)")
        }
        let retries = answer.retries.reduce(0, +), neededRetries = solution.retries.reduce(0, +)
        if retries > neededRetries {
            let extra = retries - neededRetries
            return (.extraRetry, "your answer resubscribes \(retries) time\(retries == 1 ? "" : "s") after a failure; "
                + "\(extra == 1 ? "one" : String(extra)) fewer would do")
        }
        let connections = answer.connects + (answer.autoconnects ? 1 : 0)
        if answer.connects > solution.connects, connections >= 2 {
            return (.secondConnection, "your answer connects \(connections) times: each connection starts the source again")
        }
        if answer.connectsPerSubscription, !solution.connectsPerSubscription {
            return (.secondConnection, "`autoconnect` inside `deferred` or braces connects a new source for every subscriber")
        }
        if answer.workDurations.count < solution.workDurations.count {
            return (.missingWork, "the solution spends time on each value (`work` in a loop, or `delay`); yours does not")
        }
        for list in answer.operatorLists where list.count >= 2 && !solution.operatorLists.contains(list) {
            if let reordered = solution.operatorLists.first(where: { $0.sorted() == list.sorted() }) {
                return (.operatorOrder, "`\(list.joined(separator: " | "))` has the operators of "
                    + "`\(reordered.joined(separator: " | "))` in another order")
            }
        }
        return nil
    }
}
