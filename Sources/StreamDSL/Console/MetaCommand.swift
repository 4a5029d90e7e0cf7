import Marbles
import StreamCore

/// A `:command` of the console: its name, how to call it, and what it does.
public struct MetaCommand {
    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let run: ([String], Console) -> ConsoleReply
    /// Tab after `:NAME `: what the argument being typed (given) could become.
    public var completeArgument: ((String, Console) -> [String])?
    /// Whether it writes files: refused in lessons and transcripts, and from scripts unless
    /// allowed (`Console.scriptWrites`). The one list of such commands is this flag.
    public var writesFiles = false

    public init(name: String, aliases: [String] = [], usage: String, summary: String,
                run: @escaping ([String], Console) -> ConsoleReply) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.run = run
    }

    static var builtIn: [MetaCommand] { [
        MetaCommand(name: "help", aliases: ["h", "?"], usage: ":help [TOPIC]",
                    summary: "the language, an operator (:help debounce), or a topic (statements, sources, operators, commands, settings, values, time, marbles)") { args, console in
            let extras = OperatorHelpExtras(settings: console.session.settings, lessonsUsing: console.lessonsUsingOperator)
            return ConsoleReply(output: HelpText.render(topic: args.first, commands: console.metaCommands,
                                                        width: console.session.settings.width, extras: extras))
        },
        MetaCommand(name: "quit", aliases: ["q", "exit"], usage: ":quit", summary: "leave StreamLab (Ctrl-D does too)") { _, _ in
            ConsoleReply(quit: true)
        },
        MetaCommand(name: "reset", usage: ":reset", summary: "forget every name and lane; the clock returns to 0") { _, console in
            console.session.reset()
            console.prediction = nil
            return ConsoleReply(output: "session reset: clock at 0ms, no names, no lanes\n")
        },
        MetaCommand(name: "show", usage: ":show [FROM...TO]", summary: "draw the diagram of every lane so far, or of a time window (:show 1s...3s)") { args, console in
            ShowCommand.run(args, session: console.session)
        },
        MetaCommand(name: "log", usage: ":log", summary: "every recorded event in time order, in the style of Combine's print()") { _, console in
            ConsoleReply(output: console.session.trace())
        },
        MetaCommand(name: "set", usage: ":set [KEY VALUE]", summary: "show or change a setting (" + SettingDefinition.all.map(\.key).joined(separator: ", ") + ")") { args, console in
            SettingsCommand.run(args, session: console.session)
        },
        MetaCommand(name: "load", usage: ":load FILE", summary: "run the statements of a script file in this session") { args, console in
            FileCommands.load(args, console: console)
        }.completingPaths(),
        ExportCommand.command,
        Prediction.command,
        // The generated code quotes the session's strings and names.
        SwiftCommand.command.escapingOutputControls(),
        MetaCommand(name: "time", usage: ":time", summary: "the current virtual time") { _, console in
            ConsoleReply(output: "now: \(formatVirtualTime(console.session.clock.now))\n")
        },
    ] }
}

extension MetaCommand {
    /// The names (and aliases) of the commands that write files: the built-in ones and those
    /// among `extra`. Documents refuse these without a console to ask (`StepSyntax`).
    public static func namesWritingFiles(among extra: [MetaCommand]) -> Set<String> {
        Set((builtIn + extra).filter(\.writesFiles).flatMap { [$0.name] + $0.aliases })
    }

    /// This command, marked as one that writes files (see ``writesFiles``).
    public func writingFiles() -> MetaCommand {
        var copy = self
        copy.writesFiles = true
        return copy
    }

    /// This command with the control characters of its output escaped, its lines kept: for
    /// output that quotes user text and is never coloured (`:swift`).
    func escapingOutputControls() -> MetaCommand {
        var copy = MetaCommand(name: name, aliases: aliases, usage: usage, summary: summary) { [run] args, console in
            var reply = run(args, console)
            reply.output = TerminalText.escapedKeepingNewlines(reply.output)
            return reply
        }
        copy.completeArgument = completeArgument
        copy.writesFiles = writesFiles
        return copy
    }
}

/// `:set` with no arguments lists every setting; with KEY VALUE changes one.
enum SettingsCommand {
    static func run(_ args: [String], session: Session) -> ConsoleReply {
        if args.isEmpty {
            let width = SettingDefinition.all.map(\.key.count).max() ?? 0
            let lines = SettingDefinition.all.map { setting in
                let value = setting.read(session.settings)
                return setting.key.padded(toWidth: width) + "  " + value.padded(toWidth: 6) + "  " + setting.summary
            }
            return ConsoleReply(output: lines.joined(separator: "\n") + "\n")
        }
        guard let setting = SettingDefinition.named(args[0]) else {
            return .failure(DiagnosticMessages.unknownSetting(args[0]),
                            label: Suggestions.didYouMean(args[0], among: SettingDefinition.all.map(\.key)))
        }
        guard args.count == 2 else {
            return .failure(DiagnosticMessages.usage(":set \(setting.key) \(setting.valueHint)"))
        }
        var settings = session.settings
        if setting.key == "color", ["on", "true", "yes"].contains(args[1]), !session.colorAllowed {
            return .failure(DiagnosticMessages.colourUnavailable)
        }
        if let problem = setting.write(&settings, args[1]) {
            return .failure(DiagnosticMessages.invalidSetting(setting.key, problem))
        }
        session.journal.append(.setting(SettingChange(key: setting.key, old: setting.read(session.settings), new: setting.read(settings))))
        session.settings = settings
        let note = setting.noteAfterChange(session).map { $0 + "\n" } ?? ""
        return ConsoleReply(output: "\(setting.key) = \(setting.read(settings))\n" + note)
    }
}
