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

extension StatementCheckpoint {
    /// Marks where `session` stands before a statement runs; what the statement redefines
    /// or subscribes from now on is noted, so it can be undone.
    init(of session: Session) {
        session.ownership.beginStatement()
        session.names.beginStatement()
        session.recording.laneNames.beginStatement()
        self.init(definitionCount: session.names.definedNames.count, laneCount: session.recording.lanes.count,
                  timerCount: session.runtime.connectables.count, noteCount: session.recording.notes.count,
                  clockMark: session.runtime.clock.sequenceMark)
    }

    /// Undoes what the statement since `checkpoint` did to the session: its subscriptions are
    /// cancelled, its names, lanes and scheduled actions are gone. (Work already delivered
    /// to subscriptions made earlier cannot be undone; their lanes keep what they recorded.)
    func rollBack(_ statement: Statement, in session: Session) {
        session.ownership.cancelStatementSubscriptions()
        // New names go; redefined ones get their earlier meaning back.
        session.names.rollBack(toCount: definitionCount)
        session.runtime.clock.removeActions(scheduledSince: clockMark)
        if case .at(_, let inner) = statement.kind {
            for name in StatementCompiler.declaredNames(inner) { session.names.releaseReservation(name) }
        }
        let connectables = session.runtime.connectables.count
        session.runtime.connectables.removeLast(max(0, connectables - timerCount))
        session.recording.rollBack(laneCount: laneCount, noteCount: noteCount)
    }

    /// Whether an interrupted statement of this kind is undone; `run` and `advance` instead
    /// stop the clock where it was, with a note, and so do the others:
    /// Statements that declare or subscribe, and `at`, which only schedules. A `send`,
    /// `complete` or `cancel` acts on subscriptions made earlier, which cannot be undone.
    static func isUndoneWhenInterrupted(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .declareSubject, .declareCurrent, .subscribe, .definePipeline, .connect, .at, .declareObject,
             .task, .didSet, .function: return true
        case .send, .complete, .fail, .cancel, .request, .advance, .advanceTo, .run,
             .declarePublished, .setProperty, .release: return false
        // Milestone 5: a declared property, like a published one, stays; a track is undone.
        case .observation(.declareObservable): return false
        case .observation(.track): return true
        case .async(let asyncStatement): return asyncStatement.declaredName != nil
        case .actor: return true  // Milestone 3
        case .post: return false  // Issue 20: like send
        }
    }
}
