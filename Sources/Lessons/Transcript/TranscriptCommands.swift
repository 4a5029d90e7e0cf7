import SafeFiles
import StreamConsole
import StreamDSL
import StreamLanguage

/// The commands that read and write transcripts, which only this module can parse:
/// `:save FILE` writes the session so far as executable markdown that `streamlab test`
/// replays and checks line for line; `:load FILE` replays a transcript's inputs (or runs a
/// script, as StreamDSL's own `:load` does).
public enum TranscriptCommands {
    /// `:save` and `:load`, for `Console.extraCommands` (they take the place of the console's
    /// script-only `:load`).
    public static var all: [MetaCommand] { [saveCommand, loadCommand] }

    static var saveCommand: MetaCommand {
        MetaCommand(CommandDeclaration("save", arguments: [CommandArgument("FILE", .filePath)],
                                       summary: "write this session as a transcript (a golden test)")) { args, console in
            save(Array(args), console: console)
        }.writingFiles()
    }

    static var loadCommand: MetaCommand {
        MetaCommand(FileCommands.loadDeclaration(summary: "run a script, or replay a transcript's inputs, in this session")) { args, console in
            FileCommands.load(args, console: console, run: replay)
        }.readingFiles()
    }

    /// A file with `streamlab` blocks replays its inputs (recorded output is not compared
    /// here: that is `streamlab test`); any other file runs as a script.
    static func replay(_ text: String, name: String, console: Console) -> ConsoleReply {
        let document: ExecutableDocument
        do {
            document = try ExecutableDocument.parse(text, fileName: name)
        } catch {
            return ConsoleReply(reports: [error.report(source: text, fileName: name)])
        }
        guard document.blocks.contains(where: { $0.kind == .streamlab }) else {
            return FileCommands.runScript(text, name: name, console: console)
        }
        var reply = ConsoleReply()
        for step in document.steps {
            // The markers become spaces, so a diagnostic's column is the file's column.
            let lines = step.input.split(separator: "\n", omittingEmptySubsequences: false)
            let input = lines.enumerated().map { ($0.offset == 0 ? "  " : "    ") + $0.element }.joined(separator: "\n")
            reply.append(console.submit(input, origin: SourceOrigin(fileName: name, firstLine: step.inputLines.lowerBound)))
            if reply.quit { break }
            if console.session.interruptRequested() {
                reply.output += "note: interrupted; the rest of \(name) was skipped\n"
                break
            }
        }
        return reply
    }

    /// `args` were checked against the declaration of `:save`: one FILE.
    static func save(_ args: [String], console: Console) -> ConsoleReply {
        let steps = replayable(console.history)
        do {
            try SafeFile.write(Array(transcript(of: steps).utf8), to: try console.resolve(args[0]))
        } catch {
            return .failure(DiagnosticMessages.cannotWrite(args[0], "\(error.problem)"))
        }
        return ConsoleReply(output: "saved \(steps.count) step(s) to \(args[0]); check it with: streamlab test \(args[0])\n")
    }

    /// The steps of `history` as `streamlab test` must replay them to print the same: without
    /// `:save` and colour settings, a `:load` replaced by what it ran (a transcript cannot read
    /// files), and a `:set width N` wherever the width differed from the replay's (80 columns
    /// at the start, as `streamlab test` runs). Which step is which is what the console ran
    /// (its command, and the setting the session journaled), not how its text starts.
    static func replayable(_ history: [ConsoleStep]) -> [(input: String, reply: ConsoleReply)] {
        var steps: [(input: String, reply: ConsoleReply)] = []
        var replayWidth = TranscriptRunner.pinnedSettings.width
        for step in history.flatMap({ $0.loaded.isEmpty ? [$0] : $0.loaded }) {
            let input = step.input
            if step.command == "save" || step.setting?.key == "color" { continue }
            // A `:load` that ran nothing (a file it could not read) has nothing to replay.
            if step.command == "load" { continue }
            if step.widthBefore != replayWidth {
                steps.append(widthStep(step.widthBefore))
            }
            steps.append((input, step.reply))
            replayWidth = step.widthAfter
        }
        return steps
    }

    /// `:set width N` with what it prints.
    private static func widthStep(_ width: Int) -> (input: String, reply: ConsoleReply) {
        let input = ":set width \(width)"
        return (input, Console(session: Session(settings: TranscriptRunner.pinnedSettings), allowsFileAccess: false).submit(input))
    }

    /// Inputs after `> ` (continued with `... `), each followed by what it printed; an output
    /// line that would read as syntax is escaped (see `OutputEscaping`).
    static func transcript(of history: [(input: String, reply: ConsoleReply)]) -> String {
        var lines = ["# StreamLab session", "",
                     "Recorded with `:save`; `streamlab test` replays it and checks every output line.", "",
                     "```streamlab"]
        for step in history {
            for (index, line) in step.input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines.append((index == 0 ? "> " : "... ") + line)
            }
            let output = SavedOutput.withoutColour(step.reply.combined).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines += output.dropLast(output.last == "" ? 1 : 0).map(OutputEscaping.escape)
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }
}
