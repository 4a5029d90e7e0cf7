import StreamDSL
import StreamLanguage

/// Operators an exercise requires or forbids, written in its ```` ```goal ```` block:
///
///     requires mapError
///     forbids share, multicast
///     out: ^[20][40]#[bad input: negative]
///
/// A goal's lanes say what must happen; a rule says how: 11.1 can be passed with a `tryMap`
/// that throws the final message, but the exercise is there to teach `mapError`. The rule is
/// checked on what the learner's statements compiled to (see `OperatorsUsed`), never on
/// their text, so a comment or a string naming the operator does not count.
public struct OperatorRule: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case requires, forbids
    }

    public var kind: Kind
    /// Operator names, as `:help operators` lists them.
    public var operators: [String]
    /// The file line the rule is written on.
    public var line: Int

    /// The rule of a goal line `requires OP[, OP…]` or `forbids OP[, OP…]`: `nil` when the
    /// line is no rule (a lane such as `requires: --1|` is a lane). Names that are not
    /// operators are reported, each with its "did you mean", and the rule is then invalid.
    static func parse(_ text: String, line: Int, report: (Int, String) -> Void) -> (rule: OperatorRule?, isRule: Bool) {
        let word = text.prefix { $0 != " " && $0 != "\t" && $0 != ":" }
        guard let kind = Kind(rawValue: String(word)) else { return (nil, false) }
        let rest = text.dropFirst(word.count)
        guard rest.first == " " || rest.first == "\t" || rest.isEmpty else { return (nil, false) }
        let names = rest.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard !names.contains(where: \.isEmpty) else {
            report(line, DocumentMessage.emptyOperatorRule(kind.rawValue))
            return (nil, true)
        }
        var valid = true
        for name in names where !Keywords.operators.contains(name) {
            report(line, DocumentMessage.unknownRuleOperator(name, rule: kind.rawValue,
                                                             suggestion: Suggestions.didYouMean(name, among: Keywords.operators)))
            valid = false
        }
        return (valid ? OperatorRule(kind: kind, operators: names, line: line) : nil, true)
    }
}

extension [OperatorRule] {
    /// The operators every `requires` line names, in order, once each.
    public var required: [String] { names(of: .requires) }
    /// The operators every `forbids` line names, in order, once each.
    public var forbidden: [String] { names(of: .forbids) }

    private func names(of kind: OperatorRule.Kind) -> [String] {
        var seen: Set<String> = []
        return filter { $0.kind == kind }.flatMap(\.operators).filter { seen.insert($0).inserted }
    }
}
