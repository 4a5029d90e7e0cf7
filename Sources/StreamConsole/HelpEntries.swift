import StreamDSL
import StreamLanguage

/// `:help WORD` for a word with several meanings: `retry` is the `retry N` operator and the
/// lessons' `:retry` command, `fail` a statement and a source, `max` an operator and a
/// function, `values` a topic (and, where it exists, an operator). Every meaning is shown,
/// each headed by its kind; `:help :WORD` asks for the command alone.
extension HelpText {
    /// One meaning of a word, with its page.
    struct Meaning {
        /// "operator retry", "command :retry", …
        let heading: String
        let page: String
    }

    /// Every meaning of `word`, commands first when asked as `:WORD`, else in the order
    /// topic, statement, source, operator, function, setting, command.
    static func meanings(of word: String, commands: [MetaCommand], table: HelpTable,
                         extras: OperatorHelpExtras? = nil) -> [Meaning] {
        let asCommand = ConsoleInput.isCommand(word)
        let name = ConsoleInput.commandName(of: word) ?? word
        let commandMeanings = commands.filter { $0.name == name }.map { command in
            // `:help set` also lists what can be set.
            let settings = command.name == "set" ? topicPage("settings", commands: commands, table: table).map { "\n" + $0 } ?? "" : ""
            return Meaning(heading: "command :\(command.name)", page: "\(command.usage)\n  \(command.summary)\n" + settings)
        }
        guard !asCommand else { return commandMeanings }
        var found: [Meaning] = []
        if let topic = topicPage(name, commands: commands, table: table) {
            found.append(Meaning(heading: "topic \(name)", page: topic))
        }
        for entry in LanguageReference.entries where entry.name == name {
            let more = entry.category == .operator ? extras?.page(for: entry) ?? "" : ""
            found.append(Meaning(heading: "\(kind(of: entry.category)) \(name)",
                                 page: "\(entry.syntax)\n  \(entry.summary)\n  example: \(entry.example)\n" + more))
        }
        for builtin in Builtin.all where builtin.name == name {
            found.append(Meaning(heading: "function \(name)", page: "\(builtin.signature)\n  \(builtin.summary)\n"))
        }
        for setting in SettingDefinition.all where setting.key == name {
            found.append(Meaning(heading: "setting \(name)",
                                 page: ":set \(setting.key) \(setting.valueHint)\n  \(setting.summary)\n"))
        }
        return found + commandMeanings
    }

    /// The page for several meanings: each under its heading, separated by a blank line.
    /// A single meaning is shown as it always was, without a heading.
    static func page(for meanings: [Meaning]) -> String? {
        guard let first = meanings.first else { return nil }
        guard meanings.count > 1 else { return first.page }
        return meanings.map { "\($0.heading):\n" + $0.page }.joined(separator: "\n")
    }

    private static func kind(of category: LanguageReference.Category) -> String {
        switch category {
        case .statement, .form: return "statement"
        case .source: return "source"
        case .operator, .sink: return "operator"
        }
    }
}
