import Marbles
import StreamCore
import StreamDSL
import StreamLanguage
import TerminalText

/// A `:command` of the console: its declaration (name, arguments, summary) and what it does.
/// The console checks the words against the declaration before `run` sees them.
public struct MetaCommand {
    public let declaration: CommandDeclaration
    public let run: (CommandArguments, Console) -> ConsoleReply
    /// Whether it writes files: refused in lessons and transcripts, and from scripts unless
    /// allowed (`Console.scriptWrites`). The one list of such commands is this flag.
    public var writesFiles = false
    /// Whether it reads files: refused, before its words are checked, where the console may
    /// not touch files (lessons and transcripts).
    public var readsFiles = false
    /// Whether the console checks the words against the declaration before running it; a
    /// stand-in that answers the same whatever it is given does not.
    public var checksArguments = true

    public init(_ declaration: CommandDeclaration, run: @escaping (CommandArguments, Console) -> ConsoleReply) {
        self.declaration = declaration
        self.run = run
    }

    public var name: String { declaration.name }
    public var aliases: [String] { declaration.aliases }
    public var usage: String { declaration.usage }
    public var summary: String { declaration.summary }

    static var builtIn: [MetaCommand] { [
        MetaCommand(CommandDeclaration(
            "help", aliases: ["h", "?"], arguments: [.optional("TOPIC", .helpTopic)],
            summary: "the language, an operator (:help debounce), or a topic (statements, sources, operators, commands, settings, values, time, marbles)")) { args, console in
            let extras = OperatorHelpExtras(settings: console.session.settings, lessonsUsing: console.lessonsUsingOperator)
            return ConsoleReply(output: HelpText.render(topic: args.first, commands: console.metaCommands,
                                                        width: console.session.settings.width, extras: extras))
        },
        MetaCommand(CommandDeclaration("quit", aliases: ["q", "exit"], summary: "leave StreamLab (Ctrl-D does too)")) { _, _ in
            ConsoleReply(quit: true)
        },
        MetaCommand(CommandDeclaration("reset", summary: "forget every name and lane; the clock returns to 0 (settings stay)")) { _, console in
            console.session.reset()
            console.prediction = nil
            return ConsoleReply(output: "session reset: clock at 0ms, no names, no lanes\n")
        },
        MetaCommand(ShowCommand.declaration) { args, console in
            ShowCommand.run(args, session: console.session)
        },
        MetaCommand(CommandDeclaration("log", summary: "every recorded event in time order, in the style of Combine's print()")) { _, console in
            ConsoleReply(output: console.session.views.trace())
        },
        MetaCommand(SettingsCommand.declaration) { args, console in
            SettingsCommand.run(Array(args), session: console.session)
        },
        MetaCommand(FileCommands.scriptLoad) { args, console in
            FileCommands.load(args, console: console)
        }.readingFiles(),
        ExportCommand.command,
        Prediction.command,
        // The generated code quotes the session's strings and names.
        SwiftCommand.command.escapingOutputControls(),
        MetaCommand(CommandDeclaration("time", summary: "the current virtual time")) { _, console in
            ConsoleReply(output: "now: \(formatVirtualTime(console.session.runtime.clock.now))\n")
        },
    ] }
}

extension MetaCommand {
    /// The names (and aliases) of the commands that read or write files: the built-in ones
    /// and those among `extra`. Documents refuse these without a console to ask (`StepSyntax`).
    public static func namesTouchingFiles(among extra: [MetaCommand]) -> Set<String> {
        Set((builtIn + extra).filter { $0.writesFiles || $0.readsFiles }.flatMap { [$0.name] + $0.aliases })
    }

    /// This command, marked as one that writes files (see ``writesFiles``).
    public func writingFiles() -> MetaCommand {
        var copy = self
        copy.writesFiles = true
        return copy
    }

    /// This command, marked as one that reads files (see ``readsFiles``).
    public func readingFiles() -> MetaCommand {
        var copy = self
        copy.readsFiles = true
        return copy
    }

    /// This command with the control characters of its output escaped, its lines kept: for
    /// output that quotes user text and is never coloured (`:swift`).
    func escapingOutputControls() -> MetaCommand {
        var copy = MetaCommand(declaration) { [run] args, console in
            var reply = run(args, console)
            reply.output = TerminalText.escapedKeepingNewlines(reply.output)
            return reply
        }
        copy.writesFiles = writesFiles
        copy.readsFiles = readsFiles
        copy.checksArguments = checksArguments
        return copy
    }
}

/// `:set` with no arguments lists every setting; with KEY VALUE changes one.
enum SettingsCommand {
    static var declaration: CommandDeclaration {
        CommandDeclaration("set", arguments: [.optional("KEY", .setting), .optional("VALUE", .settingValue)],
                           summary: "show or change a setting (" + SettingDefinition.all.map(\.key).joined(separator: ", ") + ")")
    }

    static func run(_ args: [String], session: Session) -> ConsoleReply {
        if args.isEmpty {
            let width = SettingDefinition.all.map(\.key.count).max() ?? 0
            let lines = SettingDefinition.all.map { setting in
                let value = setting.read(session.settings)
                return setting.key.padded(toWidth: width) + "  " + value.padded(toWidth: 6) + "  " + setting.summary
            }
            return ConsoleReply(output: lines.joined(separator: "\n") + "\n")
        }
        // Checked here too: a replay calls `run` without the console.
        if case .refused(let reply) = declaration.parse(args) { return reply }
        guard let setting = SettingDefinition.named(args[0]) else { return declaration.usageError(given: args) }
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
