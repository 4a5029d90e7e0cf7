/// `:help` pages, drawn from `LanguageReference` (one entry per statement, source and
/// operator), the meta-command table and the settings table — so help cannot drift from
/// what the language accepts.
enum HelpText {
    static let topicNames = ["statements", "sources", "operators", "commands", "settings", "values", "time"]

    /// Everything `:help` accepts, for Tab completion.
    static var topics: [String] { topicNames + LanguageReference.entries.map(\.name) }

    static func render(topic: String?, commands: [MetaCommand]) -> String {
        guard let topic else { return overview(commands) }
        switch topic {
        case "statements": return table("Statements", LanguageReference.entries.filter { $0.category == .statement || $0.category == .form })
        case "sources": return table("Sources (start a pipeline)", LanguageReference.entries.filter { $0.category == .source })
        case "operators": return table("Operators (each after a '|')", LanguageReference.entries.filter { $0.category == .operator || $0.category == .sink })
        case "commands": return commandTable(commands)
        case "settings": return settingsTable()
        case "values": return values
        case "time": return time
        default: break
        }
        let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if let command = commands.first(where: { $0.name == name }) {
            return "\(command.usage)\n  \(command.summary)\n"
        }
        let entries = LanguageReference.entries.filter { $0.name == topic }
        guard !entries.isEmpty else {
            let suggestion = Suggestions.closest(to: topic, among: topics).first
            return "no help for '\(topic.prefix(40))'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "") + "; try :help\n"
        }
        return entries.map { entry in
            "\(entry.syntax)\n  \(entry.summary)\n  example: \(entry.example)\n"
        }.joined(separator: "\n")
    }

    private static func overview(_ commands: [MetaCommand]) -> String {
        """
        StreamLab: type a pipeline, send values at virtual times, look at the diagram.

          subject a | debounce 300ms | sink     declare a subject and subscribe
          send a 1 @0ms, 2 @100ms, 3 @200ms     send values at virtual times
          complete a @1.5s                      finish it
          run                                   run the clock until nothing is scheduled
          :show                                 draw every lane

        Help topics: :help statements | sources | operators | commands | settings | values | time
        One entry: :help debounce, :help send, :help :set

        """
    }

    private static func table(_ title: String, _ entries: [LanguageReference.Entry]) -> String {
        let width = min(44, entries.map(\.syntax.count).max() ?? 0)
        return title + ":\n" + entries.map { entry in
            "  " + entry.syntax.padding(width) + "  " + entry.summary
        }.joined(separator: "\n") + "\n"
    }

    private static func commandTable(_ commands: [MetaCommand]) -> String {
        let width = commands.map(\.usage.count).max() ?? 0
        return "Commands:\n" + commands.map { "  " + $0.usage.padding(width) + "  " + $0.summary }.joined(separator: "\n") + "\n"
    }

    private static func settingsTable() -> String {
        let width = SettingDefinition.all.map { ($0.key + " " + $0.valueHint).count }.max() ?? 0
        return "Settings (:set KEY VALUE; :set alone shows the current values):\n"
            + SettingDefinition.all.map { "  " + ($0.key + " " + $0.valueHint).padding(width) + "  " + $0.summary }.joined(separator: "\n") + "\n"
    }

    private static let values = """
        Values: integers (42), decimals (1.5), strings ("hi"), true, false, nil,
        tuples ((1, "a")) and arrays ([1, 2]).
        Expressions use x (the current value), acc (in scan/reduce), + - * / %,
        == != < <= > >=, && || !, x.0 and x[1], and functions: str len upper lower abs min max int.
        A value of the wrong kind fails the stream with an error, e.g. map x * 2 on "abc".

        """

    private static let time = """
        Time is virtual and counted in milliseconds from 0. Durations: 300ms, 1.5s.
        `@TIME` and `at TIME:` are absolute times; they may not lie in the past.
        `advance 300ms` moves the clock forward; `run` runs until nothing is scheduled,
        stopping at the horizon (:set horizon) so timers and other infinite sources end.
        Same-instant events run in the order they were scheduled.

        """
}
