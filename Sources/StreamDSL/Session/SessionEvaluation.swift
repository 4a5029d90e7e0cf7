import StreamCore
import StreamLanguage

extension Session {
    /// Parses and runs `source` statement by statement.
    ///
    /// A statement with an error is reported and changes nothing; the statements around it
    /// still run, as they would have if typed one by one.
    ///
    /// `errorsBefore` counts the errors earlier chunks of the same script reported: the error
    /// limit is the script's, so a long script stops once, not once per chunk.
    public func evaluate(_ text: String, origin: SourceOrigin = .interactive, errorsBefore: Int = 0) -> ConsoleReply {
        // Line numbers are those of the file this chunk came from.
        let parsed = Parser.parse(text, sessionNames: names.definedNames, firstLine: origin.firstLine)
        return evaluate(parsed.statements, source: text, origin: origin, reported: parsed.diagnostics, errorsBefore: errorsBefore)
    }

    /// The evaluate loop, the only one: every statement runs here, and each is journaled
    /// once with how it ended. `source` is the text the statements were parsed from (their
    /// diagnostics are located in it); a journaled statement runs again through it too
    /// (`Console.reexecute`, the Swift exporter's `ExportRun`), as a syntax tree.
    package func evaluate(_ statements: [Statement], source: String, origin: SourceOrigin,
                  reported parseDiagnostics: [Diagnostic] = [], errorsBefore: Int = 0) -> ConsoleReply {
        var reply = ConsoleReply()
        var reported = parseDiagnostics
        let wasFull = recording.isFull
        // The parser returns only statements free of syntax errors.
        var errorCount = errorsBefore + reported.count(where: \.isError)
        for statement in statements {
            let instant = runtime.clock.now
            journal.beginStatement()
            func record(_ outcome: StatementOutcome) {
                journal.append(.statement(JournaledStatement(statement: statement, source: source, origin: origin, instant: instant,
                                                             lanes: journal.endStatement(), outcome: outcome)))
            }
            // Like a compiler, stop after too many errors: a script whose first line failed
            // can make every later line fail too, and each error costs a "did you mean".
            if errorCount > Parser.errorLimit {
                record(.stopped(.errorLimit))
                break
            }
            if let stopped = runtime.programTrap.refusal(at: statement.range) {
                reported.append(stopped)
                record(.refusedAfterTrap)
                break
            }
            // Parse → compile → execute → journal: compiling only reads the session.
            var compiler = StatementCompiler(scope: NamesInScope(self), source: source)
            let compiled = compiler.plan(statement)
            reported += compiler.diagnostics
            errorCount += compiler.diagnostics.count(where: \.isError)
            guard case .success(let plan) = compiled else {
                record(.error(compiler.diagnostics))
                continue
            }
            guard !recording.isFull else {
                // Input after the stop is refused (once); the rest of the input that stopped
                // is dropped silently: its note already says why.
                if wasFull { reported.append(Diagnostic(DiagnosticMessages.recordingFull, at: statement.range)) }
                record(.stopped(.recordingFull))
                break
            }
            let checkpoint = StatementCheckpoint(of: self)
            var runner = StatementRunner(session: self)
            let action = runner.prepare(plan)
            for (name, binding) in runner.accepted { StatementRunner.define(name, binding, in: self) }
            runtime.emissionBudget.reset(values: settings.maxActions)
            action()
            runtime.settle()
            runtime.checkScheduledActions()
            let interrupted = interruptRequested()
            var outcome = StatementOutcome.done
            if interrupted, StatementCheckpoint.isUndoneWhenInterrupted(statement) {
                checkpoint.rollBack(statement, in: self)
                _ = recording.takeOutput()
                recording.emit(RuntimeNotes.interruptedAndUndone)
                outcome = .interrupted(undone: true)
            } else if interrupted, runtime.emissionBudget.stop == .interrupted {
                recording.emit(RuntimeNotes.interrupted(at: runtime.clock.now))
                outcome = .interrupted(undone: false)
            } else if runtime.emissionBudget.stop == .exhausted {
                recording.emit(RuntimeNotes.budgetExhausted(settings.maxActions))
                outcome = .stopped(.actionBudget)
            } else if journal.takeActionLimit() {
                outcome = .stopped(.actionBudget)
            } else if interrupted {
                outcome = .interrupted(undone: false)
            } else if recording.isFull {
                outcome = .stopped(.recordingFull)
            }
            let lines = recording.takeOutput()
            if !lines.isEmpty { reply.output += lines.joined(separator: "\n") + "\n" }
            // A trap stops the program: the rest of the input is not run.
            let trapMessage = runtime.programTrap.message
            if let trap = runtime.programTrap.take(at: statement.range) {
                reported.append(trap)
                record(.trapped(message: trapMessage ?? ""))
                break
            }
            record(outcome)
            // Ctrl-C stops the whole input, not only this statement.
            if interrupted { break }
        }
        if !reported.isEmpty {
            reply.reports = [DiagnosticReport(Parser.limitErrors(reported.sorted { $0.range.start < $1.range.start },
                                                                 errorsBefore: errorsBefore),
                                              source: source, origin: origin)]
        }
        return reply
    }

    /// Runs the clock until nothing is scheduled (bounded by the horizon): the end of a script.
    public func runToEnd() -> ConsoleReply {
        runtime.emissionBudget.reset(values: settings.maxActions)
        runtime.run(until: nil)
        let lines = recording.takeOutput()
        return ConsoleReply(output: lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n")
    }
}
