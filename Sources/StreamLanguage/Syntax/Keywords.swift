/// The words of the language, for completion, suggestions and the parser. Operator names
/// and their words come from the operator catalogue (the runtime's `Keywords.operators`,
/// `stages` and `contextual` are these with its registry filled in).
public enum Keywords {
    /// Words that start a statement: `subject`, `send`, `run`, …
    public static let statements: [String] = names(in: .statement)
    /// Words that start a pipeline: `just`, `timer`, `cold`, …
    public static let sources: [String] = names(in: .source)
    /// What may follow `|`: every operator, `sink` and `assign`.
    public static func stages(operators: [String]) -> [String] { operators + ["sink", "assign"] }
    /// Words with a meaning only in one place: `sink as t`, `throttle 300ms latest`, …, with
    /// the words of the operators' arguments.
    public static func contextual(operatorWords: [String]) -> [String] {
        uniqued(["as", "demand", "after", "else", "frame", "to", "until", "unlimited",
                 "ui", "store", "in", "capturing", "weak", "on", ObjectMember.objectWillChange,
                 "for", "await", "work", "throwing", "buffering", "newest", "oldest",
                 "onTermination", "continuation", "onCancel",
                 "then",  // Issue 20: `sink demand N then M`
                 "unfolding", "from"]  // Issue 20: `stream u unfolding EXPR from V [after D]`
                + operatorWords)
    }
    /// Literal words of expressions.
    public static let literals: [String] = ["true", "false", "nil"]
    /// Names that mean the stream's values inside expressions.
    static let valueNames: [String] = ["x", "acc", "prev"]

    /// Words that cannot name a subject, pipeline or subscription.
    /// `_` is reserved for `_ = PIPELINE | sink`, which throws the cancellable away.
    public static let reserved: Set<String> = Set(statements + sources + literals + ["sink", "_"] + reservedForLater)
    /// Statement words of issue 18's later milestones: reserved now, refused with a note.
    public static let reservedForLater: [String] = []
    /// Words that start a step and mean nothing as a statement (a located error says so).
    public static let stepsOnly: Set<String> = ["emit", "await", "sleep", "checkCancellation", "return", "throw",
                                                 "callback", "resume"]  // Milestone 4

    private static func uniqued(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    private static func names(in category: LanguageReference.Category) -> [String] {
        LanguageReference.entries(operators: []).filter { $0.category == category }.map(\.name)
    }
}
