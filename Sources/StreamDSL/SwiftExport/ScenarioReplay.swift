import StreamCore

/// Runs a scenario's inputs on a fresh session, as the REPL would, and keeps what the
/// exporter needs: each accepted statement with the time it ran and the lane of its sink,
/// and how the run ended.
struct ScenarioReplay {
    struct Step {
        let statement: Statement
        /// The session's time when the statement ran.
        let time: Int
        /// The lane of the statement's sink (`… | sink`), if it subscribes.
        let lane: Lane?
    }

    private(set) var steps: [Step] = []
    let session: Session
    /// The time the clock reached once nothing was left to run (or the horizon).
    private(set) var endTime = 0
    /// Whether the run stopped at the horizon with actions still scheduled (a timer).
    private(set) var stoppedAtHorizon = false

    /// A failure StreamLab raised where Swift stops the program (a division by zero, an
    /// overflow, an index out of range) or would not compile: seen at any stage boundary.
    private(set) var runtimeError: String?

    init(inputs: [String], settings: SessionSettings) throws(SwiftExportSkip) {
        // Every stage boundary is recorded, so a run-time error caught before a sink is seen too.
        var probed = settings
        probed.showStages = true
        session = Session(settings: probed)
        var made: [Lane] = []
        session.laneMade = { made.append($0) }
        for input in inputs {
            let trimmed = input.trimmingLeadingSpaces()
            if trimmed.hasPrefix(":") {
                try meta(trimmed)
                session.settings.showStages = true
                continue
            }
            let parsed = Parser.parse(input, sessionNames: session.definedNames)
            for statement in parsed.statements {
                made = []
                let time = session.clock.now
                var compiler = StatementCompiler(session: session, source: input)
                guard let action = compiler.compile(statement), !compiler.diagnostics.contains(where: \.isError) else {
                    continue
                }
                for (name, binding) in compiler.earlyDeclarations { session.define(name, binding) }
                action()
                session.settle()
                steps.append(Step(statement: statement, time: time,
                                  lane: made.first { $0.role == .subscription }))
            }
        }
        _ = session.runToEnd()
        endTime = session.clock.now
        stoppedAtHorizon = session.clock.pendingCount > 0
        session.laneMade = nil
        runtimeError = session.traceEntries.lazy.compactMap { entry -> String? in
            guard case .failure(let error) = entry.record.kind, Self.isRuntimeError(error.message) else { return nil }
            return error.message
        }.first
    }

    /// Whether `message` is one of the language's run-time errors (see `RuntimeMessages`).
    static func isRuntimeError(_ message: String) -> Bool {
        message.hasSuffix(RuntimeMessages.trap("").message) || message.hasSuffix(RuntimeMessages.typeError("").message.dropFirst("type error: ".count))
    }

    /// `:set` changes the session and `:load` runs statements the exporter does not see;
    /// every other command only shows something (or fails) and changes nothing.
    private func meta(_ line: String) throws(SwiftExportSkip) {
        let words = line.dropFirst().split(separator: " ").map(String.init)
        switch words.first {
        case "set":
            if words.count == 3 { _ = SettingsCommand.run(Array(words.dropFirst()), session: session) }
        case "load":
            throw .notTranslated(":load")
        default:
            break
        }
    }
}
