import SafeFiles
import StreamCore
import StreamDSL
import StreamLanguage

/// The front door of a session: takes what a person typed (statements or `:commands`) and
/// returns what to show. The REPL, `streamlab run` and the transcript checker all go through
/// it, so they behave identically.
public final class Console {
    public let session: Session
    /// Extra `:commands` contributed by outer layers (the lesson player adds `:lesson`, `:check`, …).
    public var extraCommands: [MetaCommand] = []
    /// The lessons that use an operator, for `:help OPERATOR`; set by the layer that knows
    /// the course (this module does not).
    public var lessonsUsingOperator: (String) -> [String] = { _ in [] }
    /// Whether `:load` and `:save` may touch files (not inside lessons).
    public var allowsFileAccess: Bool
    /// Whether a script (`streamlab run`, a `:load`ed file) may run commands that write files.
    public var scriptWrites: ScriptWritePermission = .refusedInRun
    /// The directory relative paths of `:load`/`:save` are resolved against.
    public var workingDirectory: String
    /// What `~` stands for in the paths of `:load`/`:save` (`$HOME`); nil refuses `~`.
    public var homeDirectory: String?
    /// Inputs accepted so far with what they printed, for `:save`.
    public private(set) var history: [ConsoleStep] = []
    /// What the running `:load` has run so far (it becomes the `:load` step's `loaded`).
    private var loadedSteps: [ConsoleStep] = []
    /// How many `:load`s are running inside each other; what they run is not history (the
    /// `:load` line is), and a file that loads itself stops instead of recursing forever.
    var loadDepth = 0
    /// A `:predict`ion waiting for the next `run` or `advance`.
    public var prediction: Prediction?
    /// How `:predict` reads marbles while an exercise is on screen (set by the lessons).
    public var predictionContext: PredictionContext?

    public init(session: Session = Session(), allowsFileAccess: Bool = true, workingDirectory: String = ".") {
        self.session = session
        self.allowsFileAccess = allowsFileAccess
        self.workingDirectory = workingDirectory
    }

    /// The path of a file a `:command` names: `~` and `~/…` expand to ``homeDirectory``,
    /// relative paths are taken from ``workingDirectory``; `~user` is refused.
    public func resolve(_ typed: String) throws(SafeFileError) -> String {
        try UserPath.resolve(typed, in: workingDirectory, home: homeDirectory)
    }

    /// Every meta-command: an extra command replaces a built-in of the same name (the
    /// Lessons module's `:load` also replays transcripts).
    public var metaCommands: [MetaCommand] {
        let replaced = Set(extraCommands.map(\.name))
        return MetaCommand.builtIn.filter { !replaced.contains($0.name) } + extraCommands
    }

    /// The command called `name` (or by that alias), if there is one.
    public func metaCommand(named name: String) -> MetaCommand? {
        metaCommands.first { $0.declaration.isCalled(name) }
    }

    /// Evaluates one input (one or more lines).
    public func submit(_ input: String, origin: SourceOrigin = .interactive) -> ConsoleReply {
        let trimmed: String = input.trimmingLeadingSpaces()
        let kind = ConsoleInput(input)
        let widthBefore = session.settings.width
        var reply: ConsoleReply
        var command: String?
        var setting: SettingChange?
        if case .command(let name, let arguments) = kind {
            let journaled = session.journal.count
            (reply, command) = runMetaCommand(name, arguments, line: trimmed, origin: origin)
            if command == "set", session.journal.count > journaled, case .setting(let change)? = session.journal.entries.last?.kind {
                setting = change
            }
        } else {
            let runs = session.runtime.clockRuns
            reply = session.evaluate(input, origin: origin)
            if session.runtime.clockRuns != runs, let prediction {
                self.prediction = nil
                reply.output += prediction.outcome(in: session)
            }
        }
        if !trimmed.isEmpty {
            var step = ConsoleStep(input: input, reply: reply, widthBefore: widthBefore, widthAfter: session.settings.width)
            step.command = command
            step.setting = setting
            if loadDepth == 0 {
                step.loaded = loadedSteps
                loadedSteps = []
                history.append(step)
            } else if command != "load" {
                // A nested `:load`'s own inputs are already here; the line itself is not.
                loadedSteps.append(step)
            }
        }
        if kind != .statements, origin.fileName != nil {
            // From a file (a script, a replayed transcript): FILE:LINE:COL and the line. The
            // step above keeps the reply as typed, which a saved transcript replays.
            reply.reports = reply.reports.map { locatedInFile($0, line: input, origin: origin) }
        }
        return reply
    }

    /// Records a script chunk a `:load` ran (scripts evaluate statements in chunks, not
    /// through `submit`).
    /// Its diagnostics are kept as they read when the chunk is typed, as a saved transcript
    /// replays it (`--> 2:11`, not `file:7:11`).
    func recordLoaded(_ chunk: String, reply: ConsoleReply, widthBefore: Int) {
        guard loadDepth > 0, !chunk.allSatisfy(\.isWhitespace) else { return }
        var typed = reply
        typed.reports = reply.reports.map { report in
            var report = report
            report.origin = .interactive
            return report
        }
        loadedSteps.append(ConsoleStep(input: chunk, reply: typed, widthBefore: widthBefore, widthAfter: session.settings.width))
    }

    /// Whether the REPL should ask for a continuation line before evaluating.
    public func isIncomplete(_ input: String) -> Bool {
        let trimmed: String = input.trimmingLeadingSpaces()
        return !ConsoleInput.isCommand(trimmed) && Parser.isIncomplete(input)
    }

    /// Runs `:name arguments` (`line` as typed, for locating its errors): refused where it may
    /// not run, then its words checked against its declaration, then run. Returns the reply and
    /// the name of the command that ran (nil when none matched).
    private func runMetaCommand(_ name: String, _ arguments: [String], line: String, origin: SourceOrigin) -> (ConsoleReply, String?) {
        var reply: ConsoleReply
        var ran: String?
        if !name.isEmpty {
            if let command = metaCommand(named: name) {
                ran = command.name
                reply = refusal(of: command, line: line, origin: origin) ?? run(command, arguments)
            } else {
                let names = metaCommands.map(\.name)
                reply = .failure(DiagnosticMessages.unknownCommand(name),
                                 label: Suggestions.didYouMean(name, among: names, prefix: ":") ?? "type :help for the list")
            }
        } else {
            reply = .failure(DiagnosticMessages.emptyCommand)
        }
        reply.reports = reply.reports.map { locateCommandReport($0, line: line) }
        return (reply, ran)
    }

    private func run(_ command: MetaCommand, _ words: [String]) -> ConsoleReply {
        guard command.checksArguments else { return command.run(CommandArguments(words: words), self) }
        switch command.declaration.parse(words) {
        case .accepted(let arguments): return command.run(arguments, self)
        case .refused(let reply): return reply
        }
    }

    /// A report a command made without knowing its line (`ConsoleReply.failure`) points at the
    /// command word of `line`; reports with a source of their own (a `:load`ed file) stay.
    private func locateCommandReport(_ report: DiagnosticReport, line: String) -> DiagnosticReport {
        guard report.source.isEmpty else { return report }
        var located = report
        let command = line.prefix { $0 != " " && $0 != "\t" }
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        let end = SourceLocation(offset: command.utf8.count, line: 1, column: 1 + command.count)
        located.source = line
        located.diagnostics = report.diagnostics.map { diagnostic in
            var placed = diagnostic
            placed.range = SourceRange(start: start, end: end)
            return placed
        }
        return located
    }
}

extension String {
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
