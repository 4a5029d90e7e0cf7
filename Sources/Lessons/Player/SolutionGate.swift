/// When `:solution` may show an exercise's solution: after `requiredFailures` failed `:check`s
/// of it, or once its last hint was shown (for an exercise without hints: once `:hint` said
/// so), or once it is passed. Before that, a solution would replace the attempt it is meant
/// to follow, so it is refused with what is left to unlock it.
struct SolutionGate: Sendable, Hashable {
    static let requiredFailures = 2

    /// Failed checks per exercise key, for this run of the REPL (a restart starts counting again).
    private var failures: [String: Int] = [:]

    mutating func recordFailedCheck(_ key: String) {
        failures[key, default: 0] += 1
    }

    func failedChecks(_ key: String) -> Int { failures[key] ?? 0 }

    /// Exercises whose last hint was shown in this run (kept when the exercise is started again).
    private var hintsSeen: Set<String> = []

    mutating func recordHints(_ key: String, _ hints: HintBook) {
        if hints.isExhausted { hintsSeen.insert(key) }
    }

    /// Whether the solution may be shown.
    func isOpen(_ key: String, passed: Bool) -> Bool {
        passed || failedChecks(key) >= Self.requiredFailures || hintsSeen.contains(key)
    }

    /// Why the solution is still closed, and how to open it.
    func refusal(_ key: String, hints: HintBook) -> String {
        let checksLeft = Self.requiredFailures - failedChecks(key)
        let checks = "\(checksLeft) more failed :check\(checksLeft == 1 ? "" : "s")"
        let hintsLeft = hints.hints.count - hints.given
        let hintPart = hints.hints.isEmpty ? "a :hint" : "\(hintsLeft) more :hint\(hintsLeft == 1 ? "" : "s")"
        return "the solution opens after your own attempts: \(checks), or \(hintPart)"
    }
}
