import StreamCore
import StreamLanguage

/// The registry as the language sees it: each descriptor's signature, found through the
/// registry's one table. Parsing, `:help`, completion and "did you mean" are given this.
struct RegisteredOperators: OperatorCatalogue {
    var signatures: [OperatorSignature] { OperatorRegistry.all.map(\.signature) }

    package func signature(named name: String) -> OperatorSignature? {
        OperatorRegistry.descriptor(named: name)?.signature
    }

    var queueNames: [String] { ExecutionQueue.allCases.map(\.rawValue) }
}

extension Parser {
    /// Parses a script or a REPL input with the registry's operators and the `:set` keys (see
    /// `Parser.parse(_:operators:settingKeys:sessionNames:firstLine:)`).
    public static func parse(_ source: String, sessionNames: [String] = [], firstLine: Int = 1) -> ParseResult {
        parse(source, operators: RegisteredOperators(), settingKeys: settingKeys, sessionNames: sessionNames,
              firstLine: firstLine)
    }

    private static let settingKeys = Set(SettingDefinition.all.map(\.key))
}

extension Keywords {
    /// Operator names: `map`, `debounce`, `flatMap`, …
    public static let operators: [String] = OperatorRegistry.all.map(\.name)
    /// What may follow `|`: every operator, `sink` and `assign`.
    public static let stages: [String] = stages(operators: operators)
    /// Words with a meaning only in one place: `sink as t`, `throttle 300ms latest`, …
    public static let contextual: [String] = contextual(operatorWords: OperatorRegistry.words)
}

extension LanguageReference {
    /// Every entry, grouped by category in the order of the language description; one per
    /// operator descriptor, in the registry's order.
    public static let entries: [Entry] = entries(operators: OperatorRegistry.all.map(\.referenceEntry))

    /// The entry named `name` in `category`, if any.
    public static func entry(_ name: String, in category: Category) -> Entry? {
        entries.first { $0.name == name && $0.category == category }
    }
}
