import Marbles
import StreamDSL
import StreamLanguage
import TerminalText

/// `:help` pages, drawn from `LanguageReference` (one entry per statement, source and
/// operator), the meta-command table and the settings table — so help cannot drift from
/// what the language accepts.
enum HelpText {
    static let topicNames = ["statements", "sources", "operators", "commands", "settings", "values", "time", "marbles", "limits",
                             "objects", "steps",
                             // Milestone 3:
                             "work",
                             // Milestone 5:
                             "observation",
                             // Milestone 4:
                             "continuations",
                             // Issue 20:
                             "demand"]

    /// Everything `:help` accepts, for Tab completion.
    static var topics: [String] { topicNames + LanguageReference.entries.map(\.name) }

    static func render(topic: String?, commands: [MetaCommand], width: Int = 80, extras: OperatorHelpExtras? = nil) -> String {
        let table = HelpTable(width: width)
        // Help quotes what was typed, lesson titles and command summaries: controls escaped.
        return TerminalText.escapedKeepingNewlines(page(topic: topic, commands: commands, table: table, extras: extras))
    }

    private static func page(topic: String?, commands: [MetaCommand], table: HelpTable, extras: OperatorHelpExtras?) -> String {
        guard let topic else { return overview(commands) }
        if let page = page(for: meanings(of: topic, commands: commands, table: table, extras: extras)) { return page }
        let suggestion = Suggestions.didYouMean(topic, among: topics).map { " — " + $0 } ?? ""
        return "no help for '\(topic.prefix(40))'\(suggestion); try :help\n"
    }

    /// A topic's page (`statements`, `values`, …), if `name` is a topic.
    static func topicPage(_ name: String, commands: [MetaCommand], table: HelpTable) -> String? {
        switch name {
        case "statements": return reference("Statements", table, { $0 == .statement || $0 == .form })
        case "sources": return reference("Sources (start a pipeline)", table, { $0 == .source })
        case "operators": return reference("Operators (each after a '|')", table, { $0 == .operator || $0 == .sink })
        case "commands": return "Commands:\n" + table.render(commands.map { ($0.usage, $0.summary) })
        case "settings":
            return "Settings (:set KEY VALUE; :set alone shows the current values):\n"
                + table.render(SettingDefinition.all.map { ($0.key + " " + $0.valueHint, $0.summary) })
        case "values": return values
        case "time": return time
        case "marbles": return marbles
        case "limits": return LimitsHelp.text
        case "objects": return OwnershipHelp.text
        case "steps": return TaskHelp.text
        // Milestone 3:
        case "work": return ExecutorHelp.work
        case "observation": return ObservationHelp.text  // Milestone 5
        case "continuations": return ContinuationHelp.text  // Milestone 4
        case "demand": return DemandHelp.text  // Issue 20
        default: return nil
        }
    }

    private static func overview(_ commands: [MetaCommand]) -> String {
        """
        StreamLab: type a pipeline, send values at virtual times, look at the diagram.

          subject a | debounce 300ms | sink     declare a subject and subscribe
          send a 1 @0ms, 2 @100ms, 3 @200ms     send values at virtual times
          complete a @1.5s                      finish it
          run                                   run the clock until nothing is scheduled
          :show                                 draw every lane

        New here? :lessons lists the course and :next starts it, one step at a time.

        Help topics: :help statements | sources | operators | commands | settings | values | time | limits
        Reading diagrams: :help marbles
        One entry: :help debounce, :help send, :help :set

        """
    }

    private static func reference(_ title: String, _ table: HelpTable,
                                  _ include: (LanguageReference.Category) -> Bool) -> String {
        title + ":\n" + table.render(LanguageReference.entries.filter { include($0.category) }.map { ($0.syntax, $0.summary) })
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

/// Two-column help rows that fit the width: a long first column gets a line of its own, and
/// the second column wraps at spaces, continuing under itself.
struct HelpTable {
    let width: Int
}


extension HelpTable {
    /// The first column is at most this wide; longer entries stand on their own line.
    private var firstColumnLimit: Int { max(12, min(30, width / 3)) }

    func render(_ rows: [(String, String)]) -> String {
        let firstWidth = min(firstColumnLimit, rows.map(\.0.count).max() ?? 0)
        let indent = 2 + firstWidth + 2
        var lines: [String] = []
        for (first, second) in rows {
            var pending = "  " + first
            if first.count > firstWidth {
                lines.append(pending)
                pending = String(repeating: " ", count: indent)
            } else {
                pending += String(repeating: " ", count: firstWidth - first.count + 2)
            }
            for word in second.split(separator: " ") {
                let atLineStart = pending.count == indent
                if !atLineStart, pending.count + 1 + word.count > width {
                    lines.append(pending)
                    pending = String(repeating: " ", count: indent) + word
                } else {
                    pending += (atLineStart ? "" : " ") + word
                }
            }
            lines.append(pending)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
