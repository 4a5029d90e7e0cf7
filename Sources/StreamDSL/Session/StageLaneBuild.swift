import StreamCore
import StreamLanguage

extension StatementRunner {
    /// Creates a lane without showing it yet: a statement's lanes appear only if it succeeds.
    ///
    /// The lane gets its final name when it is registered: a lane made now for an `at`
    /// statement may appear after lanes made later, and two lanes must never share a name.
    static func makeLane(name: String, role: Lane.Role, in session: Session) -> Lane {
        let lane = session.recording.makeLane(name: name, role: role, clock: session.runtime.clock)
        session.journal.laneMade(lane)
        return lane
    }

    /// Builds a checked plan with the names its statement resolved; its probes (`:set stages
    /// on`) record into `stages`, the statement's stage lanes in `StageLane.index` order.
    static func build(_ plan: PublisherPlan, at range: SourceRange, stages: [EventRecorder] = [],
                      names: ResolvedNames, in session: Session, environment: Environment = .empty) -> (any Publisher)? {
        var instantiator = session.runtime.instantiator
        instantiator.stageRecorders = stages
        instantiator.names = names
        do throws(StreamError) {
            return try instantiator.build(plan, environment)
        } catch {
            session.recording.emit(RuntimeNotes.pipelineNotBuilt(error.message))
            return nil
        }
    }
}
