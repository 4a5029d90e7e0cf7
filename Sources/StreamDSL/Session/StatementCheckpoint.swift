import StreamCore
import StreamLanguage

/// What a statement may change, taken before it runs, so that a statement stopped by
/// Ctrl-C can be undone: it leaves names, lanes and the clock as they were.
///
/// Taking one costs the same in a session of 100,000 names as in an empty one (counts and
/// a clock mark, no copies), so every statement takes one. A statement only adds names,
/// lanes and scheduled actions, so undoing it means removing what came after the marks.
struct StatementCheckpoint {
    let definitionCount: Int
    let laneCount: Int
    let timerCount: Int
    let noteCount: Int
    let clockMark: UInt64
}

extension Session {
    func checkpoint() -> StatementCheckpoint {
        statementSinks.removeAll()
        names.beginStatement()
        recording.laneNames.beginStatement()
        return StatementCheckpoint(definitionCount: names.definedNames.count, laneCount: lanes.count, timerCount: runtime.connectables.count, noteCount: recording.notes.count,
                                   clockMark: runtime.clock.sequenceMark)
    }

    /// Subscriptions a statement made, so an interrupted one can cancel them.
    func noteSubscription(_ sink: RecordingSink) { statementSinks.append(sink) }

    /// Undoes what the statement since `checkpoint` did to the session: its subscriptions are
    /// cancelled, its names, lanes and scheduled actions are gone. (Work already delivered
    /// to subscriptions made earlier cannot be undone; their lanes keep what they recorded.)
    func rollBack(_ statement: Statement, to checkpoint: StatementCheckpoint) {
        for sink in statementSinks { sink.cancel() }
        statementSinks.removeAll()
        // New names go; redefined ones get their earlier meaning back.
        names.rollBack(toCount: checkpoint.definitionCount)
        runtime.clock.removeActions(scheduledSince: checkpoint.clockMark)
        if case .at(_, let inner) = statement.kind {
            for name in StatementCompiler.declaredNames(inner) { names.releaseReservation(name) }
        }
        runtime.connectables.removeLast(max(0, runtime.connectables.count - checkpoint.timerCount))
        recording.rollBack(laneCount: checkpoint.laneCount, noteCount: checkpoint.noteCount)
    }

    /// Whether an interrupted statement of this kind is undone; `run` and `advance` instead
    /// stop the clock where it was, with a note, and so do the others:
    /// Statements that declare or subscribe, and `at`, which only schedules. A `send`,
    /// `complete` or `cancel` acts on subscriptions made earlier, which cannot be undone.
    static func isUndoneWhenInterrupted(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .declareSubject, .declareCurrent, .subscribe, .definePipeline, .connect, .at, .declareObject,
             .task, .didSet: return true
        case .send, .complete, .fail, .cancel, .request, .advance, .advanceTo, .run,
             .declarePublished, .setProperty, .release: return false
        case .async(let asyncStatement): return asyncStatement.declaredName != nil
        }
    }
}
