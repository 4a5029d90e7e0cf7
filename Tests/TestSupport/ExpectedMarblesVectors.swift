/// One case of the expected-marbles rule: marbles a learner or a test writes down, what a
/// source actually did (source marbles, played by a cold source from subscription at 0), and
/// whether they match.
///
/// `:predict`, `:check` and MarbleTesting's `toBe` each read this same table
/// (`PredictVectorTests`, `CheckVectorTests`, `ToBeVectorTests`): one matcher, one verdict.
/// Each verdict was worked out from the rule in `ExpectedMarbles`, not copied from a run.
public struct ExpectedMarblesVector: Sendable, CustomStringConvertible {
    /// The expected marbles, times from 0 (no `^`: the consumers differ in how they mark it).
    public let expected: String
    /// What happened, as a cold source's marbles.
    public let actual: String
    /// Whether `expected` matches `actual`.
    public let matches: Bool

    public var description: String { "\(expected) vs \(actual) → \(matches ? "match" : "differ")" }

    public static let all: [ExpectedMarblesVector] = [
        // Values, by token and by time.
        .init(expected: "-1-2-|", actual: "-1-2-|", matches: true),
        .init(expected: "-1-2-|", actual: "-1-3-|", matches: false),
        .init(expected: "-1-2-|", actual: "--1-2|", matches: false),
        .init(expected: "-1-2", actual: "-1-2-3", matches: false),
        .init(expected: "-1-2-3", actual: "-1-2", matches: false),
        .init(expected: "(12)|", actual: "(12)|", matches: true),
        .init(expected: "(21)|", actual: "(12)|", matches: false),
        // `|` is finished and nothing else.
        .init(expected: "-1|", actual: "-1#[boom]", matches: false),
        .init(expected: "-1|", actual: "-1-|", matches: false),
        // A bare `#` matches any failure at its time; `#[m]` only the failure `m`.
        .init(expected: "-1#", actual: "-1#[boom]", matches: true),
        .init(expected: "-1#", actual: "-1#", matches: true),
        .init(expected: "-1#[boom]", actual: "-1#[boom]", matches: true),
        .init(expected: "-1#[bang]", actual: "-1#[boom]", matches: false),
        .init(expected: "-1#", actual: "-1|", matches: false),
        .init(expected: "-1#", actual: "-1-#[boom]", matches: false),
        .init(expected: "-#", actual: "-1#", matches: false),
    ]

    public init(expected: String, actual: String, matches: Bool) {
        self.expected = expected
        self.actual = actual
        self.matches = matches
    }
}
