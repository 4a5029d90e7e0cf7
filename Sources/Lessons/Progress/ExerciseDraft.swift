/// The statements a learner typed for an exercise they have not passed yet, kept so a restart
/// does not lose them (`ExerciseDraftStore`).
///
/// Bounded: at most `maximumStatements` statements of at most `maximumCharacters` in all. The
/// first ones are kept (a later statement usually needs the earlier ones: the sink after the
/// declaration), and `isTruncated` says that some were left out.
public struct ExerciseDraft: Codable, Hashable, Sendable {
    /// The exercise's `LESSON/EXERCISE` key (`Exercise.progressKey`).
    public var exercise: String
    /// The statements, in the order they ran, as typed.
    public private(set) var statements: [String]
    /// Whether statements were left out to stay within the bounds.
    public private(set) var isTruncated = false

    public static let maximumStatements = 200
    public static let maximumCharacters = 32 * 1024

    /// A draft holding the first of `statements` that fit within the bounds.
    public init(exercise: String, statements: [String]) {
        self.exercise = exercise
        var kept: [String] = []
        var characters = 0
        for statement in statements {
            characters += statement.utf8.count
            guard kept.count < Self.maximumStatements, characters <= Self.maximumCharacters else {
                isTruncated = true
                break
            }
            kept.append(statement)
        }
        self.statements = kept
    }

    private enum CodingKeys: String, CodingKey { case exercise, statements, truncated }

    /// Reads a draft; one written by hand beyond the bounds is cut to them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(exercise: try container.decode(String.self, forKey: .exercise),
                  statements: try container.decode([String].self, forKey: .statements))
        if (try? container.decodeIfPresent(Bool.self, forKey: .truncated)) == true { isTruncated = true }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(statements, forKey: .statements)
        if isTruncated { try container.encode(true, forKey: .truncated) }
    }
}
