import StreamCore
import StreamDSL
import StreamLanguage

/// What the exporter reads: a journal's statements executed again, by the session's own
/// evaluate loop, in a fresh session that records every stage boundary (so a run-time error
/// caught before a sink is seen too), then run to the end as the test runs.
///
/// The journal says what the learner saw, and the export follows it:
/// - a statement that ran to its end is exported;
/// - one that changed nothing (an error, a refusal after a trap or past the error limit, a
///   Ctrl-C that undid it) is left out, as it left nothing in the session;
/// - one that the action budget, the memory bound or Ctrl-C cut short, or during which a
///   trap stopped the program, has no Combine counterpart: Combine would run it on (or
///   Swift end the process), so the export is refused and says which statement and why.
package struct ExportRun {
    package struct Step {
        package let statement: Statement
        /// The session's time when the statement ran.
        package let time: Int
        /// The lane of the statement's sink (`… | sink`), if it subscribes.
        package let lane: Lane?
        /// The frame of marble sources that give none, when it ran (`:set frame` may change it).
        package let frame: Int
    }

    package private(set) var steps: [Step] = []
    package let session: Session
    /// The time the clock reached once nothing was left to run (or the horizon).
    private(set) var endTime = 0
    /// Whether the run stopped at the horizon with actions still scheduled (a timer).
    private(set) var stoppedAtHorizon = false

    /// A failure StreamLab raised where Swift stops the program (a division by zero, an
    /// overflow, an index out of range), would not compile, or goes on with a value StreamLab
    /// does not model (inf or nan): seen at any stage boundary.
    private(set) var runtimeError: String?

    /// Runs `entries` (a journal since its last `:reset`) on a session that starts with `settings`.
    init(_ entries: some Collection<JournalEntry>, settings: SessionSettings) throws(SwiftExportSkip) {
        for entry in entries { try Self.refuseCutShort(entry) }
        var probed = settings
        probed.showStages = true
        session = Session(settings: probed)
        var sinks: [(step: Int, lane: ObjectIdentifier)] = []
        var statements: [(statement: Statement, time: Int, frame: Int)] = []
        for entry in entries {
            switch entry.kind {
            case .setting(let change):
                if let setting = SettingDefinition.named(change.key) { _ = setting.write(&session.settings, change.new) }
                session.settings.showStages = true
            case .statement(let journaled) where !journaled.outcome.changedNothing:
                let time = session.runtime.clock.now
                let frame = session.settings.frame
                _ = session.evaluate([journaled.statement], source: journaled.source, origin: journaled.origin)
                // Exported only if it ran here as it did for the learner.
                guard let ran = session.journal.entries.last?.statement, ran.outcome.isDone else { continue }
                if let sink = ran.sinkLane { sinks.append((statements.count, sink.id)) }
                statements.append((journaled.statement, time, frame))
            case .statement, .reset:
                continue
            }
        }
        _ = session.runToEnd()
        endTime = session.runtime.clock.now
        stoppedAtHorizon = session.runtime.clock.pendingCount > 0
        // Lanes by identity, once the run has shown them all (an `at` statement's appear late).
        let lanes = Dictionary(session.recording.lanes.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { first, _ in first })
        var laneOfStep: [Int: Lane] = [:]
        for sink in sinks { laneOfStep[sink.step] = lanes[sink.lane] }
        steps = statements.enumerated().map { Step(statement: $1.statement, time: $1.time, lane: laneOfStep[$0], frame: $1.frame) }
        runtimeError = session.recording.trace.lazy.compactMap { entry -> String? in
            guard case .failure(let error) = entry.record.kind, Self.isRuntimeError(error.message) else { return nil }
            return error.message
        }.first
    }

    /// The refusal for a statement StreamLab cut short (see the rule above), if `entry` is one.
    static func refuseCutShort(_ entry: JournalEntry) throws(SwiftExportSkip) {
        guard let journaled = entry.statement else { return }
        let text = "`\(journaled.statement.text)`"
        switch journaled.outcome {
        case .stopped(.actionBudget):
            throw .noCombineCounterpart("\(text), which StreamLab's action budget stopped where Combine would run on")
        case .stopped(.recordingFull):
            throw .noCombineCounterpart("\(text), which the session's memory bound stopped where Combine would run on")
        case .interrupted(undone: false):
            throw .noCombineCounterpart("\(text), which Ctrl-C stopped part way")
        case .trapped(let message):
            throw .noCombineCounterpart("\(text), where a trap stopped the program (\(message))")
        case .done, .error, .refusedAfterTrap, .stopped(.errorLimit), .interrupted(undone: true):
            return
        }
    }

    /// Whether `message` is one of the language's run-time errors (see `RuntimeMessages`):
    /// a trap, a type error, or a floating-point division by zero, where Swift goes on with
    /// inf or nan that StreamLab's values do not model.
    static func isRuntimeError(_ message: String) -> Bool {
        message.hasSuffix(RuntimeMessages.trap("").message) || message.hasSuffix(RuntimeMessages.typeError("").message.dropFirst("type error: ".count))
            || message == RuntimeMessages.floatingDivisionByZero.message
    }
}
