import StreamDSL

/// `:save FILE`: the session so far as a transcript — an executable-markdown file that
/// `streamlab test` replays and checks, line for line.
public enum TranscriptRecorder {
    /// The `:save` command, for `Console.extraCommands`.
    public static var saveCommand: MetaCommand {
        MetaCommand(name: "save", usage: ":save FILE", summary: "write this session as a transcript (a golden test)") { args, console in
            save(args, console: console)
        }
    }

    static func save(_ args: [String], console: Console) -> ConsoleReply {
        guard console.allowsFileAccess else {
            return ConsoleReply(errors: "error: :save is not available here (lessons cannot write files)\n", hadError: true)
        }
        guard args.count == 1 else { return ConsoleReply(errors: "error: usage: :save FILE\n", hadError: true) }
        let steps = console.history.filter { !$0.input.trimmingLeadingWhitespace().hasPrefix(":save") }
        do {
            try AtomicFile.write(transcript(of: steps), to: FileCommands.resolve(args[0], in: console.workingDirectory))
        } catch {
            return ConsoleReply(errors: "error: cannot write '\(args[0])': \(error.localizedDescription)\n", hadError: true)
        }
        return ConsoleReply(output: "saved \(steps.count) step(s) to \(args[0]); check it with: streamlab test \(args[0])\n")
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
            let output = step.reply.combined.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines += output.dropLast(output.last == "" ? 1 : 0).map(OutputEscaping.escape)
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingLeadingWhitespace() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}
